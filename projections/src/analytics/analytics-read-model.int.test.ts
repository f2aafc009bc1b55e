import { afterAll, beforeAll, expect, it } from 'vitest';
import { analyticsServerTexts, offeredChallenges, type EventMetadata } from '@fr/contracts';
import '../testing/provided-context';
import { readModelHarness, type FedEvent, type ReadModelHarness } from '../testing/read-model-harness';
import { revenueExportRows, platformExportRows } from './analytics-exports';
import { accountsSchemaSql } from '../accounts/accounts-schema';
import { analyticsProjector } from './analytics-projector';
import { challengeAnalytics, coinAnalytics, overview, platformAnalytics, realtimeAnalytics, revenueAnalytics } from './analytics-queries';
import { analyticsSnapshotsSchemaSql } from './analytics-schema';
import { daysWithoutSnapshot, snapshotOf, writeSnapshot } from './analytics-snapshots';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(analyticsProjector);
  await model.pool.query(analyticsSnapshotsSchemaSql);
  // The exports name the players beside their ids, from the accounts read model.
  await model.pool.query(accountsSchemaSql);
});
afterAll(async () => {
  await model?.close();
});

// New York is UTC-5 in November: 15:00Z is 10:00 on the same New York day, 03:00Z still the day before.
const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 10, day, hour, minute)).toISOString();
const metadata: EventMetadata = {};
const on = (recordedAt: string, event: FedEvent): FedEvent => ({ ...event, recordedAt, metadata });
const registered = (userId: string, recordedAt: string) =>
  on(recordedAt, {
    type: 'AccountRegistered',
    data: {
      userId,
      username: userId,
      email: `${userId}@example.com`,
      firstName: null,
      lastName: null,
      hasPassword: true,
      registeredAt: recordedAt,
      emailHeld: true,
    },
  });
const credited = (userId: string, amount: number, from: 'mint' | 'bank', recordedAt: string, commandId: string) =>
  on(recordedAt, {
    type: 'CoinsCredited',
    data: { userId, amount, lot: from === 'mint' ? 'earned' : 'purchased', from, reason: 'r', commandId },
  });

it('counts the funnel once per player and step, activity and sessions, revenue net of reversals, coins, and is unchanged by a replay', async () => {
  await model.feed(
    registered('u1', at(2, 15)),
    credited('u1', 1000, 'mint', at(2, 15), 'signup-grant'),
    registered('u2', at(2, 16)),
    credited('u2', 1000, 'mint', at(2, 16), 'signup-grant'),
    // 03:00Z on the 3rd is still the 2nd in New York.
    registered('u3', at(3, 3)),
    on(at(3, 15), { type: 'EmailVerified', data: { userId: 'u1', tokenHash: 't', verifiedAt: at(3, 15) } }),
    on(at(3, 15, 10), {
      type: 'FantasyAccountConnected',
      data: { userId: 'u1', provider: 'demo', providerUserId: null, connectedAt: at(3, 15, 10) },
    }),
    // A second provider is not a second step.
    on(at(3, 15, 20), {
      type: 'FantasyAccountConnected',
      data: { userId: 'u1', provider: 'yahoo', providerUserId: 'g', connectedAt: at(3, 15, 20) },
    }),
    on(at(3, 15, 25), {
      type: 'TeamSynced',
      data: { teamId: 't1', userId: 'u1', provider: 'demo', teamKey: 'k', name: 'T', sport: 'NFL', league: 'L', platform: 'DraftKings' },
    }),
    on(at(3, 16), {
      type: 'TicketAwarded',
      data: { ticketId: 'x', teamId: 't1', userId: 'u1', week: 'w', tier: 2, count: 1, currentPoints: 1, target: 1, awardedAt: at(3, 16) },
    }),
    // 16:40 is 50 minutes after the last command at 15:20: a new session (commands at 15:00-15:20 were one).
    on(at(3, 16, 40), {
      type: 'CoinPurchaseCompleted',
      data: { userId: 'u1', paymentId: 'p1', provider: 'sandbox', amount: 2500, bonus: 500, priceCents: 999, completedAt: at(3, 16, 40) },
    }),
    credited('u1', 3000, 'bank', at(3, 16, 40), 'purchase:p1'),
    on(at(3, 16, 50), {
      type: 'CoinPurchaseCompleted',
      data: { userId: 'u2', paymentId: 'p2', provider: 'stripe', amount: 1000, bonus: 0, priceCents: 499, completedAt: at(3, 16, 50) },
    }),
    credited('u2', 1000, 'bank', at(3, 16, 50), 'purchase:p2'),
    on(at(3, 17), {
      type: 'CoinsDebited',
      data: { userId: 'u1', amount: 1500, lots: { earned: 1000, purchased: 500 }, to: 'sink', reason: 'boost_purchase', commandId: 'b1' },
    }),
    on(at(3, 17), {
      type: 'ChallengeCompleted',
      data: {
        userId: 'u1',
        challengeId: 'signup-draftkings',
        coinReward: 500,
        source: 'postback',
        sourceRef: 'draftkings:tx1',
        completedAt: at(3, 17),
      },
    }),
    credited('u1', 500, 'mint', at(3, 17), 'challenge:signup-draftkings'),
    on(at(3, 18), {
      type: 'ChallengeCompleted',
      data: { userId: 'u2', challengeId: 'daily-checkin', coinReward: 50, source: 'checkin', sourceRef: 'c', completedAt: at(3, 18) },
    }),
    // A partial refund of p2, then the provider's cumulative figure grows to the full price.
    on(at(4, 15), {
      type: 'CoinPurchaseReversed',
      data: {
        userId: 'u2',
        paymentId: 'p2',
        reason: 'refund',
        reversedCents: 200,
        coinsDue: 401,
        coinsTaken: 401,
        debt: 0,
        providerEventId: 'e1',
        reversedAt: at(4, 15),
      },
    }),
    on(at(4, 15), {
      type: 'CoinsDebited',
      data: {
        userId: 'u2',
        amount: 401,
        lots: { earned: 0, purchased: 401 },
        to: 'bank',
        reason: 'purchase_reversal',
        commandId: 'rev:200',
      },
    }),
    on(at(4, 16), {
      type: 'CoinPurchaseReversed',
      data: {
        userId: 'u2',
        paymentId: 'p2',
        reason: 'dispute',
        reversedCents: 499,
        coinsDue: 599,
        coinsTaken: 599,
        debt: 0,
        providerEventId: 'e2',
        reversedAt: at(4, 16),
      },
    }),
    on(at(4, 16), {
      type: 'CoinsDebited',
      data: {
        userId: 'u2',
        amount: 599,
        lots: { earned: 0, purchased: 599 },
        to: 'bank',
        reason: 'purchase_reversal',
        commandId: 'rev:499',
      },
    }),
    on(at(4, 17), { type: 'AccountExpired', data: { userId: 'u3', username: 'u3', email: 'u3@example.com', expiredAt: at(4, 17) } }),
  );

  const pool = model.pool;
  const day3 = await overview(pool, '2026-11-03');
  expect(day3.today).toEqual({ totalUsers: 3, newSignups: 0, activeUsers: 2, totalSessions: 3, totalClicks: 0 });
  expect(day3.growth).toEqual({ userGrowth: 0, signupGrowth: 0, clickGrowth: 0 });
  expect(day3.recentSignups).toEqual([
    { date: '2026-10-28', count: 0 },
    { date: '2026-10-29', count: 0 },
    { date: '2026-10-30', count: 0 },
    { date: '2026-10-31', count: 0 },
    { date: '2026-11-01', count: 0 },
    { date: '2026-11-02', count: 3 },
    { date: '2026-11-03', count: 0 },
  ]);
  expect(day3.topPlatforms).toHaveLength(5);
  expect(day3.topPlatforms[0]).toEqual({ platform: 'DraftKings', clicks: 0, conversions: 1 });
  const steps = analyticsServerTexts.funnelStep;
  expect(day3.conversionRates).toEqual([
    { step: steps.signup, completed: 3, total: 3 },
    { step: steps.email_verified, completed: 1, total: 3 },
    { step: steps.fantasy_connected, completed: 1, total: 3 },
    { step: steps.first_sync, completed: 1, total: 3 },
    { step: steps.first_ticket, completed: 1, total: 3 },
    { step: steps.first_purchase, completed: 2, total: 3 },
  ]);

  // The expiry on the 4th leaves two users; against the snapshot of the 3rd that is -33.3 %.
  await writeSnapshot(pool, '2026-11-03', new Date(at(4, 5)));
  expect(await snapshotOf(pool, '2026-11-03')).toMatchObject({ totalUsers: 3, newSignups: 0, activeUsers: 2, coinPurchaseCents: 1498 });
  expect(await daysWithoutSnapshot(pool, '2026-11-02', '2026-11-04')).toEqual(['2026-11-02', '2026-11-04']);
  expect((await overview(pool, '2026-11-04')).growth.userGrowth).toBe(-33.3);

  const range = { from: '2026-11-01', to: '2026-11-04' };
  expect(await revenueAnalytics(pool, range)).toMatchObject({
    totalRevenue: 999,
    affiliateCommissions: 0,
    coinPurchases: 999,
    topEarners: [{ source: analyticsServerTexts.coinPackageSource(2500), amount: 999 }],
  });
  expect((await revenueAnalytics(pool, { from: '2026-11-03', to: '2026-11-03' })).coinPurchases).toBe(1498);
  expect(await coinAnalytics(pool, { from: null, to: '2026-11-04' })).toMatchObject({
    totalEarned: 2500,
    totalSpent: 1500,
    circulation: 4000,
  });
  const day3Coins = await coinAnalytics(pool, { from: '2026-11-03', to: '2026-11-03' });
  expect(day3Coins).toMatchObject({ totalEarned: 500, totalSpent: 1500, totalExpired: 0, circulation: 5000 });
  // The economy adds up: what was held before, earned and bought is what was spent, taken back, expired or is held.
  expect(day3Coins.openingCirculation + day3Coins.totalEarned + day3Coins.totalBought).toBe(
    day3Coins.totalSpent + day3Coins.totalReturned + day3Coins.totalExpired + day3Coins.circulation,
  );
  expect((await platformAnalytics(pool, range)).find((p) => p.platform === 'DraftKings')).toEqual({
    platform: 'DraftKings',
    conversionRate: 0,
    totalClicks: 0,
    conversions: 1,
    revenuePerClick: 0,
  });
  const challenges = await challengeAnalytics(pool, offeredChallenges);
  expect(challenges).toHaveLength(8);
  expect(challenges[0]).toEqual({ challengeName: 'Daily Check-in', completions: 1, totalUsers: 2 });
  // Named as the catalogue the caller passes names them: an admin's rename shows.
  const renamed = offeredChallenges.map((c) => (c.id === 'daily-checkin' ? { ...c, name: 'Check in today' } : c));
  expect((await challengeAnalytics(pool, renamed))[0]).toEqual({ challengeName: 'Check in today', completions: 1, totalUsers: 2 });
  expect(await realtimeAnalytics(pool, new Date(at(4, 17, 3)), '2026-11-04')).toEqual({
    activeNow: 0,
    activeToday: 0,
    signupsToday: 0,
    asOf: at(4, 17, 3),
  });
  expect(await realtimeAnalytics(pool, new Date(at(3, 16, 52)), '2026-11-03')).toMatchObject({ activeNow: 1, activeToday: 2 });

  const revenueRows = [];
  for await (const row of revenueExportRows(pool, range)) revenueRows.push(row);
  expect(revenueRows.map((r) => [r.day, r.kind, r.payment_id, Number(r.amount_cents), Number(r.coins)])).toEqual([
    ['2026-11-03', 'coin_purchase', 'p1', 999, 3000],
    ['2026-11-03', 'coin_purchase', 'p2', 499, 1000],
    ['2026-11-04', 'refund', 'p2', -200, -401],
    ['2026-11-04', 'dispute', 'p2', -299, -599],
  ]);
  const platformRows = [];
  for await (const row of platformExportRows(pool, range)) platformRows.push(row);
  expect(platformRows).toEqual([{ day: '2026-11-03', platform: 'DraftKings', clicks: '0', conversions: '1', commission_cents: '0' }]);

  const rows = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});

const clicked = (clickId: string, userId: string, platform: string, recordedAt: string) =>
  on(recordedAt, {
    type: 'AffiliateClickRecorded',
    data: {
      clickId,
      userId,
      contestId: `contest-of-${platform}`,
      platform,
      url: `https://partner.example/?sub_id=${clickId}`,
      clickedAt: recordedAt,
    },
  });
const converted = (
  partner: string,
  platform: string,
  tx: string,
  userId: string,
  commissionCents: number,
  clickId: string | null,
  at: string,
) =>
  on(at, {
    type: 'AffiliateConversionRecorded',
    data: {
      conversionId: `${partner}:${tx}`,
      partner,
      platform,
      event: 'signup',
      transactionId: tx,
      clickId,
      contestId: clickId ? `contest-of-${platform}` : null,
      userId,
      commissionCents,
      occurredAt: null,
      recordedAt: at,
    },
  });

// December, after the first test's days: its figures stay apart from these.
const dec = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 11, day, hour, minute)).toISOString();

it('counts partner clicks, conversions once whichever event names them, and commissions as revenue, and is unchanged by a replay', async () => {
  await model.feed(
    clicked('clk_1', 'u1', 'DraftKings', dec(3, 15)),
    clicked('clk_2', 'u2', 'DraftKings', dec(3, 15, 10)),
    // A click on our own raffle contest stays in the app: no partner's click.
    clicked('clk_3', 'u1', 'Fantasy Rewards', dec(3, 15, 20)),
    // The conversion of clk_2, then the challenge it completes naming the same conversion: one conversion.
    converted('draftkings', 'DraftKings', 'tx-9', 'u2', 2500, 'clk_2', dec(3, 16)),
    on(dec(3, 16), {
      type: 'ChallengeCompleted',
      data: {
        userId: 'u2',
        challengeId: 'signup-draftkings',
        coinReward: 500,
        source: 'postback',
        sourceRef: 'draftkings:tx-9',
        completedAt: dec(3, 16),
      },
    }),
    clicked('clk_4', 'u2', 'FanDuel', dec(4, 15)),
    // A challenge link's postback names the player, not a click, and reports no commission.
    converted('fanduel', 'FanDuel', 'tx-10', 'u2', 0, null, dec(4, 15, 30)),
  );
  const pool = model.pool;
  await writeSnapshot(pool, '2026-12-03', new Date(dec(4, 5)));
  expect(await snapshotOf(pool, '2026-12-03')).toMatchObject({
    clicks: 2,
    conversions: 1,
    coinPurchaseCents: 0,
    affiliateCommissionCents: 2500,
  });

  const day4 = await overview(pool, '2026-12-04');
  expect(day4.today.totalClicks).toBe(1);
  expect(day4.growth.clickGrowth).toBe(-50);
  expect(day4.topPlatforms.slice(0, 2)).toEqual([
    { platform: 'DraftKings', clicks: 2, conversions: 2 },
    { platform: 'FanDuel', clicks: 1, conversions: 1 },
  ]);
  expect(day4.topPlatforms.map((p) => p.platform)).not.toContain('Fantasy Rewards');

  const december = { from: '2026-12-01', to: '2026-12-31' };
  const platforms = await platformAnalytics(pool, december);
  expect(platforms.slice(0, 2)).toEqual([
    { platform: 'DraftKings', conversionRate: 50, totalClicks: 2, conversions: 1, revenuePerClick: 1250 },
    { platform: 'FanDuel', conversionRate: 100, totalClicks: 1, conversions: 1, revenuePerClick: 0 },
  ]);
  expect(platforms.find((p) => p.platform === 'PrizePicks')).toEqual({
    platform: 'PrizePicks',
    conversionRate: 0,
    totalClicks: 0,
    conversions: 0,
    revenuePerClick: 0,
  });
  expect(await revenueAnalytics(pool, december)).toMatchObject({
    totalRevenue: 2500,
    affiliateCommissions: 2500,
    coinPurchases: 0,
    topEarners: [{ source: analyticsServerTexts.affiliateSource('DraftKings'), amount: 2500 }],
  });

  const revenueRows = [];
  for await (const row of revenueExportRows(pool, december)) revenueRows.push(row);
  expect(
    revenueRows.map((r) => [r.day, r.kind, r.source, r.payment_id, r.user_id, r.provider, Number(r.amount_cents), Number(r.coins)]),
  ).toEqual([['2026-12-03', 'affiliate_commission', 'affiliate:DraftKings', 'draftkings:tx-9', 'u2', 'draftkings', 2500, 0]]);
  const platformRows = [];
  for await (const row of platformExportRows(pool, december)) platformRows.push(row);
  expect(platformRows).toEqual([
    { day: '2026-12-03', platform: 'DraftKings', clicks: '2', conversions: '1', commission_cents: '2500' },
    { day: '2026-12-04', platform: 'FanDuel', clicks: '1', conversions: '1', commission_cents: '0' },
  ]);

  const rows = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});

it('counts a won dispute as revenue and coins given back, netting out its dispute, and once', async () => {
  const jan = (day: number, hour: number) => new Date(Date.UTC(2027, 0, day, hour)).toISOString();
  const reinstated = on(jan(20, 15), {
    type: 'CoinPurchaseReinstated',
    data: {
      userId: 'u9',
      paymentId: 'p9',
      disputeId: 'dp_9',
      reinstatedCents: 999,
      reversedCents: 0,
      coinsDue: 3000,
      debtCleared: 2500,
      coinsCredited: 500,
      providerEventId: 'e_won',
      reinstatedAt: jan(20, 15),
    },
  });
  await model.feed(
    on(jan(5, 15), {
      type: 'CoinPurchaseCompleted',
      data: { userId: 'u9', paymentId: 'p9', provider: 'stripe', amount: 2500, bonus: 500, priceCents: 999, completedAt: jan(5, 15) },
    }),
    credited('u9', 3000, 'bank', jan(5, 15), 'purchase:p9'),
    on(jan(6, 15), {
      type: 'CoinsDebited',
      data: { userId: 'u9', amount: 2500, lots: { earned: 0, purchased: 2500 }, to: 'sink', reason: 'style_purchase', commandId: 's9' },
    }),
    // The dispute finds 500 of the 3,000 coins left: 2,500 become debt.
    on(jan(10, 15), {
      type: 'CoinPurchaseReversed',
      data: {
        userId: 'u9',
        paymentId: 'p9',
        reason: 'dispute',
        reversedCents: 999,
        coinsDue: 3000,
        coinsTaken: 500,
        debt: 2500,
        providerEventId: 'e_dispute',
        reversedAt: jan(10, 15),
      },
    }),
    on(jan(10, 15), {
      type: 'CoinsDebited',
      data: { userId: 'u9', amount: 500, lots: { earned: 0, purchased: 500 }, to: 'bank', reason: 'purchase_reversal', commandId: 'rev9' },
    }),
    reinstated,
    on(jan(20, 15), {
      type: 'CoinsCredited',
      data: { userId: 'u9', amount: 500, lot: 'purchased', from: 'bank', reason: 'dispute_won', commandId: 'dispute-won:p9:dp_9' },
    }),
  );
  const pool = model.pool;
  const january = { from: '2027-01-01', to: '2027-01-31' };
  expect((await revenueAnalytics(pool, january)).coinPurchases).toBe(999);
  expect((await revenueAnalytics(pool, { from: '2027-01-10', to: '2027-01-10' })).coinPurchases).toBe(-999);
  const coins = await coinAnalytics(pool, january);
  // Bought once; the 500 taken back by the dispute came back with the win, so nothing is returned over the month.
  expect(coins).toMatchObject({ totalBought: 3000, totalSpent: 2500, totalReturned: 0 });
  expect(coins.openingCirculation + coins.totalEarned + coins.totalBought).toBe(
    coins.totalSpent + coins.totalReturned + coins.totalExpired + coins.circulation,
  );
  const revenueRows = [];
  for await (const row of revenueExportRows(pool, january)) revenueRows.push(row);
  expect(revenueRows.map((r) => [r.day, r.kind, r.payment_id, Number(r.amount_cents), Number(r.coins)])).toEqual([
    ['2027-01-05', 'coin_purchase', 'p9', 999, 3000],
    ['2027-01-10', 'dispute', 'p9', -999, -3000],
    ['2027-01-20', 'dispute_won', 'p9', 999, 3000],
  ]);

  // The same win delivered again (another event, as a second close would be) moves nothing.
  const rows = await model.rows();
  await model.feed(reinstated);
  expect(await model.rows()).toEqual(rows);
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});
