import type pg from 'pg';
import {
  DISPUTE_WON_REASON,
  SESSION_GAP_MS,
  analyticsDay,
  challengeCatalogue,
  partnerPlatforms,
  type FunnelStep,
  type StoredEvent,
} from '@fr/contracts';
import { defineProjector } from '../projector';
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

async function addToDay(client: Client, day: string, column: string, amount = 1): Promise<void> {
  await client.query(
    `INSERT INTO analytics_daily (day, ${column}) VALUES ($1, $2) ON CONFLICT (day) DO UPDATE SET ${column} = analytics_daily.${column} + EXCLUDED.${column}`,
    [day, amount],
  );
}

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

/** The player reached a funnel step: counted on that day, once (a replay or a second provider finds the step set). */
async function reachStep(client: Client, userId: string, step: FunnelStep | 'expired', event: StoredEvent): Promise<void> {
  const day = dayOf(event);
  const { rowCount } = await client.query(
    `INSERT INTO analytics_players (user_id, ${step}) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET ${step} = EXCLUDED.${step} WHERE analytics_players.${step} IS NULL`,
    [userId, day],
  );
  if (rowCount) await addToDay(client, day, step);
}

/**
 * A command the player made themselves: active that day (once), and a new session when their previous command was
 * 30 minutes or more before. A replayed event is not after the last one seen, so it changes nothing.
 */
async function active(client: Client, userId: string, event: StoredEvent): Promise<void> {
  const day = dayOf(event);
  // Two statements: the day's active player (counted once), then the player's last command moved forward.
  await client.query(
    `WITH first_today AS (INSERT INTO analytics_active_days (user_id, day) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1)
     INSERT INTO analytics_daily (day, active_users) SELECT $2::date, 1 FROM first_today
     ON CONFLICT (day) DO UPDATE SET active_users = analytics_daily.active_users + 1`,
    [userId, day],
  );
  const { rows } = await client.query<{ moved: boolean; previous: Date | null }>(
    // `old` reads the statement's snapshot, so it sees the row as it was before this upsert; no FOR UPDATE, which
    // would skip the row the upsert itself has just changed (the runner's checkpoint lock already serialises writers).
    `WITH old AS (SELECT last_active_at FROM analytics_players WHERE user_id = $1)
     INSERT INTO analytics_players (user_id, last_active_at) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET last_active_at = EXCLUDED.last_active_at
       WHERE analytics_players.last_active_at IS NULL OR analytics_players.last_active_at < EXCLUDED.last_active_at
     RETURNING true AS moved, (SELECT last_active_at FROM old) AS previous`,
    [userId, event.recordedAt],
  );
  const moved = rows[0];
  if (moved && (!moved.previous || Date.parse(event.recordedAt) - moved.previous.getTime() >= SESSION_GAP_MS)) {
    await addToDay(client, day, 'sessions');
  }
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

/** Coin movements by day, once per event: what the ledger's system accounts see, so the two always agree. */
async function recordCoins(client: Client, event: StoredEvent, column: string, amount: number): Promise<void> {
  // One statement: the day's figure moves only when the event's row is new.
  await client.query(
    `WITH fresh AS (INSERT INTO analytics_coin_events (event_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1)
     INSERT INTO analytics_daily (day, ${column}) SELECT $2::date, $3::bigint FROM fresh
     ON CONFLICT (day) DO UPDATE SET ${column} = analytics_daily.${column} + EXCLUDED.${column}`,
    [event.eventId, dayOf(event), amount],
  );
}

/**
 * Pre-aggregated admin analytics (issue 11): per New York day the funnel steps, active players and sessions, coin
 * movements; revenue movements (coin packages, partner commissions) and their daily sums per source; challenge
 * completions; partner clicks, conversions and commissions per platform.
 */
export const analyticsProjector = defineProjector({
  name: 'analytics',
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
    AccountRegistered: async (c, d, e) => {
      await reachStep(c, d.userId, 'signup', e);
      await active(c, d.userId, e);
    },
    AccountExpired: (c, d, e) => reachStep(c, d.userId, 'expired', e),
    EmailVerified: async (c, d, e) => {
      await reachStep(c, d.userId, 'email_verified', e);
      await active(c, d.userId, e);
    },
    FantasyAccountConnected: async (c, d, e) => {
      await reachStep(c, d.userId, 'fantasy_connected', e);
      await active(c, d.userId, e);
    },
    TeamSynced: (c, d, e) => reachStep(c, d.userId, 'first_sync', e),
    TicketAwarded: (c, d, e) => reachStep(c, d.userId, 'first_ticket', e),
    CoinPurchaseCompleted: async (c, d, e) => {
      await reachStep(c, d.userId, 'first_purchase', e);
      await active(c, d.userId, e);
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
      await active(c, d.userId, e);
      if (!partners.has(d.platform)) return;
      const { rowCount } = await c.query('INSERT INTO analytics_clicks (click_id) VALUES ($1) ON CONFLICT DO NOTHING', [d.clickId]);
      if (rowCount) await addToPlatformDay(c, dayOf(e), d.platform, 'clicks');
    },
    // A partner challenge's link is an affiliate click like a contest's: both count toward revenue per click.
    ChallengeClickRecorded: async (c, d, e) => {
      await active(c, d.userId, e);
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
    // Coins a won dispute gives back were never sold again: they undo a return to the bank, as the statement counts them.
    CoinsCredited: (c, d, e) =>
      d.reason === DISPUTE_WON_REASON
        ? recordCoins(c, e, 'coins_returned', -d.amount)
        : recordCoins(c, e, d.from === 'mint' ? 'coins_earned' : 'coins_purchased', d.amount),
    CoinsDebited: (c, d, e) => recordCoins(c, e, d.to === 'sink' ? 'coins_spent' : 'coins_returned', d.amount),
    DailyCheckInClaimed: (c, d, e) => active(c, d.userId, e),
    BonusClaimed: (c, d, e) => active(c, d.userId, e),
    BoostPurchased: (c, d, e) => active(c, d.userId, e),
    BoostApplied: (c, d, e) => active(c, d.userId, e),
    PrizeClaimed: (c, d, e) => active(c, d.userId, e),
    PrizeRedeemed: (c, d, e) => active(c, d.userId, e),
    ProfileSettingsChanged: (c, d, e) => active(c, d.userId, e),
    PurchaseLimitChanged: (c, d, e) => active(c, d.userId, e),
    SelfExclusionStarted: (c, d, e) => active(c, d.userId, e),
    DrawEntryAdded: async (c, d, e) => {
      // An earned entry is the draw job's doing; only the free entry is the player's own request.
      if (d.source === 'free') await active(c, d.userId, e);
    },
  },
});
