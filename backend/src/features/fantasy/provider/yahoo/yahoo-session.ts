import { ProviderRejectedError, ProviderUnavailableError, type ProviderTokens } from '../fantasy-provider';
import { isTokenExpired, parseJson, send, type HttpDeps } from './yahoo-http';

/** Refresh a little before the stated expiry, so a token does not lapse between our check and Yahoo's. */
const EXPIRY_MARGIN_MS = 60_000;

export interface SessionOptions {
  apiBaseUrl: string;
  tokens: ProviderTokens;
  now: Date;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  onTokens(tokens: ProviderTokens): Promise<void>;
}

/**
 * Authorized GETs against the Fantasy v2 API for one sync. An expired access token is refreshed (at most once per
 * session, so a misbehaving server cannot make us loop) and the call retried; the new pair goes to `onTokens`
 * before anything else happens, because Yahoo may have rotated the refresh token and the old one no longer works.
 */
export function openSession(deps: HttpDeps, options: SessionOptions) {
  let tokens = options.tokens;
  let renewed = false;

  async function renew(): Promise<void> {
    renewed = true;
    tokens = await options.refresh(tokens.refreshToken);
    await options.onTokens(tokens);
    deps.log?.info({ expiresAt: tokens.expiresAt.toISOString() }, 'yahoo access token refreshed');
  }

  async function call(path: string) {
    return send(deps, `${options.apiBaseUrl}${path}?format=json`, {
      headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
    });
  }

  return async function get(path: string): Promise<unknown> {
    if (!renewed && tokens.expiresAt.getTime() - EXPIRY_MARGIN_MS <= options.now.getTime()) await renew();
    let answer = await call(path);
    if (!renewed && isTokenExpired(answer)) {
      await renew();
      answer = await call(path);
    }
    if (answer.status === 401 || answer.status === 403) {
      throw new ProviderRejectedError(`Yahoo refused the player's authorization (HTTP ${answer.status})`);
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new ProviderUnavailableError(`Yahoo answered HTTP ${answer.status} for ${path.split(';')[0]}`);
    }
    return parseJson(answer, path.split(';')[0] ?? path);
  };
}
