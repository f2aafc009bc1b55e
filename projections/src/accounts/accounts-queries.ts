import type pg from 'pg';
import type { AuthUser } from '@fr/contracts';

interface UserRow {
  user_id: string;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  has_password: boolean;
  email_verified: boolean;
}

/** A player as sign-in needs it: the public profile, and whether it has a password (a social sign-up has none). */
export interface StoredUser extends AuthUser {
  hasPassword: boolean;
}

const toUser = (r: UserRow): StoredUser => ({
  userId: r.user_id,
  username: r.username,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  emailVerified: r.email_verified,
  hasPassword: r.has_password,
});

/**
 * The live accounts with an e-mail: the one that holds it first, then sign-ups that found it taken (newest first, at
 * most `limit`), each of which signs in with its own password.
 */
export async function findUsersByEmail(pool: pg.Pool, email: string, limit: number): Promise<StoredUser[]> {
  const { rows } = await pool.query<UserRow>(
    `SELECT * FROM users WHERE lower(email) = lower($1) AND expired_at IS NULL
     ORDER BY email_held DESC, registered_at DESC, user_id LIMIT $2`,
    [email, limit],
  );
  return rows.map(toUser);
}

export async function findUserById(pool: pg.Pool, userId: string): Promise<StoredUser | null> {
  const { rows } = await pool.query<UserRow>('SELECT * FROM users WHERE user_id = $1 AND expired_at IS NULL', [userId]);
  return rows[0] ? toUser(rows[0]) : null;
}

/** The usernames of players, by id: the only name a board of players shows others (never an e-mail or an id). */
export async function usernamesOf(pool: pg.Pool, userIds: readonly string[]): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ user_id: string; username: string }>('SELECT user_id, username FROM users WHERE user_id = ANY($1)', [
    userIds,
  ]);
  return new Map(rows.map((r) => [r.user_id, r.username]));
}

/** The username and e-mail of players, by id, for the operator console (never shown to other players). */
export async function playerContactsOf(
  pool: pg.Pool,
  userIds: readonly string[],
): Promise<Map<string, { username: string; email: string }>> {
  const { rows } = await pool.query<{ user_id: string; username: string; email: string }>(
    'SELECT user_id, username, email FROM users WHERE user_id = ANY($1)',
    [userIds],
  );
  return new Map(rows.map((r) => [r.user_id, { username: r.username, email: r.email }]));
}

/** The account an e-mail verification token was issued to, or null for an unknown token. */
export async function findTokenOwner(pool: pg.Pool, tokenHash: string): Promise<string | null> {
  const { rows } = await pool.query<{ user_id: string }>('SELECT user_id FROM email_verification_tokens WHERE token_hash = $1', [
    tokenHash,
  ]);
  return rows[0]?.user_id ?? null;
}

/**
 * Accounts still unverified that registered before the given time (and have not expired yet). Social sign-ups never
 * expire (the provider vouches for the person), so they are left out.
 */
export async function unverifiedRegisteredBefore(pool: pg.Pool, before: Date): Promise<string[]> {
  const { rows } = await pool.query<{ user_id: string }>(
    `SELECT user_id FROM users WHERE NOT email_verified AND expired_at IS NULL AND registered_at < $1 AND has_password
     ORDER BY registered_at, user_id`,
    [before],
  );
  return rows.map((r) => r.user_id);
}

export interface UserSearchRow {
  userId: string;
  username: string;
  email: string;
  emailVerified: boolean;
  registeredAt: string;
}

/** Players whose username or e-mail starts with `prefix` (any case), newest first, paged; expired sign-ups included. */
export async function searchUsers(pool: pg.Pool, prefix: string, limit: number, offset: number) {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = `lower(username) LIKE $1 ESCAPE '\\' OR lower(email) LIKE $1 ESCAPE '\\'`;
  const [{ rows }, count] = await Promise.all([
    pool.query<{ user_id: string; username: string; email: string; email_verified: boolean; registered_at: Date }>(
      `SELECT user_id, username, email, email_verified, registered_at FROM users WHERE ${where}
       ORDER BY registered_at DESC, user_id LIMIT $2 OFFSET $3`,
      [pattern, limit, offset],
    ),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM users WHERE ${where}`, [pattern]),
  ]);
  const users: UserSearchRow[] = rows.map((r) => ({
    userId: r.user_id,
    username: r.username,
    email: r.email,
    emailVerified: r.email_verified,
    registeredAt: r.registered_at.toISOString(),
  }));
  return { users, total: count.rows[0]?.total ?? 0 };
}

/** One player as the admin Users tab shows them, or null. */
export async function findUserSummary(pool: pg.Pool, userId: string): Promise<UserSearchRow | null> {
  const { rows } = await pool.query<{ user_id: string; username: string; email: string; email_verified: boolean; registered_at: Date }>(
    'SELECT user_id, username, email, email_verified, registered_at FROM users WHERE user_id = $1',
    [userId],
  );
  const r = rows[0];
  return r
    ? {
        userId: r.user_id,
        username: r.username,
        email: r.email,
        emailVerified: r.email_verified,
        registeredAt: r.registered_at.toISOString(),
      }
    : null;
}
