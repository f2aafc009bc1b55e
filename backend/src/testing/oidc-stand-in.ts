import type { IncomingMessage } from 'node:http';
import {
  OAuth2Server,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';
import { newPerson, type StandInControls, type StandInPerson } from './stand-in-person';

interface Authorization {
  person: StandInPerson;
  redirectUri: string;
  withChallenge: boolean;
  used: boolean;
}

/**
 * An OpenID Connect provider on loopback (Google, Yahoo): oauth2-mock-server, whose authorize endpoint approves at once
 * as a provider does for a player who consented before, made as strict as a real one where our code depends on it:
 * the client secret, single-use codes bound to their redirect URI, and PKCE's verifier required when a challenge was
 * sent (the mock itself checks that the verifier matches). The ID token carries the steered person's claims.
 */
export async function startOidcStandIn(options: { clientId?: string; clientSecret?: string } = {}): Promise<StandInControls> {
  const clientId = options.clientId ?? 'oidc-stand-in-client';
  const clientSecret = options.clientSecret ?? 'oidc-stand-in-secret';
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = server.issuer.url!;
  const authorizations = new Map<string, Authorization>();
  let next = newPerson('oidc');
  let refusal: string | null = null;

  server.service.on(
    'beforeAuthorizeRedirect',
    (redirect: MutableRedirectUri, req: IncomingMessage & { query?: Record<string, unknown> }) => {
      const code = redirect.url.searchParams.get('code');
      if (!code) return;
      if (refusal) {
        redirect.url.searchParams.delete('code');
        redirect.url.searchParams.set('error', refusal);
        refusal = null;
        return;
      }
      const query = req.query ?? {};
      authorizations.set(code, {
        person: next,
        redirectUri: String(query.redirect_uri),
        withChallenge: typeof query.code_challenge === 'string',
        used: false,
      });
    },
  );

  server.service.on('beforeTokenSigning', (token: MutableToken, req: TokenRequestIncomingMessage) => {
    const person = authorizations.get(req.body.code ?? '')?.person;
    if (!person) return;
    Object.assign(token.payload, {
      sub: person.subject,
      email: person.email,
      email_verified: person.emailVerified,
      given_name: person.givenName,
      family_name: person.familyName,
      name: [person.givenName, person.familyName].filter(Boolean).join(' '),
    });
  });

  server.service.on('beforeResponse', (response: MutableResponse, req: TokenRequestIncomingMessage) => {
    const body = req.body as unknown as Record<string, string | undefined>;
    const refuse = (statusCode: number, error: string) => {
      response.statusCode = statusCode;
      response.body = { error };
    };
    if (req.headers.authorization !== `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`) {
      return refuse(401, 'invalid_client');
    }
    if (body.grant_type !== 'authorization_code') return;
    const authorization = authorizations.get(body.code ?? '');
    if (!authorization || authorization.used || authorization.redirectUri !== body.redirect_uri) return refuse(400, 'invalid_grant');
    if (authorization.withChallenge && !body.code_verifier) return refuse(400, 'invalid_request');
    authorization.used = true;
  });

  return {
    url,
    clientId,
    clientSecret,
    signInAs: (person) => (next = person),
    refuseNext: (error) => (refusal = error),
    close: () => server.stop(),
  };
}
