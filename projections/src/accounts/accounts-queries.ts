import type pg from 'pg';
import type { AuthUser } from '@fr/contracts';

interface UserRow {
  user_id: string;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string;
  email_verified: boolean;
}

/** A player as sign-in needs it: the public profile plus the password hash. */
export interface StoredUser extends AuthUser {
  passwordHash: string;
}

const toUser = (r: UserRow): StoredUser => ({
  userId: r.user_id,
  username: r.username,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  emailVerified: r.email_verified,
  passwordHash: r.password_hash,
});

export async function findUserByEmail(pool: pg.Pool, email: string): Promise<StoredUser | null> {
  const { rows } = await pool.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1) AND expired_at IS NULL LIMIT 1', [email]);
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserById(pool: pg.Pool, userId: string): Promise<StoredUser | null> {
  const { rows } = await pool.query<UserRow>('SELECT * FROM users WHERE user_id = $1 AND expired_at IS NULL', [userId]);
  return rows[0] ? toUser(rows[0]) : null;
}

/** The account an e-mail verification token was issued to, or null for an unknown token. */
export async function findTokenOwner(pool: pg.Pool, tokenHash: string): Promise<string | null> {
  const { rows } = await pool.query<{ user_id: string }>('SELECT user_id FROM email_verification_tokens WHERE token_hash = $1', [
    tokenHash,
  ]);
  return rows[0]?.user_id ?? null;
}

/** Accounts still unverified that registered before the given time (and have not expired yet). */
export async function unverifiedRegisteredBefore(pool: pg.Pool, before: Date): Promise<string[]> {
  const { rows } = await pool.query<{ user_id: string }>(
    'SELECT user_id FROM users WHERE NOT email_verified AND expired_at IS NULL AND registered_at < $1 ORDER BY registered_at, user_id',
    [before],
  );
  return rows.map((r) => r.user_id);
}
