import type pg from 'pg';
import {
  CHALLENGE_ANALYTICS_LIMIT,
  RECENT_SIGNUP_DAYS,
  REALTIME_WINDOW_MS,
  REVENUE_GROWTH_DAYS,
  TOP_PLATFORMS_LIMIT,
  MAX_DAILY_SERIES_DAYS,
  REPORTING_CURRENCY,
  OWN_PLATFORM,
  addDays,
  analyticsServerTexts,
  challengeCatalogue,
  contestCatalogue,
  daysBetween,
  funnelSteps,
  growthPercent,
  type ChallengeAnalytics,
  type CoinAnalytics,
  type Overview,
  type PlatformAnalytics,
  type RealtimeAnalytics,
  type RevenueAnalytics,
  type ChallengeDefinition,
} from '@fr/contracts';
import { AFFILIATE_SOURCE_PREFIX } from './analytics-projector';
import { snapshotOf, snapshotRevenue } from './analytics-snapshots';

/** A range of New York days, both included; `from` null means since the first event. */
export interface DayRange {
  from: string | null;
  to: string;
}

/** Partners with an affiliate link (a challenge's or a contest's): the platforms whose clicks and conversions the admin follows. */
export const affiliatePlatforms: readonly string[] = [
  ...new Set([
    ...challengeCatalogue.flatMap((c) => (c.requirements.affiliateLink && c.platform ? [c.platform] : [])),
    ...contestCatalogue.flatMap((c) => (c.platform === OWN_PLATFORM ? [] : [c.platform])),
  ]),
];

const num = (value: unknown) => Number(value ?? 0);

const sumSteps = funnelSteps.map((s) => `coalesce(sum(${s}), 0) AS ${s}`).join(', ');

/** The overview (spec §3) for `today`, from the daily counters and yesterday's snapshot. */
export async function overview(pool: pg.Pool, today: string): Promise<Overview> {
  const recentFrom = addDays(today, -(RECENT_SIGNUP_DAYS - 1));
  const [totals, recent, platforms, todays, yesterday] = await Promise.all([
    pool.query<Record<string, unknown>>(
      `SELECT ${sumSteps}, coalesce(sum(expired), 0) AS expired,
         coalesce(sum(active_users) FILTER (WHERE day = $1), 0) AS active_today,
         coalesce(sum(sessions) FILTER (WHERE day = $1), 0) AS sessions_today
       FROM analytics_daily WHERE day <= $1`,
      [today],
    ),
    pool.query<{ day: string; signups: unknown }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, signup AS signups FROM analytics_daily WHERE day BETWEEN $1 AND $2`,
      [recentFrom, today],
    ),
    platformTotals(pool, { from: null, to: today }),
    platformTotals(pool, { from: today, to: today }),
    snapshotOf(pool, addDays(today, -1)),
  ]);
  const t = totals.rows[0]!;
  const signupsByDay = new Map(recent.rows.map((r) => [r.day, num(r.signups)]));
  const totalUsers = num(t.signup) - num(t.expired);
  const newSignups = signupsByDay.get(today) ?? 0;
  const totalClicks = todays.reduce((sum, p) => sum + p.clicks, 0);
  return {
    today: {
      totalUsers,
      newSignups,
      activeUsers: num(t.active_today),
      totalSessions: num(t.sessions_today),
      totalClicks,
    },
    growth: {
      userGrowth: growthPercent(totalUsers, yesterday?.totalUsers ?? 0),
      signupGrowth: growthPercent(newSignups, yesterday?.newSignups ?? 0),
      clickGrowth: growthPercent(totalClicks, yesterday?.clicks ?? 0),
    },
    recentSignups: Array.from({ length: RECENT_SIGNUP_DAYS }, (_, i) => {
      const date = addDays(recentFrom, i);
      return { date, count: signupsByDay.get(date) ?? 0 };
    }),
    topPlatforms: platforms
      .slice(0, TOP_PLATFORMS_LIMIT)
      .map((p) => ({ platform: p.platform, clicks: p.clicks, conversions: p.conversions })),
    conversionRates: funnelSteps.map((step) => ({
      step: analyticsServerTexts.funnelStep[step],
      completed: num(t[step]),
      total: num(t.signup),
    })),
  };
}

interface PlatformTotals {
  platform: string;
  clicks: number;
  conversions: number;
  commissionCents: number;
}

/**
 * Clicks, conversions and commissions per affiliate platform in the range, most clicks first (then conversions, then
 * by name); every platform listed, zeros included.
 */
async function platformTotals(pool: pg.Pool, range: DayRange): Promise<PlatformTotals[]> {
  const { rows } = await pool.query<{ platform: string; clicks: unknown; conversions: unknown; commission_cents: unknown }>(
    `SELECT platform, sum(clicks) AS clicks, sum(conversions) AS conversions, sum(commission_cents) AS commission_cents
     FROM analytics_platform_daily WHERE ($1::date IS NULL OR day >= $1) AND day <= $2 GROUP BY platform`,
    [range.from, range.to],
  );
  const counted = new Map(rows.map((r) => [r.platform, r]));
  const names = [...new Set([...affiliatePlatforms, ...counted.keys()])];
  return names
    .map((platform) => {
      const r = counted.get(platform);
      return { platform, clicks: num(r?.clicks), conversions: num(r?.conversions), commissionCents: num(r?.commission_cents) };
    })
    .sort((a, b) => b.clicks - a.clicks || b.conversions - a.conversions || a.platform.localeCompare(b.platform));
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Platform analytics (spec §3): conversions per click in percent (one decimal) and commission cents per click (two
 * decimals), both 0 without clicks. Conversions of challenge links, which carry no click, count too.
 */
export async function platformAnalytics(pool: pg.Pool, range: DayRange): Promise<PlatformAnalytics[]> {
  return (await platformTotals(pool, range)).map(({ platform, clicks, conversions, commissionCents }) => ({
    platform,
    conversionRate: clicks ? round((conversions / clicks) * 100, 1) : 0,
    totalClicks: clicks,
    conversions,
    revenuePerClick: clicks ? round(commissionCents / clicks, 2) : 0,
  }));
}

const sourceLabel = (source: string) => {
  const coins = /^coin_package:(\d+)$/.exec(source);
  if (coins) return analyticsServerTexts.coinPackageSource(Number(coins[1]));
  return isAffiliate(source) ? analyticsServerTexts.affiliateSource(source.slice(AFFILIATE_SOURCE_PREFIX.length)) : source;
};

const isAffiliate = (source: string) => source.startsWith(AFFILIATE_SOURCE_PREFIX);

async function revenueBySource(pool: pg.Pool, range: DayRange): Promise<Array<{ source: string; cents: number }>> {
  const { rows } = await pool.query<{ source: string; cents: unknown }>(
    `SELECT source, sum(cents) AS cents FROM analytics_revenue_daily
     WHERE ($1::date IS NULL OR day >= $1) AND day <= $2 GROUP BY source`,
    [range.from, range.to],
  );
  return rows.map((r) => ({ source: r.source, cents: num(r.cents) }));
}

/**
 * Revenue (spec §3) in cents: coin packages net of reversals, and the commissions partners reported in their signed
 * postbacks. Growth compares the range (without one, the last 30 days) with as many days before it, from the snapshots.
 */
export async function revenueAnalytics(pool: pg.Pool, range: DayRange): Promise<RevenueAnalytics> {
  const growthRange = range.from
    ? { from: range.from, to: range.to }
    : { from: addDays(range.to, -(REVENUE_GROWTH_DAYS - 1)), to: range.to };
  const length = daysBetween(growthRange.from, growthRange.to);
  const [sources, current, before] = await Promise.all([
    revenueBySource(pool, range),
    revenueBySource(pool, growthRange),
    snapshotRevenue(pool, addDays(growthRange.from, -length), addDays(growthRange.from, -1)),
  ]);
  const coinPurchases = sources.reduce((sum, s) => sum + (isAffiliate(s.source) ? 0 : s.cents), 0);
  const affiliateCommissions = sources.reduce((sum, s) => sum + (isAffiliate(s.source) ? s.cents : 0), 0);
  return {
    totalRevenue: coinPurchases + affiliateCommissions,
    affiliateCommissions,
    coinPurchases,
    growth: growthPercent(
      current.reduce((sum, s) => sum + s.cents, 0),
      before,
    ),
    note: analyticsServerTexts.revenueNote,
    topEarners: sources
      .filter((s) => s.cents !== 0)
      .sort((a, b) => b.cents - a.cents || a.source.localeCompare(b.source))
      .map((s) => ({ source: sourceLabel(s.source), amount: s.cents })),
    ...(await revenueSeries(pool, range)),
    currency: REPORTING_CURRENCY,
  };
}

/**
 * Revenue over time: per New York day of the range (or per month past 92 days), coin purchases and affiliate
 * commissions apart; only periods with revenue are listed. A range without a start begins at the first revenue.
 */
async function revenueSeries(pool: pg.Pool, range: DayRange): Promise<Pick<RevenueAnalytics, 'interval' | 'series'>> {
  const first = range.from ?? (await firstRevenueDay(pool)) ?? range.to;
  const interval = daysBetween(first, range.to) > MAX_DAILY_SERIES_DAYS ? 'month' : 'day';
  const period = interval === 'day' ? `to_char(day, 'YYYY-MM-DD')` : `to_char(day, 'YYYY-MM')`;
  const { rows } = await pool.query<{ period: string; coin: unknown; affiliate: unknown }>(
    `SELECT ${period} AS period,
       coalesce(sum(cents) FILTER (WHERE source NOT LIKE '${AFFILIATE_SOURCE_PREFIX}%'), 0) AS coin,
       coalesce(sum(cents) FILTER (WHERE source LIKE '${AFFILIATE_SOURCE_PREFIX}%'), 0) AS affiliate
     FROM analytics_revenue_daily WHERE day >= $1 AND day <= $2 GROUP BY 1 ORDER BY 1`,
    [first, range.to],
  );
  return {
    interval,
    series: rows.map((r) => ({ period: r.period, coinPurchases: num(r.coin), affiliateCommissions: num(r.affiliate) })),
  };
}

async function firstRevenueDay(pool: pg.Pool): Promise<string | null> {
  const { rows } = await pool.query<{ day: string | null }>("SELECT to_char(min(day), 'YYYY-MM-DD') AS day FROM analytics_revenue_daily");
  return rows[0]?.day ?? null;
}

/**
 * The first 8 challenges of the catalogue with their completions, over the players there are (spec §2). The caller
 * passes the catalogue as players see it now, so a renamed challenge shows under its new name.
 */
export async function challengeAnalytics(
  pool: pg.Pool,
  catalogue: readonly Pick<ChallengeDefinition, 'id' | 'name'>[],
): Promise<ChallengeAnalytics[]> {
  const shown = catalogue.slice(0, CHALLENGE_ANALYTICS_LIMIT);
  const [completions, users] = await Promise.all([
    pool.query<{ challenge_id: string; completions: unknown }>(
      'SELECT challenge_id, completions FROM analytics_challenges WHERE challenge_id = ANY($1)',
      [shown.map((c) => c.id)],
    ),
    pool.query<{ users: unknown }>('SELECT coalesce(sum(signup), 0) - coalesce(sum(expired), 0) AS users FROM analytics_daily'),
  ]);
  const byId = new Map(completions.rows.map((r) => [r.challenge_id, num(r.completions)]));
  const totalUsers = num(users.rows[0]?.users);
  return shown.map((c) => ({ challengeName: c.name, completions: byId.get(c.id) ?? 0, totalUsers }));
}

/**
 * The coin economy (spec §3, issue 23): what players held before the range, earned (from the mint), bought (from the
 * bank, bonus included), spent (to the sink) and returned (to the bank: refunds and disputes) within it, and what they
 * hold at its end. The same movements the ledger records, counted per day, so they equal the ledger's sums and add up.
 */
export async function coinAnalytics(pool: pg.Pool, range: DayRange): Promise<CoinAnalytics> {
  const inRange = '$1::date IS NULL OR day >= $1';
  const { rows } = await pool.query<Record<string, unknown>>(
    `SELECT coalesce(sum(coins_earned + coins_purchased - coins_spent - coins_returned) FILTER (WHERE day < $1), 0) AS opening,
       coalesce(sum(coins_earned) FILTER (WHERE ${inRange}), 0) AS earned,
       coalesce(sum(coins_purchased) FILTER (WHERE ${inRange}), 0) AS bought,
       coalesce(sum(coins_spent) FILTER (WHERE ${inRange}), 0) AS spent,
       coalesce(sum(coins_returned) FILTER (WHERE ${inRange}), 0) AS returned,
       coalesce(sum(coins_earned + coins_purchased - coins_spent - coins_returned), 0) AS circulation
     FROM analytics_daily WHERE day <= $2`,
    [range.from, range.to],
  );
  const r = rows[0]!;
  return {
    openingCirculation: num(r.opening),
    totalEarned: num(r.earned),
    totalBought: num(r.bought),
    totalSpent: num(r.spent),
    totalReturned: num(r.returned),
    totalExpired: 0,
    circulation: num(r.circulation),
  };
}

/** The realtime panel: players active in the last 5 minutes, and today's active players and sign-ups. */
export async function realtimeAnalytics(pool: pg.Pool, now: Date, today: string): Promise<RealtimeAnalytics> {
  const [recent, day] = await Promise.all([
    pool.query<{ n: unknown }>('SELECT count(*) AS n FROM analytics_players WHERE last_active_at > $1', [
      new Date(now.getTime() - REALTIME_WINDOW_MS),
    ]),
    pool.query<{ active_users: unknown; signup: unknown }>('SELECT active_users, signup FROM analytics_daily WHERE day = $1', [today]),
  ]);
  return {
    activeNow: num(recent.rows[0]?.n),
    activeToday: num(day.rows[0]?.active_users),
    signupsToday: num(day.rows[0]?.signup),
    asOf: now.toISOString(),
  };
}

/** The first day anything was counted, or null on an empty read model. */
export async function firstAnalyticsDay(pool: pg.Pool): Promise<string | null> {
  const { rows } = await pool.query<{ day: string | null }>("SELECT to_char(min(day), 'YYYY-MM-DD') AS day FROM analytics_daily");
  return rows[0]?.day ?? null;
}
