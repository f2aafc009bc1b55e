import type pg from 'pg';
import {
  DEFAULT_EMAIL_PREFERENCES,
  DEFAULT_TIME_ZONE,
  purchaseLimitAt,
  type ActivityItem,
  type PurchaseLimitAt,
  type UpdateSettingsRequest,
} from '@fr/contracts';
import { preparedQuery } from '../prepared';

const SETTINGS = preparedQuery(`SELECT coalesce(s.first_name, a.first_name) AS first_name, coalesce(s.last_name, a.last_name) AS last_name,
       s.time_zone, s.draw_results, s.prize_updates, s.marketing, s.show_on_leaderboard
     FROM (SELECT $1::text AS user_id) u
     LEFT JOIN profile_accounts a ON a.user_id = u.user_id
     LEFT JOIN profile_settings s ON s.user_id = u.user_id`);

/**
 * The player's saved settings, or the defaults: the names given at sign-up, New York time, the default e-mails, shown
 * on the leaderboard.
 */
export async function settingsOf(pool: pg.Pool, userId: string): Promise<Required<UpdateSettingsRequest>> {
  const { rows } = await pool.query<{
    first_name: string | null;
    last_name: string | null;
    time_zone: string | null;
    draw_results: boolean | null;
    prize_updates: boolean | null;
    marketing: boolean | null;
    show_on_leaderboard: boolean | null;
  }>(SETTINGS([userId]));
  const row = rows[0]!;
  return {
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
    emailPreferences:
      row.draw_results === null
        ? { ...DEFAULT_EMAIL_PREFERENCES }
        : { drawResults: row.draw_results, prizeUpdates: row.prize_updates!, marketing: row.marketing! },
    showOnLeaderboard: row.show_on_leaderboard ?? true,
  };
}

const MEMBER_SINCE = preparedQuery('SELECT registered_at FROM profile_accounts WHERE user_id = $1');

/** When the player registered (null for an account this read model has not seen). */
export async function memberSinceOf(pool: pg.Pool, userId: string): Promise<string | null> {
  const { rows } = await pool.query<{ registered_at: Date }>(MEMBER_SINCE([userId]));
  return rows[0]?.registered_at.toISOString() ?? null;
}

/** The end of the self-exclusion in force at `now`, or null when none is. */
export async function selfExcludedUntil(pool: pg.Pool, userId: string, now: Date): Promise<string | null> {
  const { rows } = await pool.query<{ until: Date }>(
    'SELECT until FROM self_exclusions WHERE user_id = $1 AND started_at <= $2 AND until > $2 ORDER BY until DESC LIMIT 1',
    [userId, now],
  );
  return rows[0]?.until.toISOString() ?? null;
}

export async function isSelfExcluded(pool: pg.Pool, userId: string, now: Date): Promise<boolean> {
  return (await selfExcludedUntil(pool, userId, now)) !== null;
}

/** The monthly coin-purchase limit in force at `now` (null: none), and a raise still waiting. */
export async function purchaseLimitOf(pool: pg.Pool, userId: string, now: Date): Promise<PurchaseLimitAt> {
  const { rows } = await pool.query<{ monthly_limit_usd: number | null; effective_at: Date; changed_at: Date }>(
    `SELECT monthly_limit_usd, effective_at, changed_at FROM purchase_limit_changes WHERE user_id = $1
     ORDER BY event_position COLLATE "C"`,
    [userId],
  );
  const changes = rows.map((r) => ({
    monthlyLimitUsd: r.monthly_limit_usd,
    effectiveAt: r.effective_at.toISOString(),
    changedAt: r.changed_at.toISOString(),
  }));
  return purchaseLimitAt(changes, now);
}

/** What the player paid for coin packages completed in [from, to), net of refunds and disputes, in cents. */
export async function purchasedCentsBetween(pool: pg.Pool, userId: string, from: Date, to: Date): Promise<number> {
  const { rows } = await pool.query<{ cents: number | string }>(
    `SELECT coalesce(sum(price_cents - reversed_cents), 0)::bigint AS cents FROM profile_purchases
     WHERE user_id = $1 AND completed_at >= $2 AND completed_at < $3`,
    [userId, from, to],
  );
  return Number(rows[0]?.cents ?? 0);
}

/** One page of the Activity Log, newest first, and how many rows it has in all. */
export async function activityOf(
  pool: pg.Pool,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ items: ActivityItem[]; total: number }> {
  const [items, total] = await Promise.all([
    pool.query<{ id: string; at: Date; kind: ActivityItem['kind']; amount: number; cause: string }>(
      `SELECT id, at, kind, amount, cause FROM activity WHERE user_id = $1
       ORDER BY event_position COLLATE "C" DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize],
    ),
    pool.query<{ count: number }>('SELECT count(*)::int AS count FROM activity WHERE user_id = $1', [userId]),
  ]);
  return {
    items: items.rows.map((r) => ({ id: r.id, at: r.at.toISOString(), kind: r.kind, amount: r.amount, cause: r.cause })),
    total: total.rows[0]?.count ?? 0,
  };
}

const WIN_RECORD = preparedQuery(`SELECT
       (SELECT count(DISTINCT a.draw_id)::int FROM activity a JOIN finished_draws f ON f.draw_id = a.draw_id
        WHERE a.user_id = $1 AND a.kind = 'entry') AS entered,
       (SELECT count(DISTINCT a.draw_id)::int FROM activity a JOIN finished_draws f ON f.draw_id = a.draw_id
        WHERE a.user_id = $1 AND a.kind = 'prize' AND a.amount > 0
          AND NOT EXISTS (SELECT 1 FROM activity x WHERE x.user_id = $1 AND x.kind = 'prize' AND x.ref = a.ref AND x.amount < 0)) AS won`);

/**
 * The finished draws the player entered, and how many of them they won (a prize they did not forfeit). The win rate
 * of the profile is the second over the first.
 */
export async function winRecordOf(pool: pg.Pool, userId: string): Promise<{ entered: number; won: number }> {
  const { rows } = await pool.query<{ entered: number; won: number }>(WIN_RECORD([userId]));
  return { entered: rows[0]?.entered ?? 0, won: rows[0]?.won ?? 0 };
}
