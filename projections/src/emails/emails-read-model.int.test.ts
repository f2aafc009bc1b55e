import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type FedEvent, type ReadModelHarness } from '../testing/read-model-harness';
import { emailsProjector } from './emails-projector';
import { emailsAfter, isPrizeUnclaimed, prizesToRemind, weeklySummarySubscribers } from './emails-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(emailsProjector);
});
afterAll(async () => {
  await model?.close();
});

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12)).toISOString();
const drawId = 'nfl-bronze-2026-11-10';
const won = (userId: string, pick: number, deadlineDay: number): FedEvent => ({
  type: 'PrizeWon',
  data: {
    userId,
    awardId: `${drawId}:${pick}`,
    drawId,
    raffleId: 'nfl-bronze',
    prizeId: 'nfl-merch-pack',
    name: 'NFL Team Merchandise Pack',
    description: 'd',
    value: 250,
    type: 'physical',
    wonAt: at(11),
    claimDeadline: at(deadlineDay),
  },
});
const preferences = (userId: string, marketing: boolean): FedEvent => ({
  type: 'ProfileSettingsChanged',
  data: {
    userId,
    firstName: 'A',
    lastName: 'B',
    timeZone: 'America/New_York',
    emailPreferences: { drawResults: true, prizeUpdates: true, marketing },
    showOnLeaderboard: true,
    changedAt: at(2),
  },
});

const history: FedEvent[] = [
  preferences('u1', true),
  preferences('u2', true),
  preferences('u2', false),
  {
    type: 'DrawCompleted',
    data: { drawId, seed: 's', beaconRound: 1, beaconRandomness: 'r', beaconSignature: 'g', winners: ['tk1', 'tk2'], drawnAt: at(11) },
  },
  won('u1', 0, 25),
  won('u2', 1, 26),
  {
    type: 'PrizeClaimed',
    data: {
      userId: 'u1',
      awardId: `${drawId}:0`,
      state: 'NY',
      ageAtClaim: 30,
      taxDetailsOnFile: false,
      redeemCode: 'RC-1',
      claimedAt: at(12),
    },
  },
  {
    type: 'CoinPurchaseCompleted',
    data: {
      userId: 'u1',
      paymentId: 'p1',
      provider: 'stripe',
      amount: 2500,
      bonus: 500,
      priceCents: 999,
      paymentRef: 'pi_1',
      completedAt: at(13),
    },
  },
  { type: 'SelfExclusionStarted', data: { userId: 'u1', days: 30, until: at(30), startedAt: at(14) } },
];

it('keeps one outbox row per event worth an e-mail, in log order, with what the e-mail says', async () => {
  await model.feed(...history);
  const rows = await emailsAfter(model.pool, '', 100);
  expect(rows.map((r) => [r.userId, r.details])).toEqual([
    [null, { kind: 'draw_completed', drawId, winners: ['tk1', 'tk2'] }],
    ['u1', { kind: 'prize_won', awardId: `${drawId}:0`, drawId, prizeName: 'NFL Team Merchandise Pack', claimDeadline: at(25) }],
    ['u2', { kind: 'prize_won', awardId: `${drawId}:1`, drawId, prizeName: 'NFL Team Merchandise Pack', claimDeadline: at(26) }],
    ['u1', { kind: 'prize_claimed', awardId: `${drawId}:0`, prizeName: 'NFL Team Merchandise Pack', redeemCode: 'RC-1' }],
    [
      'u1',
      {
        kind: 'purchase_completed',
        coins: 2500,
        bonus: 500,
        priceCents: 999,
        paymentReference: 'pi_1',
        completedAt: at(13),
        purchaseId: 'p1',
        testMode: false,
      },
    ],
    ['u1', { kind: 'self_exclusion_started', days: 30, until: at(30) }],
  ]);
  // Reading on from a row's position gives only what came after it.
  expect((await emailsAfter(model.pool, rows[3]!.position, 100)).map((r) => r.details.kind)).toEqual([
    'purchase_completed',
    'self_exclusion_started',
  ]);
  expect(await emailsAfter(model.pool, '', 2)).toHaveLength(2);
});

it('knows the unclaimed prizes to remind and who wants the weekly summary', async () => {
  // u1 claimed; u2's deadline (day 26) is within 3 days of day 23 12:00, not of day 22.
  expect(await prizesToRemind(model.pool, new Date(at(22)), new Date(at(25)))).toEqual([]);
  expect(await prizesToRemind(model.pool, new Date(at(23)), new Date(at(26)))).toEqual([
    { awardId: `${drawId}:1`, userId: 'u2', name: 'NFL Team Merchandise Pack', claimDeadline: new Date(at(26)) },
  ]);
  // Past its deadline a prize is not reminded (it is being forfeited).
  expect(await prizesToRemind(model.pool, new Date(at(27)), new Date(at(30)))).toEqual([]);
  expect(await weeklySummarySubscribers(model.pool)).toEqual(['u1']);
  expect(await isPrizeUnclaimed(model.pool, `${drawId}:0`)).toBe(false);
  expect(await isPrizeUnclaimed(model.pool, `${drawId}:1`)).toBe(true);
  await model.feed({
    type: 'PrizeForfeited',
    data: { userId: 'u2', awardId: `${drawId}:1`, reason: 'claim_deadline_passed', forfeitedAt: at(27) },
  });
  expect(await isPrizeUnclaimed(model.pool, `${drawId}:1`)).toBe(false);
});

it('changes nothing when the events are applied again', async () => {
  const before = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(before);
});
