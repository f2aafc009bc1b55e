import { createHash, randomBytes } from 'node:crypto';
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
);
CREATE TABLE IF NOT EXISTS password_reset_tokens (
  token_hash text PRIMARY KEY,
  subject text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS password_reset_tokens_subject ON password_reset_tokens (subject);`;

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

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A password reset link's token for `subject`, valid until `expiresAt`. Only its SHA-256 is kept (outside the log), so
 * the table cannot reset anyone's password; spent and expired tokens of the subject are dropped on the way.
 */
export async function issuePasswordReset(db: Queryable, subject: CredentialSubject, now: Date, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM password_reset_tokens WHERE subject = $1 AND (used_at IS NOT NULL OR expires_at <= $2)', [subject, now]);
  await db.query('INSERT INTO password_reset_tokens (token_hash, subject, expires_at) VALUES ($1, $2, $3)', [
    hashResetToken(token),
    subject,
    expiresAt,
  ]);
  return token;
}

/**
 * Spends a reset token of a `kind` of subject: the subject it was issued to, or null when it is unknown, used or expired. Spending one spends
 * every other outstanding token of the subject too, so an older link in the mailbox cannot undo the new password.
 * A single UPDATE: of two requests with the same token, one gets the subject.
 */
export async function spendPasswordReset(
  db: Queryable,
  kind: 'player' | 'admin',
  token: string,
  now: Date,
): Promise<CredentialSubject | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  // A player's link does nothing on the admin reset and the other way round (`kind` is the subject's prefix).
  const { rows } = await db.query<{ subject: CredentialSubject }>(
    `UPDATE password_reset_tokens SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 AND starts_with(subject, $3) RETURNING subject`,
    [hashResetToken(token), now, `${kind}:`],
  );
  const subject = rows[0]?.subject;
  if (!subject) return null;
  await db.query('UPDATE password_reset_tokens SET used_at = $2 WHERE subject = $1 AND used_at IS NULL', [subject, now]);
  return subject;
}

/** Deletes a subject's password hash and reset links (account deletion): nothing signs in with them any more. */
export async function forgetPassword(db: Queryable, subject: CredentialSubject): Promise<void> {
  await db.query('DELETE FROM password_reset_tokens WHERE subject = $1', [subject]);
  await db.query('DELETE FROM credentials WHERE subject = $1', [subject]);
}
