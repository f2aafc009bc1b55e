import type pg from 'pg';
import { AFFILIATE_SOURCE_PREFIX } from './analytics-projector';

export interface Snapshot {
  day: string;
  totalUsers: number;
  newSignups: number;
  activeUsers: number;
  sessions: number;
  clicks: number;
  conversions: number;
  coinPurchaseCents: number;
  affiliateCommissionCents: number;
  coinsEarned: number;
  coinsSpent: number;
  circulation: number;
}

/**
 * Writes the snapshot of one New York day from the read model, replacing any earlier one of that day: the figures of
 * a day that has ended do not change, so writing it again is idempotent.
 */
export async function writeSnapshot(pool: pg.Pool, day: string, generatedAt: Date): Promise<void> {
  await pool.query(
    `INSERT INTO analytics_snapshots (day, total_users, new_signups, active_users, sessions, clicks, conversions, coin_purchase_cents,
       affiliate_commission_cents, coins_earned, coins_spent, circulation, generated_at)
     SELECT $1::date,
       coalesce(sum(signup - expired), 0),
       coalesce(sum(signup) FILTER (WHERE day = $1), 0),
       coalesce(sum(active_users) FILTER (WHERE day = $1), 0),
       coalesce(sum(sessions) FILTER (WHERE day = $1), 0),
       (SELECT coalesce(sum(clicks), 0) FROM analytics_platform_daily WHERE day = $1),
       (SELECT coalesce(sum(conversions), 0) FROM analytics_platform_daily WHERE day = $1),
       (SELECT coalesce(sum(cents), 0) FROM analytics_revenue_daily WHERE day = $1 AND source NOT LIKE $3),
       (SELECT coalesce(sum(cents), 0) FROM analytics_revenue_daily WHERE day = $1 AND source LIKE $3),
       coalesce(sum(coins_earned) FILTER (WHERE day = $1), 0),
       coalesce(sum(coins_spent) FILTER (WHERE day = $1), 0),
       coalesce(sum(coins_earned + coins_purchased - coins_spent - coins_returned), 0),
       $2
     FROM analytics_daily WHERE day <= $1
     ON CONFLICT (day) DO UPDATE SET total_users = EXCLUDED.total_users, new_signups = EXCLUDED.new_signups,
       active_users = EXCLUDED.active_users, sessions = EXCLUDED.sessions, clicks = EXCLUDED.clicks, conversions = EXCLUDED.conversions,
       coin_purchase_cents = EXCLUDED.coin_purchase_cents, affiliate_commission_cents = EXCLUDED.affiliate_commission_cents,
       coins_earned = EXCLUDED.coins_earned, coins_spent = EXCLUDED.coins_spent, circulation = EXCLUDED.circulation,
       generated_at = EXCLUDED.generated_at`,
    [day, generatedAt, `${AFFILIATE_SOURCE_PREFIX}%`],
  );
}

interface SnapshotRow {
  day: string;
  total_users: unknown;
  new_signups: unknown;
  active_users: unknown;
  sessions: unknown;
  clicks: unknown;
  conversions: unknown;
  coin_purchase_cents: unknown;
  affiliate_commission_cents: unknown;
  coins_earned: unknown;
  coins_spent: unknown;
  circulation: unknown;
}

export async function snapshotOf(pool: pg.Pool, day: string): Promise<Snapshot | null> {
  const { rows } = await pool.query<SnapshotRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, total_users, new_signups, active_users, sessions, clicks, conversions, coin_purchase_cents,
       affiliate_commission_cents, coins_earned, coins_spent, circulation
     FROM analytics_snapshots WHERE day = $1`,
    [day],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    day: r.day,
    totalUsers: Number(r.total_users),
    newSignups: Number(r.new_signups),
    activeUsers: Number(r.active_users),
    sessions: Number(r.sessions),
    clicks: Number(r.clicks),
    conversions: Number(r.conversions),
    coinPurchaseCents: Number(r.coin_purchase_cents),
    affiliateCommissionCents: Number(r.affiliate_commission_cents),
    coinsEarned: Number(r.coins_earned),
    coinsSpent: Number(r.coins_spent),
    circulation: Number(r.circulation),
  };
}

/** Revenue (coin purchases and commissions, in cents) the snapshots of the days from `from` to `to` reported. */
export async function snapshotRevenue(pool: pg.Pool, from: string, to: string): Promise<number> {
  const { rows } = await pool.query<{ cents: unknown }>(
    `SELECT coalesce(sum(coin_purchase_cents + affiliate_commission_cents), 0) AS cents FROM analytics_snapshots WHERE day BETWEEN $1 AND $2`,
    [from, to],
  );
  return Number(rows[0]?.cents ?? 0);
}

/** The days from `from` to `to` (both included) that have no snapshot yet, oldest first. */
export async function daysWithoutSnapshot(pool: pg.Pool, from: string, to: string): Promise<string[]> {
  const { rows } = await pool.query<{ day: string }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d
     WHERE NOT EXISTS (SELECT 1 FROM analytics_snapshots s WHERE s.day = d::date) ORDER BY d`,
    [from, to],
  );
  return rows.map((r) => r.day);
}
