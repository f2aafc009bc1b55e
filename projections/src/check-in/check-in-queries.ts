import type pg from 'pg';

/** The player's latest check-in: the local date and zone it was claimed in, the streak it reached, and when. */
export interface LastCheckIn {
  localDate: string;
  timeZone: string;
  streak: number;
  claimedAt: string;
}

export async function lastCheckIn(pool: pg.Pool, userId: string): Promise<LastCheckIn | null> {
  const { rows } = await pool.query<{ local_date: string; time_zone: string; streak: number; claimed_at: Date }>(
    'SELECT local_date, time_zone, streak, claimed_at FROM check_ins WHERE user_id = $1 ORDER BY claimed_at DESC LIMIT 1',
    [userId],
  );
  const row = rows[0];
  return row ? { localDate: row.local_date, timeZone: row.time_zone, streak: row.streak, claimedAt: row.claimed_at.toISOString() } : null;
}
