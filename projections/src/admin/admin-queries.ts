import type pg from 'pg';
import type { AdminAuditEntry } from '@fr/contracts';

export interface PlayerLockRow {
  locked: boolean;
  reason: string;
  changedAt: string;
}

/** The lock state of each of these players that an admin ever locked; the others are not in the map. */
export async function lockStatesOf(pool: pg.Pool, userIds: readonly string[]): Promise<Map<string, PlayerLockRow>> {
  const { rows } = await pool.query<{ user_id: string; locked: boolean; reason: string; changed_at: Date }>(
    'SELECT user_id, locked, reason, changed_at FROM player_locks WHERE user_id = ANY($1)',
    [userIds],
  );
  return new Map(rows.map((r) => [r.user_id, { locked: r.locked, reason: r.reason, changedAt: r.changed_at.toISOString() }]));
}

/** The audit trail, newest first, with each admin's username. */
export async function adminAuditPage(pool: pg.Pool, limit: number, offset: number): Promise<{ entries: AdminAuditEntry[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    pool.query<{
      event_id: string;
      type: string;
      admin_id: string;
      username: string | null;
      subject: string | null;
      details: string | null;
      recorded_at: Date;
    }>(
      `SELECT a.event_id, a.type, a.admin_id, u.username, a.subject, a.details, a.recorded_at
       FROM admin_audit a LEFT JOIN admin_accounts u ON u.admin_id = a.admin_id
       ORDER BY a.position DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    ),
    pool.query<{ total: number }>('SELECT count(*)::int AS total FROM admin_audit'),
  ]);
  return {
    total: count.rows[0]?.total ?? 0,
    entries: rows.map((r) => ({
      eventId: r.event_id,
      type: r.type,
      adminId: r.admin_id,
      adminUsername: r.username,
      subject: r.subject,
      details: r.details,
      recordedAt: r.recorded_at.toISOString(),
    })),
  };
}

/** How many admin accounts exist: the first-start setup link is offered only while there are none. */
export async function adminCount(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_accounts');
  return rows[0]?.n ?? 0;
}

/** The username and e-mail of each of these admins; unknown ids are not in the map. */
export async function adminNamesOf(pool: pg.Pool, adminIds: readonly string[]): Promise<Map<string, { username: string; email: string }>> {
  const { rows } = await pool.query<{ admin_id: string; username: string; email: string }>(
    'SELECT admin_id, username, email FROM admin_accounts WHERE admin_id = ANY($1)',
    [adminIds],
  );
  return new Map(rows.map((r) => [r.admin_id, { username: r.username, email: r.email }]));
}
