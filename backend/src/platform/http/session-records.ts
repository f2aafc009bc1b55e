import type { Queryable } from '../database';
import type { SessionCache } from './session-cache';

/** A signed-in session as a player's data export shows it: when it ends, and when it was signed in. */
export interface SessionRecord {
  signedInAt: string | null;
  expiresAt: string;
}

/** The player's live sessions (the rows of http_sessions naming them). */
export async function sessionRecordsOf(db: Queryable, userId: string): Promise<SessionRecord[]> {
  const { rows } = await db.query<{ signed_in_at: string | null; expires_at: Date }>(
    `SELECT data->>'signedInAt' AS signed_in_at, expires_at FROM http_sessions
     WHERE data->>'userId' = $1 AND expires_at > now() ORDER BY expires_at`,
    [userId],
  );
  return rows.map((r) => ({
    signedInAt: r.signed_in_at === null ? null : new Date(Number(r.signed_in_at)).toISOString(),
    expiresAt: r.expires_at.toISOString(),
  }));
}

/** Ends every session of the player (account deletion), in every API process's cache too. */
export async function endEverySessionOf(db: Queryable, sessions: SessionCache, userId: string): Promise<number> {
  const result = await db.query(`DELETE FROM http_sessions WHERE data->>'userId' = $1`, [userId]);
  await sessions.revoke({ userIds: [userId] });
  return result.rowCount ?? 0;
}
