import type pg from 'pg';
import type { LastClaim } from '@fr/contracts';
import { preparedQuery } from '../prepared';

const LAST_CHECK_IN = preparedQuery(
  'SELECT local_date, time_zone, streak, claimed_at FROM check_ins WHERE user_id = $1 ORDER BY claimed_at DESC LIMIT 1',
);

export async function lastCheckIn(pool: pg.Pool, userId: string): Promise<LastClaim | null> {
  const { rows } = await pool.query<{ local_date: string; time_zone: string; streak: number; claimed_at: Date }>(LAST_CHECK_IN([userId]));
  const row = rows[0];
  return row ? { localDate: row.local_date, timeZone: row.time_zone, streak: row.streak, claimedAt: row.claimed_at.toISOString() } : null;
}
