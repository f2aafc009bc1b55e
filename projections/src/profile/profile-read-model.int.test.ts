import { afterAll, beforeAll, expect, it } from 'vitest';
import { challengeCatalogue, profileServerTexts } from '@fr/contracts';
import '../testing/provided-context';
import { readModelHarness, type FedEvent, type ReadModelHarness } from '../testing/read-model-harness';
import { profileProjector } from './profile-projector';
import {
  activityOf,
  winRecordOf,
  isSelfExcluded,
  memberSinceOf,
  purchaseLimitOf,
  purchasedCentsBetween,
  selfExcludedUntil,
  settingsOf,
} from './profile-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(profileProjector);
});
afterAll(async () => {
  await model?.close();
});

const causes = profileServerTexts.activity;
const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();
const challenge = challengeCatalogue.find((c) => c.id.startsWith('sync-'))!;

const registered = (userId: string): FedEvent => ({
  type: 'AccountRegistered',
  data: {
    userId,
    username: userId,
    email: `${userId}@example.com`,
    firstName: 'Ada',
    lastName: null,
    hasPassword: true,
    registeredAt: at(1),
    emailHeld: true,
  },
});
const credited = (userId: string, amount: number, reason: string, commandId: string): FedEvent => ({
  type: 'CoinsCredited',
  data: { userId, amount, lot: 'earned', from: 'mint', reason, commandId },
});
const entry = (drawId: string, entryId: string, source: 'earned' | 'free' = 'earned'): FedEvent => ({
  type: 'DrawEntryAdded',
  data: { drawId, entryId, userId: 'u1', tickets: 1, source, addedAt: at(10) },
});
const completed = (drawId: string): FedEvent => ({
  type: 'DrawCompleted',
  data: { drawId, seed: 's', beaconRound: 1, beaconRandomness: 'r', beaconSignature: 'g', winners: [], drawnAt: at(11) },
});
const prizeWon = (awardId: string, drawId: string): FedEvent => ({
  type: 'PrizeWon',
  data: {
    userId: 'u1',
    awardId,
    drawId,
    raffleId: 'nfl-bronze',
    prizeId: 'nfl-merch-pack',
    name: 'NFL Team Merchandise Pack',
    description: 'd',
    value: 250,
    type: 'physical',
    wonAt: at(11),
    claimDeadline: at(25),
  },
});

it('gives the settings with their defaults, the responsible-play state and the purchases of a month', async () => {
  await model.feed(
    registered('u1'),
    registered('u2'),
    {
      type: 'ProfileSettingsChanged',
      data: {
        userId: 'u1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        timeZone: 'Europe/London',
        emailPreferences: { drawResults: false, prizeUpdates: true, marketing: true },
        showOnLeaderboard: false,
        changedAt: at(2),
      },
    },
    { type: 'PurchaseLimitChanged', data: { userId: 'u1', monthlyLimitUsd: 50, effectiveAt: at(3), changedAt: at(3) } },
    { type: 'PurchaseLimitChanged', data: { userId: 'u1', monthlyLimitUsd: 200, effectiveAt: at(5), changedAt: at(4) } },
    { type: 'SelfExclusionStarted', data: { userId: 'u1', days: 7, until: at(13), startedAt: at(6) } },
    {
      type: 'CoinPurchaseCompleted',
      data: { userId: 'u1', paymentId: 'p1', provider: 'sandbox', amount: 2500, bonus: 500, priceCents: 999, completedAt: at(2) },
    },
    {
      type: 'CoinPurchaseCompleted',
      data: { userId: 'u1', paymentId: 'p2', provider: 'sandbox', amount: 1000, bonus: 0, priceCents: 499, completedAt: at(3) },
    },
    {
      type: 'CoinPurchaseCompleted',
      data: {
        userId: 'u1',
        paymentId: 'p3',
        provider: 'sandbox',
        amount: 1000,
        bonus: 0,
        priceCents: 499,
        completedAt: '2026-10-31T12:00:00.000Z',
      },
    },
    {
      type: 'CoinPurchaseReversed',
      data: {
        userId: 'u1',
        paymentId: 'p2',
        reason: 'refund',
        reversedCents: 200,
        coinsDue: 400,
        coinsTaken: 400,
        debt: 0,
        providerEventId: 'evt1',
        reversedAt: at(4),
      },
    },
  );
  expect(await settingsOf(model.pool, 'u1')).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    timeZone: 'Europe/London',
    emailPreferences: { drawResults: false, prizeUpdates: true, marketing: true },
    showOnLeaderboard: false,
  });
  expect(await settingsOf(model.pool, 'u2')).toEqual({
    firstName: 'Ada',
    lastName: '',
    timeZone: 'America/New_York',
    emailPreferences: { drawResults: true, prizeUpdates: true, marketing: false },
    showOnLeaderboard: true,
  });
  expect(await memberSinceOf(model.pool, 'u1')).toBe(at(1));
  expect(await memberSinceOf(model.pool, 'nobody')).toBeNull();
  expect(await purchaseLimitOf(model.pool, 'u1', new Date(at(4, 13)))).toEqual({
    monthlyLimitUsd: 50,
    pending: { monthlyLimitUsd: 200, effectiveAt: at(5) },
  });
  expect(await purchaseLimitOf(model.pool, 'u1', new Date(at(5)))).toEqual({ monthlyLimitUsd: 200, pending: null });
  expect(await purchaseLimitOf(model.pool, 'u2', new Date(at(5)))).toEqual({ monthlyLimitUsd: null, pending: null });
  expect(await isSelfExcluded(model.pool, 'u1', new Date(at(5)))).toBe(false);
  expect(await selfExcludedUntil(model.pool, 'u1', new Date(at(6)))).toBe(at(13));
  expect(await isSelfExcluded(model.pool, 'u1', new Date(at(12)))).toBe(true);
  expect(await isSelfExcluded(model.pool, 'u1', new Date(at(13)))).toBe(false);
  expect(await isSelfExcluded(model.pool, 'u2', new Date(at(12)))).toBe(false);
  const november = [new Date('2026-11-01T04:00:00.000Z'), new Date('2026-12-01T05:00:00.000Z')] as const;
  expect(await purchasedCentsBetween(model.pool, 'u1', ...november)).toBe(999 + 499 - 200);
  expect(await purchasedCentsBetween(model.pool, 'u2', ...november)).toBe(0);
});

it('logs every coin movement, ticket, entry and prize with its cause, newest first, and counts won draws', async () => {
  await model.feed(
    credited('u1', 1000, 'signup_grant', 'signup-grant'),
    credited('u1', 250, 'challenge_reward', `challenge:${challenge.id}`),
    {
      type: 'CoinsDebited',
      data: { userId: 'u1', amount: 500, lots: { earned: 500, purchased: 0 }, to: 'sink', reason: 'boost_purchase', commandId: 'c1' },
    },
    credited('u1', 5, 'odd_reason', 'x'),
    {
      type: 'TeamSynced',
      data: {
        teamId: 't1',
        userId: 'u1',
        provider: 'demo',
        teamKey: 'k',
        name: 'Chiefs Kingdom',
        sport: 'NFL',
        league: 'L',
        platform: 'Yahoo Fantasy',
      },
    },
    {
      type: 'TicketAwarded',
      data: {
        ticketId: 'tk1',
        teamId: 't1',
        userId: 'u1',
        week: '2026-11-17',
        tier: 2,
        count: 2,
        currentPoints: 170,
        target: 165,
        awardedAt: at(20),
      },
    },
    {
      type: 'TicketRevoked',
      data: { ticketId: 'tk1', teamId: 't1', userId: 'u1', week: '2026-11-17', tier: 2, reason: 'stat_correction', revokedAt: at(21) },
    },
    entry('nfl-bronze-2026-11-10', 'tk0'),
    entry('exclusive-bronze-2026-11-10', 'tk0'),
    entry('nfl-bronze-2026-11-11', 'free:u1', 'free'),
    entry('nfl-bronze-2026-11-30', 'tk9'),
    completed('nfl-bronze-2026-11-10'),
    completed('exclusive-bronze-2026-11-10'),
    completed('nfl-bronze-2026-11-11'),
    prizeWon('nfl-bronze-2026-11-10:0', 'nfl-bronze-2026-11-10'),
    prizeWon('nfl-bronze-2026-11-11:1', 'nfl-bronze-2026-11-11'),
    {
      type: 'PrizeClaimed',
      data: {
        userId: 'u1',
        awardId: 'nfl-bronze-2026-11-10:0',
        state: 'CA',
        ageAtClaim: 30,
        taxDetailsOnFile: false,
        redeemCode: 'AAAA-BBBB-CCCC-DDDD',
        claimedAt: at(12),
      },
    },
    { type: 'PrizeRedeemed', data: { userId: 'u1', awardId: 'nfl-bronze-2026-11-10:0', redeemedAt: at(13) } },
    {
      type: 'PrizeForfeited',
      data: { userId: 'u1', awardId: 'nfl-bronze-2026-11-11:1', reason: 'claim_deadline_passed', forfeitedAt: at(26) },
    },
  );
  const { items, total } = await activityOf(model.pool, 'u1', 1, 100);
  expect(total).toBe(15);
  expect(items.map((i) => [i.kind, i.amount, i.cause])).toEqual([
    ['prize', -1, causes.prizeForfeited('NFL Team Merchandise Pack')],
    ['prize', 0, causes.prizeRedeemed('NFL Team Merchandise Pack')],
    ['prize', 0, causes.prizeClaimed('NFL Team Merchandise Pack')],
    ['prize', 1, 'Won NFL Team Merchandise Pack ($250)'],
    ['prize', 1, 'Won NFL Team Merchandise Pack ($250)'],
    ['entry', 1, 'Entered NFL Bronze Raffle, draw of 2026-11-30'],
    ['entry', 1, 'Free entry: NFL Bronze Raffle, draw of 2026-11-11'],
    ['entry', 1, 'Entered EXCLUSIVE Bronze Raffle, draw of 2026-11-10'],
    ['entry', 1, 'Entered NFL Bronze Raffle, draw of 2026-11-10'],
    ['ticket', -2, causes.ticketRevoked('Bronze', 'Chiefs Kingdom', '2026-11-17')],
    ['ticket', 2, 'Bronze ticket: Chiefs Kingdom, week of 2026-11-17'],
    ['coins', 5, 'Odd reason'],
    ['coins', -500, 'Shop purchase'],
    ['coins', 250, `Challenge: ${challenge.name}`],
    ['coins', 1000, 'Welcome coins'],
  ]);
  expect(items[0]).toEqual({ id: expect.any(String), at: expect.any(String), kind: 'prize', amount: -1, cause: expect.any(String) });
  const second = await activityOf(model.pool, 'u1', 2, 4);
  expect(second.items.map((i) => i.id)).toEqual(items.slice(4, 8).map((i) => i.id));
  expect(second.total).toBe(15);
  expect(await activityOf(model.pool, 'u2', 1, 10)).toEqual({ items: [], total: 0 });
  // Entered three finished draws (the 30th is still open), won two, forfeited one of them.
  expect(await winRecordOf(model.pool, 'u1')).toEqual({ entered: 3, won: 1 });
  expect(await winRecordOf(model.pool, 'u2')).toEqual({ entered: 0, won: 0 });
  const rows = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});

it('counts a social sign-up as a member from its registration', async () => {
  await model.feed({
    type: 'SocialAccountRegistered',
    data: { userId: 'social-1', username: 'sam', email: '', firstName: 'Sam', lastName: null, registeredAt: at(2) },
  });
  expect(await memberSinceOf(model.pool, 'social-1')).toBe(at(2));
});

it('counts a won dispute as paid again in the month and shows its coins back in the Activity Log', async () => {
  await model.feed(
    registered('u7'),
    {
      type: 'CoinPurchaseCompleted',
      data: { userId: 'u7', paymentId: 'p7', provider: 'stripe', amount: 2500, bonus: 500, priceCents: 999, completedAt: at(3) },
    },
    {
      type: 'CoinsCredited',
      data: { userId: 'u7', amount: 3000, lot: 'purchased', from: 'bank', reason: 'coin_purchase', commandId: 'purchase:p7' },
    },
    {
      type: 'CoinPurchaseReversed',
      data: {
        userId: 'u7',
        paymentId: 'p7',
        reason: 'dispute',
        reversedCents: 999,
        coinsDue: 3000,
        coinsTaken: 3000,
        debt: 0,
        providerEventId: 'evt_d7',
        reversedAt: at(4),
      },
    },
    {
      type: 'CoinsDebited',
      data: { userId: 'u7', amount: 3000, lots: { earned: 0, purchased: 3000 }, to: 'bank', reason: 'purchase_reversal', commandId: 'r7' },
    },
  );
  const november = [new Date('2026-11-01T04:00:00.000Z'), new Date('2026-12-01T05:00:00.000Z')] as const;
  expect(await purchasedCentsBetween(model.pool, 'u7', ...november)).toBe(0);
  await model.feed(
    {
      type: 'CoinPurchaseReinstated',
      data: {
        userId: 'u7',
        paymentId: 'p7',
        disputeId: 'dp_7',
        reinstatedCents: 999,
        reversedCents: 0,
        coinsDue: 3000,
        debtCleared: 0,
        coinsCredited: 3000,
        providerEventId: 'evt_won7',
        reinstatedAt: at(20),
      },
    },
    {
      type: 'CoinsCredited',
      data: { userId: 'u7', amount: 3000, lot: 'purchased', from: 'bank', reason: 'dispute_won', commandId: 'dispute-won:p7:dp_7' },
    },
  );
  expect(await purchasedCentsBetween(model.pool, 'u7', ...november)).toBe(999);
  const { items } = await activityOf(model.pool, 'u7', 1, 10);
  expect(items.map((i) => [i.kind, i.amount, i.cause])).toEqual([
    ['coins', 3000, causes.coinReasons.dispute_won],
    ['coins', -3000, causes.coinReasons.purchase_reversal],
    ['coins', 3000, causes.coinReasons.coin_purchase],
  ]);
  const rows = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});
