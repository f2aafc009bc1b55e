import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FACEBOOK_GRAPH_VERSION } from '../features/accounts';
import { newPerson, type StandInControls, type StandInPerson } from './stand-in-person';

export type OAuthFlavour = 'facebook' | 'x';

interface Authorization {
  person: StandInPerson;
  redirectUri: string;
  challenge: string;
  used: boolean;
}

const paths = {
  facebook: {
    authorize: `/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
    token: `/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`,
    me: `/${FACEBOOK_GRAPH_VERSION}/me`,
  },
  x: { authorize: '/i/oauth2/authorize', token: '/2/oauth2/token', me: '/2/users/me' },
};

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * Facebook Login or X's OAuth 2.0 on loopback, both URL bases at one address: the authorize endpoint approves at once
 * (or refuses, when told), the token endpoint checks PKCE (S256) against the challenge, single use, the redirect URI
 * and the client (X: HTTP Basic with the secret; Facebook: the public client id), refusing in each provider's own
 * error shape, and the user endpoint answers who signed in as each provider does.
 */
export async function startOAuthStandIn(flavour: OAuthFlavour): Promise<StandInControls> {
  const clientId = `${flavour}-stand-in-client`;
  const clientSecret = `${flavour}-stand-in-secret`;
  const route = paths[flavour];
  const authorizations = new Map<string, Authorization>();
  const accessTokens = new Map<string, StandInPerson>();
  let next = newPerson(flavour, flavour === 'x' ? { email: undefined, emailVerified: undefined } : {});
  let refusal: string | null = null;

  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  // X answers RFC 6749's error body; Facebook its Graph API error object.
  const refuse = (res: ServerResponse, status: number, error: string) =>
    flavour === 'x'
      ? json(res, status, { error, error_description: `stand-in: ${error}` })
      : json(res, status, { error: { message: `stand-in: ${error}`, type: 'OAuthException', code: 100 } });

  function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri');
    const challenge = q.get('code_challenge');
    if (q.get('client_id') !== clientId || q.get('response_type') !== 'code' || !redirectUri || !q.get('state')) {
      return res.writeHead(400, { 'content-type': 'text/plain' }).end('invalid_request');
    }
    if (!challenge || q.get('code_challenge_method') !== 'S256') return res.writeHead(400).end('PKCE with S256 is required');
    const back = new URL(redirectUri);
    back.searchParams.set('state', q.get('state')!);
    if (refusal) {
      back.searchParams.set('error', refusal);
      refusal = null;
    } else {
      const code = randomBytes(16).toString('base64url');
      authorizations.set(code, { person: next, redirectUri, challenge, used: false });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.href }).end();
  }

  function token(req: IncomingMessage, form: URLSearchParams, res: ServerResponse) {
    const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    const clientOk = flavour === 'x' ? req.headers.authorization === basic : form.get('client_id') === clientId;
    if (!clientOk) return refuse(res, 401, 'invalid_client');
    const authorization = authorizations.get(form.get('code') ?? '');
    const verifier = form.get('code_verifier');
    if (form.get('grant_type') !== 'authorization_code' || !authorization || authorization.used) return refuse(res, 400, 'invalid_grant');
    if (authorization.redirectUri !== form.get('redirect_uri')) return refuse(res, 400, 'invalid_grant');
    if (!verifier || s256(verifier) !== authorization.challenge) return refuse(res, 400, 'invalid_grant');
    authorization.used = true;
    const accessToken = randomBytes(24).toString('base64url');
    accessTokens.set(accessToken, authorization.person);
    json(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 3600 });
  }

  function me(req: IncomingMessage, url: URL, res: ServerResponse) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const person = accessTokens.get((flavour === 'x' ? bearer : url.searchParams.get('access_token')) ?? '');
    if (!person) return refuse(res, 401, 'invalid_token');
    const name = [person.givenName, person.familyName].filter(Boolean).join(' ');
    if (flavour === 'x') return json(res, 200, { data: { id: person.subject, name, username: person.handle } });
    json(res, 200, { id: person.subject, name, email: person.email, first_name: person.givenName, last_name: person.familyName });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'GET' && url.pathname === route.authorize) return authorize(url, res);
      if (req.method === 'POST' && url.pathname === route.token)
        return token(req, new URLSearchParams(Buffer.concat(chunks).toString()), res);
      if (req.method === 'GET' && url.pathname === route.me) return me(req, url, res);
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    signInAs: (person) => (next = person),
    refuseNext: (error) => (refusal = error),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
