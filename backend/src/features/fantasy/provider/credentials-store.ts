import type pg from 'pg';
import type { ConnectedAccount, ProviderTokens } from './fantasy-provider';
import type { TokenCipher } from '../../../platform/token-cipher';

/**
 * Provider tokens live here, encrypted, and not in the event log: they are secrets that rotate, and an immutable
 * log would keep every old one for ever. The log only records that a connection exists.
 */
export const credentialsSchemaSql = `
CREATE TABLE IF NOT EXISTS provider_credentials (
  user_id text NOT NULL,
  provider text NOT NULL,
  access_token_enc text NOT NULL,
  refresh_token_enc text NOT NULL,
  expires_at timestamptz NOT NULL,
  provider_user_id text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider)
);
CREATE INDEX IF NOT EXISTS provider_credentials_provider ON provider_credentials (provider, user_id);`;

type Queryable = Pick<pg.Pool, 'query'>;

interface CredentialsRow {
  access_token_enc: string;
  refresh_token_enc: string;
  expires_at: Date;
  provider_user_id: string | null;
}

/** Each sealed value is bound to its row and role, so swapping values between rows or columns fails to decrypt. */
const context = (userId: string, provider: string, role: 'access' | 'refresh') => `${provider}:${userId}:${role}`;

/**
 * Inserts or replaces the player's tokens (a rotated refresh token overwrites the used one). Tokens from a refresh
 * (`onTokens`) carry no provider user id; the stored one is kept.
 */
export async function saveCredentials(
  db: Queryable,
  cipher: TokenCipher,
  userId: string,
  provider: string,
  account: ProviderTokens & { providerUserId?: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO provider_credentials
       (user_id, provider, access_token_enc, refresh_token_enc, expires_at, provider_user_id, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (user_id, provider) DO UPDATE SET
       access_token_enc = EXCLUDED.access_token_enc,
       refresh_token_enc = EXCLUDED.refresh_token_enc,
       expires_at = EXCLUDED.expires_at,
       provider_user_id = COALESCE(EXCLUDED.provider_user_id, provider_credentials.provider_user_id),
       updated_at = now()`,
    [
      userId,
      provider,
      cipher.encrypt(account.accessToken, context(userId, provider, 'access')),
      cipher.encrypt(account.refreshToken, context(userId, provider, 'refresh')),
      account.expiresAt,
      account.providerUserId ?? null,
    ],
  );
}

export async function loadCredentials(
  db: Queryable,
  cipher: TokenCipher,
  userId: string,
  provider: string,
): Promise<ConnectedAccount | null> {
  const { rows } = await db.query<CredentialsRow>(
    `SELECT access_token_enc, refresh_token_enc, expires_at, provider_user_id
       FROM provider_credentials WHERE user_id = $1 AND provider = $2`,
    [userId, provider],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    accessToken: cipher.decrypt(row.access_token_enc, context(userId, provider, 'access')),
    refreshToken: cipher.decrypt(row.refresh_token_enc, context(userId, provider, 'refresh')),
    expiresAt: row.expires_at,
    providerUserId: row.provider_user_id,
  };
}

/** The players the scheduler re-syncs, in a stable order. */
export async function connectedPlayers(db: Queryable, provider: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM provider_credentials WHERE provider = $1 ORDER BY user_id', [
    provider,
  ]);
  return rows.map((row) => row.user_id);
}

/** Forgets every provider connection of a player (account deletion): their tokens go, and no sync runs for them again. */
export async function forgetCredentialsOf(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM provider_credentials WHERE user_id = $1', [userId]);
}
