import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { YAHOO_GUID, fixtureTeams, leaguesBody, teamWeeksBody, userTeamsBody, type FixtureTeam } from './yahoo-fixtures';

export interface YahooStandInOptions {
  clientId?: string;
  clientSecret?: string;
  accessTokenTtlSeconds?: number;
  teams?: FixtureTeam[];
}

/** A local Yahoo (OAuth 2.0 + Fantasy v2 JSON) on loopback, with switches for the failures we must survive. */
export interface YahooStandIn {
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** `METHOD path?query` of every request, in order. */
  readonly requests: string[];
  /** Every access token issued so far expires now (tokens also expire after their TTL). */
  expireAccessTokens(): void;
  /** The next `times` fantasy API requests get Yahoo's HTTP 999 "Request denied". */
  throttle(times: number): void;
  /** 'unavailable': every request gets 503; 'close': every connection is dropped; null: healthy again. */
  down(mode: 'unavailable' | 'close' | null): void;
  close(): Promise<void>;
}

const MAX_KEYS = 25;

export async function startYahooStandIn(options: YahooStandInOptions = {}): Promise<YahooStandIn> {
  const clientId = options.clientId ?? 'dj0yJmk9c3RhbmQtaW4mZD1ZV2s5-';
  const clientSecret = options.clientSecret ?? 'stand-in-secret';
  const ttl = options.accessTokenTtlSeconds ?? 3600;
  const teams = options.teams ?? fixtureTeams;
  const codes = new Set<string>();
  const accessTokens = new Map<string, { expiresAt: number }>();
  const refreshTokens = new Map<string, { used: boolean }>();
  const requests: string[] = [];
  let throttled = 0;
  let downMode: 'unavailable' | 'close' | null = null;

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };

  function issueTokens(res: ServerResponse) {
    const access = `at-${randomBytes(12).toString('hex')}`;
    const refresh = `rt-${randomBytes(12).toString('hex')}`;
    accessTokens.set(access, { expiresAt: Date.now() + ttl * 1000 });
    refreshTokens.set(refresh, { used: false });
    json(res, 200, { access_token: access, refresh_token: refresh, expires_in: ttl, token_type: 'bearer', xoauth_yahoo_guid: YAHOO_GUID });
  }

  function requestAuth(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    if (q.get('client_id') !== clientId || q.get('redirect_uri') !== 'oob' || q.get('response_type') !== 'code') {
      return res.writeHead(400, { 'content-type': 'text/html' }).end('<p>invalid_request</p>');
    }
    const code = randomBytes(4).toString('hex');
    codes.add(code);
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<html><body><p>Enter this code into the app to finish connecting:</p><code id="oob-code">${code}</code></body></html>`);
  }

  function getToken(req: IncomingMessage, form: URLSearchParams, res: ServerResponse) {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return json(res, 401, { error: 'invalid_client', error_description: 'client authentication failed' });
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = form.get('code') ?? '';
      if (form.get('redirect_uri') !== 'oob' || !codes.delete(code)) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
      }
      return issueTokens(res);
    }
    if (grant === 'refresh_token') {
      const entry = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!entry || entry.used) return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      entry.used = true;
      return issueTokens(res);
    }
    json(res, 400, { error: 'unsupported_grant_type' });
  }

  function fantasy(req: IncomingMessage, url: URL, res: ServerResponse) {
    if (throttled > 0) {
      throttled--;
      return res.writeHead(999, 'Request denied', { 'content-type': 'text/html' }).end('<html><body>Request denied</body></html>');
    }
    const token = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!token || token.expiresAt <= Date.now()) {
      const problem = token ? 'token_expired' : 'token_rejected';
      return json(
        res,
        401,
        {
          error: {
            'xml:lang': 'en-US',
            'yahoo:uri': url.pathname,
            description: `Please provide valid credentials. OAuth oauth_problem="${problem}", realm="yahooapis.com"`,
            detail: '',
          },
        },
        { 'www-authenticate': `OAuth oauth_problem="${problem}", realm="yahooapis.com"` },
      );
    }
    if (url.searchParams.get('format') !== 'json') return json(res, 400, { error: { description: 'stand-in speaks format=json only' } });
    const matrix = (name: string) => url.pathname.match(new RegExp(`;${name}=([^;/]+)`))?.[1]?.split(',') ?? [];
    const path = url.pathname.replace(/;[^/]*/g, '');
    const keys = path === '/fantasy/v2/leagues' ? matrix('league_keys') : matrix('team_keys');
    if (keys.length > MAX_KEYS) return json(res, 400, { error: { description: `at most ${MAX_KEYS} keys per request` } });
    if (path === '/fantasy/v2/users/games/teams' && url.pathname.includes(';use_login=1'))
      return json(res, 200, userTeamsBody(teams, matrix('game_codes')));
    if (path === '/fantasy/v2/leagues') return json(res, 200, leaguesBody(teams, keys));
    if (path === '/fantasy/v2/teams/stats' && url.pathname.endsWith(';type=week;week=current'))
      return json(res, 200, teamWeeksBody(teams, keys));
    json(res, 404, { error: { description: `no such resource: ${url.pathname}` } });
  }

  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (downMode === 'close') return req.socket.destroy();
    if (downMode === 'unavailable') return res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'GET' && url.pathname === '/oauth2/request_auth') return requestAuth(url, res);
      if (req.method === 'POST' && url.pathname === '/oauth2/get_token')
        return getToken(req, new URLSearchParams(Buffer.concat(chunks).toString()), res);
      if (req.method === 'GET' && url.pathname.startsWith('/fantasy/v2/')) return fantasy(req, url, res);
      json(res, 404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    requests,
    expireAccessTokens: () => accessTokens.forEach((entry) => (entry.expiresAt = 0)),
    throttle: (times) => void (throttled = times),
    down: (mode) => void (downMode = mode),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
