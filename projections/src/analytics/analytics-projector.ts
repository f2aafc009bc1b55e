import type pg from 'pg';
import {
  DISPUTE_WON_REASON,
  SESSION_GAP_MS,
  analyticsDay,
  challengeCatalogue,
  funnelSteps,
  partnerPlatforms,
  type FunnelStep,
  type StoredEvent,
} from '@fr/contracts';
import { defineProjector, type TableBuild } from '../projector';
import { columnOf } from '../sql-array';
import { copyRows } from '../sql-copy';
import { analyticsSchemaSql } from './analytics-schema';

type Client = pg.PoolClient;

const dayOf = (event: StoredEvent) => analyticsDay(new Date(event.recordedAt));

/** The package a payment bought: revenue is reported per package. */
export const coinPackageSource = (amount: number) => `coin_package:${amount}`;

/** The partner a commission came from: revenue is reported per partner platform. */
export const AFFILIATE_SOURCE_PREFIX = 'affiliate:';

export const affiliateSource = (platform: string) => `${AFFILIATE_SOURCE_PREFIX}${platform}`;

const platformOfChallenge = new Map(challengeCatalogue.map((c) => [c.id, c.platform]));

/** Clicks on our own contests stay inside the app: only clicks that lead to a partner are the partners' clicks. */
const partners: ReadonlySet<string> = new Set(partnerPlatforms);

async function addToPlatformDay(client: Client, day: string, platform: string, column: string, amount = 1): Promise<void> {
  await client.query(
    `INSERT INTO analytics_platform_daily (day, platform, ${column}) VALUES ($1, $2, $3)
     ON CONFLICT (day, platform) DO UPDATE SET ${column} = analytics_platform_daily.${column} + EXCLUDED.${column}`,
    [day, platform, amount],
  );
}

/**
 * A partner conversion, counted once by its id (`{partner}:{transactionId}`): the conversion event and the challenge
 * completion it causes both name it, and a postback recorded before conversions were events has only the latter.
 */
async function countConversion(client: Client, conversionId: string, platform: string, event: StoredEvent): Promise<void> {
  const { rowCount } = await client.query('INSERT INTO analytics_conversions (conversion_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    conversionId,
  ]);
  if (rowCount) await addToPlatformDay(client, dayOf(event), platform, 'conversions');
}

/** A command the player made themselves, at the event's time and on its day. */
interface ActiveRow {
  kind: 'active';
  userId: string;
  day: string;
  at: string;
}

/** A coin movement for the day's figures, once per event. */
interface CoinRow {
  kind: 'coins';
  eventId: string;
  day: string;
  column: CoinColumn;
  amount: number;
}

const coinColumns = ['coins_earned', 'coins_purchased', 'coins_spent', 'coins_returned'] as const;
type CoinColumn = (typeof coinColumns)[number];

/** A funnel step the player reached, on the event's day: counted once, on the first day it was reached. */
interface StepRow {
  kind: 'step';
  userId: string;
  step: FunnelStep | 'expired';
  day: string;
}

type AnalyticsRow = ActiveRow | CoinRow | StepRow;

const activeRow = (userId: string, event: StoredEvent): ActiveRow[] => [
  { kind: 'active', userId, day: dayOf(event), at: event.recordedAt },
];

const coinRow = (event: StoredEvent, column: CoinColumn, amount: number): CoinRow[] => [
  { kind: 'coins', eventId: event.eventId, day: dayOf(event), column, amount },
];

/**
 * Commands players made themselves, in event order: each player active on each day (counted once per day), and a new
 * session whenever a command comes 30 minutes or more after the latest one seen before it (the player's recorded last
 * command, or an earlier one of the batch). A replayed event is not after the latest one seen, so it changes nothing;
 * the player's last command only moves forward.
 */
async function recordActive(client: Client, rows: readonly ActiveRow[]): Promise<void> {
  await client.query(
    `WITH input AS (
       SELECT * FROM unnest($1::text[], $2::date[], $3::timestamptz[]) WITH ORDINALITY AS i(user_id, day, at, n)
     ), first_days AS (
       INSERT INTO analytics_active_days (user_id, day) SELECT DISTINCT user_id, day FROM input ON CONFLICT DO NOTHING RETURNING day
     ), seen AS (
       -- The statement's snapshot: analytics_players as before this batch, looked up by key row by row (as a join, the
       -- whole table was read for every batch); greatest skips nulls.
       SELECT i.day, i.at, greatest((SELECT p.last_active_at FROM analytics_players p WHERE p.user_id = i.user_id),
           max(i.at) OVER (PARTITION BY i.user_id ORDER BY i.n ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)) AS previous
       FROM input i
     ), players AS (
       INSERT INTO analytics_players (user_id, last_active_at) SELECT user_id, max(at) FROM input GROUP BY user_id
       ON CONFLICT (user_id) DO UPDATE SET last_active_at = EXCLUDED.last_active_at
         WHERE analytics_players.last_active_at IS NULL OR analytics_players.last_active_at < EXCLUDED.last_active_at
     ), counted AS (
       SELECT day, 1 AS active_users, 0 AS sessions FROM first_days
       UNION ALL
       SELECT day, 0, 1 FROM seen WHERE previous IS NULL OR at - previous >= $4::bigint * interval '1 millisecond'
     )
     INSERT INTO analytics_daily (day, active_users, sessions)
     SELECT day, sum(active_users), sum(sessions) FROM counted GROUP BY day
     ON CONFLICT (day) DO UPDATE SET active_users = analytics_daily.active_users + EXCLUDED.active_users,
       sessions = analytics_daily.sessions + EXCLUDED.sessions`,
    [columnOf(rows, (r) => r.userId), columnOf(rows, (r) => r.day), columnOf(rows, (r) => r.at), SESSION_GAP_MS],
  );
}

/** Coin movements by day, once per event (the day's figures move only by events whose row is new). */
async function recordCoins(client: Client, rows: readonly CoinRow[]): Promise<void> {
  const sums = coinColumns.map((column) => `coalesce(sum(amount) FILTER (WHERE i.column_name = '${column}'), 0)`).join(', ');
  const added = coinColumns.map((column) => `${column} = analytics_daily.${column} + EXCLUDED.${column}`).join(', ');
  await client.query(
    `WITH input AS (
       SELECT DISTINCT ON (event_id) * FROM unnest($1::text[], $2::date[], $3::text[], $4::bigint[]) AS i(event_id, day, column_name, amount)
       ORDER BY event_id
     ), fresh AS (
       INSERT INTO analytics_coin_events (event_id) SELECT event_id FROM input ON CONFLICT DO NOTHING RETURNING event_id
     )
     INSERT INTO analytics_daily (day, ${coinColumns.join(', ')})
     SELECT i.day, ${sums} FROM input i JOIN fresh USING (event_id) GROUP BY i.day
     ON CONFLICT (day) DO UPDATE SET ${added}`,
    [columnOf(rows, (r) => r.eventId), columnOf(rows, (r) => r.day), columnOf(rows, (r) => r.column), columnOf(rows, (r) => r.amount)],
  );
}

const stepRow = (userId: string, step: StepRow['step'], event: StoredEvent): StepRow[] => [
  { kind: 'step', userId, step, day: dayOf(event) },
];

/**
 * The funnel steps of a batch, one statement per step: each player's first row of the batch (in log order) sets the
 * step where it is not set yet, as `reachStep` would event by event, and the day's count grows by the players it set.
 */
async function recordSteps(client: Client, rows: readonly StepRow[]): Promise<void> {
  for (const step of new Set(rows.map((r) => r.step))) {
    const mine = rows.filter((r) => r.step === step);
    await client.query(
      `WITH firsts AS (
         SELECT DISTINCT ON (user_id) user_id, day FROM unnest($1::text[], $2::date[]) WITH ORDINALITY AS i(user_id, day, n)
         ORDER BY user_id, n
       ), reached AS (
         INSERT INTO analytics_players (user_id, ${step}) SELECT user_id, day FROM firsts
         ON CONFLICT (user_id) DO UPDATE SET ${step} = EXCLUDED.${step} WHERE analytics_players.${step} IS NULL
         RETURNING ${step} AS day
       )
       INSERT INTO analytics_daily (day, ${step}) SELECT day, count(*) FROM reached GROUP BY day
       ON CONFLICT (day) DO UPDATE SET ${step} = analytics_daily.${step} + EXCLUDED.${step}`,
      [columnOf(mine, (r) => r.userId), columnOf(mine, (r) => r.day)],
    );
  }
}

async function recordRows(client: Client, rows: readonly AnalyticsRow[]): Promise<void> {
  const active = rows.filter((r) => r.kind === 'active');
  const coins = rows.filter((r) => r.kind === 'coins');
  const steps = rows.filter((r) => r.kind === 'step');
  if (active.length > 0) await recordActive(client, active);
  if (coins.length > 0) await recordCoins(client, coins);
  if (steps.length > 0) await recordSteps(client, steps);
}

/** analytics_daily's counted columns, each a sum of the day's rows. */
const dailyColumns = [...funnelSteps, 'expired', 'active_users', 'sessions', ...coinColumns] as const;
type DailyColumn = (typeof dailyColumns)[number];

/** A player's row of analytics_players as a build keeps it: the day of each step reached, the latest command. */
interface PlayerFigures {
  steps: Partial<Record<StepRow['step'], string>>;
  lastActiveAt: string | null;
  lastActiveMs: number;
  /** Few per player (a season's days at most), and a list is a fraction of a set's memory at a million players. */
  activeDays: string[];
}
type PlayerRow = [userId: string, player: PlayerFigures];
type DayRow = [day: string, figures: Record<DailyColumn, number>];

/**
 * The rows of the whole log, as `recordRows` would leave them, summed in memory: each day's figures, each player's
 * steps, latest command and active days, written once at the end; only the coin events' ids (one row per event) are
 * written as they come. All of them through COPY: every row is new. The per-event handlers write other tables
 * (payments, revenue, challenges, clicks, conversions, platform days), and nothing here reads those.
 */
function buildAnalytics(): TableBuild<AnalyticsRow> {
  const days = new Map<string, Record<DailyColumn, number>>();
  const players = new Map<string, PlayerFigures>();
  const count = (day: string, column: DailyColumn, amount = 1) => {
    let figures = days.get(day);
    if (!figures) days.set(day, (figures = Object.fromEntries(dailyColumns.map((c) => [c, 0])) as Record<DailyColumn, number>));
    figures[column] += amount;
  };
  const playerOf = (userId: string) => {
    let player = players.get(userId);
    if (!player) players.set(userId, (player = { steps: {}, lastActiveAt: null, lastActiveMs: 0, activeDays: [] }));
    return player;
  };
  return {
    async write(client, rows) {
      const coinEvents: string[] = [];
      for (const row of rows) {
        if (row.kind === 'coins') {
          coinEvents.push(row.eventId);
          count(row.day, row.column, row.amount);
          continue;
        }
        const player = playerOf(row.userId);
        if (row.kind === 'step') {
          if (player.steps[row.step] === undefined) {
            player.steps[row.step] = row.day;
            count(row.day, row.step);
          }
          continue;
        }
        if (!player.activeDays.includes(row.day)) {
          player.activeDays.push(row.day);
          count(row.day, 'active_users');
        }
        // As recordActive: a new session 30 minutes or more after the latest command seen before it.
        const at = Date.parse(row.at);
        if (player.lastActiveAt === null || at - player.lastActiveMs >= SESSION_GAP_MS) count(row.day, 'sessions');
        if (player.lastActiveAt === null || at > player.lastActiveMs) {
          player.lastActiveAt = row.at;
          player.lastActiveMs = at;
        }
      }
      await copyRows(client, 'analytics_coin_events', { event_id: (eventId) => eventId }, coinEvents);
    },
    async finish(client) {
      const dayColumns = Object.fromEntries(dailyColumns.map((column) => [column, ([, figures]: DayRow) => figures[column]]));
      await copyRows(client, 'analytics_daily', { day: ([day]: DayRow) => day, ...dayColumns }, [...days]);
      const steps = [...funnelSteps, 'expired'] as const;
      const stepColumns = Object.fromEntries(steps.map((step) => [step, ([, player]: PlayerRow) => player.steps[step] ?? null]));
      await copyRows(
        client,
        'analytics_players',
        { user_id: ([userId]: PlayerRow) => userId, ...stepColumns, last_active_at: ([, player]: PlayerRow) => player.lastActiveAt },
        [...players],
      );
      const activeDays = [...players].flatMap(([userId, player]) => player.activeDays.map((day) => [userId, day] as const));
      await copyRows(client, 'analytics_active_days', { user_id: ([userId]) => userId, day: ([, day]) => day }, activeDays);
    },
  };
}

interface RevenueMovement {
  kind: 'coin_purchase' | 'refund' | 'dispute' | 'dispute_won' | 'affiliate_commission';
  source: string;
  paymentId: string;
  userId: string;
  provider: string;
  amountCents: number;
  coins: number;
}

/** One revenue movement (its row is the export's), added to the day's figure for its source; once per event. */
async function recordRevenue(client: Client, event: StoredEvent, m: RevenueMovement): Promise<boolean> {
  const day = dayOf(event);
  const { rowCount } = await client.query(
    `INSERT INTO analytics_revenue (event_id, event_position, occurred_at, day, kind, source, payment_id, user_id, provider, amount_cents, coins)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
    [event.eventId, event.position, event.recordedAt, day, m.kind, m.source, m.paymentId, m.userId, m.provider, m.amountCents, m.coins],
  );
  if (!rowCount) return false;
  await client.query(
    `INSERT INTO analytics_revenue_daily (day, source, cents) VALUES ($1, $2, $3)
     ON CONFLICT (day, source) DO UPDATE SET cents = analytics_revenue_daily.cents + EXCLUDED.cents`,
    [day, m.source, m.amountCents],
  );
  return true;
}

/**
 * Pre-aggregated admin analytics (issue 11): per New York day the funnel steps, active players and sessions, coin
 * movements; revenue movements (coin packages, partner commissions) and their daily sums per source; challenge
 * completions; partner clicks, conversions and commissions per platform.
 */
export const analyticsProjector = defineProjector<AnalyticsRow>({
  name: 'analytics',
  group: 'admin',
  schemaSql: analyticsSchemaSql,
  tables: [
    { name: 'analytics_daily', orderBy: 'day' },
    { name: 'analytics_players', orderBy: 'user_id' },
    { name: 'analytics_active_days', orderBy: 'user_id, day' },
    { name: 'analytics_challenge_completions', orderBy: 'user_id, challenge_id' },
    { name: 'analytics_challenges', orderBy: 'challenge_id' },
    { name: 'analytics_platform_daily', orderBy: 'day, platform' },
    { name: 'analytics_clicks', orderBy: 'click_id' },
    { name: 'analytics_conversions', orderBy: 'conversion_id' },
    { name: 'analytics_payments', orderBy: 'payment_id' },
    { name: 'analytics_revenue', orderBy: 'event_position COLLATE "C"' },
    { name: 'analytics_revenue_daily', orderBy: 'day, source' },
    { name: 'analytics_coin_events', orderBy: 'event_id' },
  ],
  handlers: {
    // Its funnel step and the player's activity are batch rows, written before this runs.
    CoinPurchaseCompleted: async (c, d, e) => {
      const source = coinPackageSource(d.amount);
      await c.query(
        'INSERT INTO analytics_payments (payment_id, source, provider, price_cents) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [d.paymentId, source, d.provider, d.priceCents],
      );
      await recordRevenue(c, e, {
        kind: 'coin_purchase',
        source,
        paymentId: d.paymentId,
        userId: d.userId,
        provider: d.provider,
        amountCents: d.priceCents,
        coins: d.amount + d.bonus,
      });
    },
    // reversedCents is the provider's cumulative figure: only its growth since the last reversal is new revenue lost.
    CoinPurchaseReversed: async (c, d, e) => {
      const { rows } = await c.query<{ source: string; provider: string; previous: number | string }>(
        `WITH old AS (SELECT reversed_cents FROM analytics_payments WHERE payment_id = $1 FOR UPDATE)
         UPDATE analytics_payments p SET reversed_cents = $2 FROM old
         WHERE p.payment_id = $1 AND old.reversed_cents < $2
         RETURNING p.source, p.provider, old.reversed_cents AS previous`,
        [d.paymentId, d.reversedCents],
      );
      const moved = rows[0];
      if (!moved) return;
      await recordRevenue(c, e, {
        kind: d.reason,
        source: moved.source,
        paymentId: d.paymentId,
        userId: d.userId,
        provider: moved.provider,
        amountCents: -(d.reversedCents - Number(moved.previous)),
        coins: -d.coinsDue,
      });
    },
    // A won dispute gives back revenue its reversal had taken: a positive movement, the reversed figure lowered again so
    // a later refund's cumulative figure counts from there. Its coins mirror the reversal's (coins due, debt included).
    CoinPurchaseReinstated: async (c, d, e) => {
      const { rows } = await c.query<{ source: string; provider: string }>(
        `UPDATE analytics_payments SET reversed_cents = $2 WHERE payment_id = $1 AND reversed_cents > $2 RETURNING source, provider`,
        [d.paymentId, d.reversedCents],
      );
      const moved = rows[0];
      if (!moved) return;
      await recordRevenue(c, e, {
        kind: 'dispute_won',
        source: moved.source,
        paymentId: d.paymentId,
        userId: d.userId,
        provider: moved.provider,
        amountCents: d.reinstatedCents,
        coins: d.coinsDue,
      });
    },
    ChallengeCompleted: async (c, d, e) => {
      const { rowCount } = await c.query(
        'INSERT INTO analytics_challenge_completions (user_id, challenge_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [d.userId, d.challengeId],
      );
      if (!rowCount) return;
      await c.query(
        `INSERT INTO analytics_challenges (challenge_id, completions) VALUES ($1, 1)
         ON CONFLICT (challenge_id) DO UPDATE SET completions = analytics_challenges.completions + 1`,
        [d.challengeId],
      );
      const platform = platformOfChallenge.get(d.challengeId);
      // A partner's postback is the conversion its affiliate link led to; its sourceRef is the conversion id.
      if (d.source === 'postback' && platform) await countConversion(c, d.sourceRef, platform, e);
    },
    AffiliateClickRecorded: async (c, d, e) => {
      if (!partners.has(d.platform)) return;
      const { rowCount } = await c.query('INSERT INTO analytics_clicks (click_id) VALUES ($1) ON CONFLICT DO NOTHING', [d.clickId]);
      if (rowCount) await addToPlatformDay(c, dayOf(e), d.platform, 'clicks');
    },
    // A partner challenge's link is an affiliate click like a contest's: both count toward revenue per click.
    ChallengeClickRecorded: async (c, d, e) => {
      const { rowCount } = await c.query('INSERT INTO analytics_clicks (click_id) VALUES ($1) ON CONFLICT DO NOTHING', [d.clickId]);
      if (rowCount) await addToPlatformDay(c, dayOf(e), d.platform, 'clicks');
    },
    AffiliateConversionRecorded: async (c, d, e) => {
      await countConversion(c, d.conversionId, d.platform, e);
      if (d.commissionCents === 0) return;
      const recorded = await recordRevenue(c, e, {
        kind: 'affiliate_commission',
        source: affiliateSource(d.platform),
        paymentId: d.conversionId,
        userId: d.userId,
        provider: d.partner,
        amountCents: d.commissionCents,
        coins: 0,
      });
      if (recorded) await addToPlatformDay(c, dayOf(e), d.platform, 'commission_cents', d.commissionCents);
    },
  },
  // The frequent events, each a row from its payload alone: written set-based. Coin movements are what the ledger's
  // system accounts see, so the two always agree.
  batch: {
    rows: {
      // Coins a won dispute gives back were never sold again: they undo a return to the bank, as the statement counts them.
      CoinsCredited: (d, e) =>
        d.reason === DISPUTE_WON_REASON
          ? coinRow(e, 'coins_returned', -d.amount)
          : coinRow(e, d.from === 'mint' ? 'coins_earned' : 'coins_purchased', d.amount),
      CoinsDebited: (d, e) => coinRow(e, d.to === 'sink' ? 'coins_spent' : 'coins_returned', d.amount),
      DailyCheckInClaimed: (d, e) => activeRow(d.userId, e),
      BonusClaimed: (d, e) => activeRow(d.userId, e),
      BoostPurchased: (d, e) => activeRow(d.userId, e),
      BoostApplied: (d, e) => activeRow(d.userId, e),
      PrizeClaimed: (d, e) => activeRow(d.userId, e),
      PrizeRedeemed: (d, e) => activeRow(d.userId, e),
      ProfileSettingsChanged: (d, e) => activeRow(d.userId, e),
      PurchaseLimitChanged: (d, e) => activeRow(d.userId, e),
      SelfExclusionStarted: (d, e) => activeRow(d.userId, e),
      // An earned entry is the draw job's doing; only the free entry is the player's own request.
      DrawEntryAdded: (d, e) => (d.source === 'free' ? activeRow(d.userId, e) : []),
      AccountRegistered: (d, e) => [...stepRow(d.userId, 'signup', e), ...activeRow(d.userId, e)],
      AccountExpired: (d, e) => stepRow(d.userId, 'expired', e),
      EmailVerified: (d, e) => [...stepRow(d.userId, 'email_verified', e), ...activeRow(d.userId, e)],
      FantasyAccountConnected: (d, e) => [...stepRow(d.userId, 'fantasy_connected', e), ...activeRow(d.userId, e)],
      TeamSynced: (d, e) => stepRow(d.userId, 'first_sync', e),
      TicketAwarded: (d, e) => stepRow(d.userId, 'first_ticket', e),
      // Also handled per event (their revenue and clicks): these rows are the player's step and activity.
      CoinPurchaseCompleted: (d, e) => [...stepRow(d.userId, 'first_purchase', e), ...activeRow(d.userId, e)],
      AffiliateClickRecorded: (d, e) => activeRow(d.userId, e),
      ChallengeClickRecorded: (d, e) => activeRow(d.userId, e),
    },
    write: recordRows,
  },
  build: buildAnalytics,
  // The dashboard's and the revenue export's orders: the handlers and batch writes find rows by their keys. A build
  // makes these after its rows; the other keys stay, since the handlers' upserts need them. The coin events' key is
  // for the live path's replays alone: a build copies each coin event's id once and no handler touches them.
  indexesAfterBuild: ['analytics_players_last_active', 'analytics_revenue_day', 'analytics_coin_events_pkey'],
});
