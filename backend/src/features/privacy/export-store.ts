import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * Built exports wait here until downloaded or expired: a random id (the link's secret) per export, readable only by
 * its owner signed in. They hold personal data: deleted with the account, and purged when they expire.
 */
export const exportsSchemaSql = `
CREATE TABLE IF NOT EXISTS privacy_exports (
  export_id text PRIMARY KEY,
  user_id text NOT NULL,
  zip bytea NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS privacy_exports_user ON privacy_exports (user_id);`;

export async function keepExport(db: pg.Pool, userId: string, zip: Uint8Array, expiresAt: Date): Promise<string> {
  const exportId = randomBytes(24).toString('base64url');
  await db.query('INSERT INTO privacy_exports (export_id, user_id, zip, expires_at) VALUES ($1, $2, $3, $4)', [
    exportId,
    userId,
    Buffer.from(zip),
    expiresAt,
  ]);
  return exportId;
}

/** The export, when it is this player's and has not expired; someone else's reads as missing. */
export async function exportOf(db: pg.Pool, userId: string, exportId: string, now: Date): Promise<Buffer | null> {
  const { rows } = await db.query<{ zip: Buffer }>(
    'SELECT zip FROM privacy_exports WHERE export_id = $1 AND user_id = $2 AND expires_at > $3',
    [exportId, userId, now],
  );
  return rows[0]?.zip ?? null;
}

export async function forgetExportsOf(db: pg.Pool, userId: string): Promise<void> {
  await db.query('DELETE FROM privacy_exports WHERE user_id = $1', [userId]);
}

export async function purgeExpiredExports(db: pg.Pool, now: Date): Promise<number> {
  const result = await db.query('DELETE FROM privacy_exports WHERE expires_at <= $1', [now]);
  return result.rowCount ?? 0;
}
