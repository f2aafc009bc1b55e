import { ProviderRejectedError, ProviderUnavailableError, type ConnectedAccount } from '../fantasy-provider';
import { parseJson, send, type HttpDeps } from './yahoo-http';
import { toNumber } from './yahoo-shapes';

/** The out-of-band redirect: Yahoo shows the code and the player pastes it into our page. */
export const OOB_REDIRECT = 'oob';
const DEFAULT_EXPIRES_IN_S = 3600;

export interface OAuthClient {
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
}

export function yahooAuthorizationUrl(client: OAuthClient, state: string): string {
  const query = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: OOB_REDIRECT,
    response_type: 'code',
    state,
    language: 'en-us',
  });
  return `${client.authBaseUrl}/oauth2/request_auth?${query.toString()}`;
}

export type TokenGrant = { grant_type: 'authorization_code'; code: string } | { grant_type: 'refresh_token'; refresh_token: string };

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;

/**
 * One call to the token endpoint with HTTP Basic client authentication. Yahoo may rotate the refresh token on a
 * refresh; when it does not send one, the old one stays valid and is kept.
 */
export async function requestTokens(deps: HttpDeps, client: OAuthClient, grant: TokenGrant, now: Date): Promise<ConnectedAccount> {
  const answer = await send(deps, `${client.authBaseUrl}/oauth2/get_token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ ...grant, redirect_uri: OOB_REDIRECT }).toString(),
  });
  const what = grant.grant_type === 'authorization_code' ? 'the authorization code' : 'the token refresh';
  if (answer.status === 400 || answer.status === 401) {
    const error = String(field(safeJson(answer.text), 'error') ?? `HTTP ${answer.status}`);
    // A refused client is our configuration, not the player's doing: nothing the player pastes can fix it.
    if (error === 'invalid_client') throw new ProviderUnavailableError('Yahoo refused our client credentials');
    throw new ProviderRejectedError(`Yahoo refused ${what} (${error})`);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new ProviderUnavailableError(`Yahoo's token endpoint answered HTTP ${answer.status}`);
  }
  const body = parseJson(answer, what);
  const accessToken = field(body, 'access_token');
  const refreshToken = field(body, 'refresh_token') ?? (grant.grant_type === 'refresh_token' ? grant.refresh_token : undefined);
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string' || !accessToken || !refreshToken) {
    throw new ProviderUnavailableError(`Yahoo answered ${what} without tokens`);
  }
  const expiresIn = toNumber(field(body, 'expires_in')) ?? DEFAULT_EXPIRES_IN_S;
  const guid = field(body, 'xoauth_yahoo_guid');
  return {
    accessToken,
    refreshToken,
    expiresAt: new Date(now.getTime() + expiresIn * 1000),
    providerUserId: typeof guid === 'string' && guid ? guid : null,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
