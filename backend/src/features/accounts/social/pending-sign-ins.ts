import { createHash } from 'node:crypto';
import type pg from 'pg';
import { SOCIAL_SIGN_IN_TTL_MS, socialProviderSchema, type SocialProvider } from '@fr/contracts';

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Social sign-ins between the popup's start and the provider's answer: the state and the browser (a cookie) only as
 * hashes, the PKCE verifier in the clear, as the token request needs it. Not a read model: nothing in the log
 * rebuilds it, and a row lives 10 minutes at most.
 */
export const pendingSignInsSchemaSql = `
CREATE TABLE IF NOT EXISTS social_sign_in_requests (
  state_hash text PRIMARY KEY,
  browser_hash text NOT NULL,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS social_sign_in_requests_expires_at ON social_sign_in_requests (expires_at);`;

export interface PendingSignIn {
  state: string;
  /** The random value of the browser's cookie: an answer only counts in the browser that started the sign-in. */
  browser: string;
  provider: SocialProvider;
  codeVerifier: string;
}

export async function rememberSignIn(pool: pg.Pool, pending: PendingSignIn): Promise<void> {
  await pool.query('DELETE FROM social_sign_in_requests WHERE expires_at <= now()');
  await pool.query(
    `INSERT INTO social_sign_in_requests (state_hash, browser_hash, provider, code_verifier, expires_at)
     VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond')`,
    [hash(pending.state), hash(pending.browser), pending.provider, pending.codeVerifier, SOCIAL_SIGN_IN_TTL_MS],
  );
}

/**
 * Takes the sign-in a state belongs to, once: the delete is the single use, so a replayed state (or two requests racing
 * with it) finds nothing. A state from another browser, or past its time, is not taken either.
 */
export async function takeSignIn(
  pool: pg.Pool,
  state: string,
  browser: string,
): Promise<{ provider: SocialProvider; codeVerifier: string } | null> {
  const { rows } = await pool.query<{ provider: string; code_verifier: string }>(
    `DELETE FROM social_sign_in_requests WHERE state_hash = $1 AND browser_hash = $2 AND expires_at > now()
     RETURNING provider, code_verifier`,
    [hash(state), hash(browser)],
  );
  const row = rows[0];
  return row ? { provider: socialProviderSchema.parse(row.provider), codeVerifier: row.code_verifier } : null;
}
