import type pg from 'pg';

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

/** One audit line as stored: who acted, about whom, and the payload fields its summary reads. */
export interface AdminAuditRow {
  eventId: string;
  type: string;
  actorId: string;
  subjectId: string | null;
  details: Record<string, unknown> | null;
  recordedAt: string;
}

/** The audit trail, newest first; with `personId`, only the lines that admin or player acted in or was the subject of. */
export async function adminAuditPage(
  pool: pg.Pool,
  options: { limit: number; offset: number; personId?: string | undefined },
): Promise<{ entries: AdminAuditRow[]; total: number }> {
  const where = options.personId === undefined ? '' : 'WHERE admin_id = $1 OR subject_id = $1';
  const filter = options.personId === undefined ? [] : [options.personId];
  const [{ rows }, count] = await Promise.all([
    pool.query<{
      event_id: string;
      type: string;
      admin_id: string;
      subject_id: string | null;
      details: Record<string, unknown> | null;
      recorded_at: Date;
    }>(
      `SELECT event_id, type, admin_id, subject_id, details, recorded_at FROM admin_audit ${where}
       ORDER BY position DESC LIMIT $${filter.length + 1} OFFSET $${filter.length + 2}`,
      [...filter, options.limit, options.offset],
    ),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM admin_audit ${where}`, filter),
  ]);
  return {
    total: count.rows[0]?.total ?? 0,
    entries: rows.map((r) => ({
      eventId: r.event_id,
      type: r.type,
      actorId: r.admin_id,
      subjectId: r.subject_id,
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
