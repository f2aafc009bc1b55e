import type { Queryable } from './database';

/**
 * Password hashes, outside the event log: the log only records that a password was set, so a hash can be replaced or
 * erased (account deletion) without editing history, and a copy of the log carries none. Backups must include it.
 */
export const credentialsSchemaSql = `
CREATE TABLE IF NOT EXISTS credentials (
  subject text PRIMARY KEY,
  password_hash text NOT NULL,
  set_at timestamptz NOT NULL
);`;

/** Whose password: a player (`player:{userId}`) or an admin (`admin:{adminId}`). */
export type CredentialSubject = `player:${string}` | `admin:${string}`;

export const playerCredential = (userId: string): CredentialSubject => `player:${userId}`;

export const adminCredential = (adminId: string): CredentialSubject => `admin:${adminId}`;

export interface LoggedPasswordHash {
  subject: CredentialSubject;
  hash: string;
  at: Date;
}

/** Sets (or replaces) a subject's password hash. */
export async function setPassword(db: Queryable, subject: CredentialSubject, hash: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO credentials (subject, password_hash, set_at) VALUES ($1, $2, $3)
     ON CONFLICT (subject) DO UPDATE SET password_hash = EXCLUDED.password_hash, set_at = EXCLUDED.set_at`,
    [subject, hash, at],
  );
}

/** The subject's password hash, or null when it has no password (a social sign-up, an unknown subject). */
export async function passwordHashOf(db: Queryable, subject: CredentialSubject): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM credentials WHERE subject = $1', [subject]);
  return rows[0]?.password_hash ?? null;
}

/**
 * Takes in hashes the event log used to carry (the migration): a subject that has a row already keeps it, since that
 * one is the same hash or a newer password.
 */
export async function keepLoggedPasswordHashes(db: Queryable, hashes: readonly LoggedPasswordHash[]): Promise<void> {
  if (hashes.length === 0) return;
  await db.query(
    `INSERT INTO credentials (subject, password_hash, set_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[]) ON CONFLICT (subject) DO NOTHING`,
    [hashes.map((h) => h.subject), hashes.map((h) => h.hash), hashes.map((h) => h.at)],
  );
}

/** Deletes a subject's password hash (account deletion): nothing signs in with it any more. */
export async function forgetPassword(db: Queryable, subject: CredentialSubject): Promise<void> {
  await db.query('DELETE FROM credentials WHERE subject = $1', [subject]);
}
