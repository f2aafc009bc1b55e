import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type ReadModelHarness } from '../testing/read-model-harness';
import { prizesProjector } from './prizes-projector';
import { pendingPrizesPastDeadline, prizeCountsOf, wonPrizeOf, wonPrizesOf } from './prizes-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(prizesProjector);
});
afterAll(async () => {
  await model?.close();
});

const won = (userId: string, awardId: string, wonAt: string, claimDeadline: string, value = 250) => ({
  type: 'PrizeWon' as const,
  data: {
    userId,
    awardId,
    drawId: awardId.split(':')[0]!,
    raffleId: 'nfl-bronze',
    prizeId: 'nfl-merch-pack',
    name: 'NFL Team Merchandise Pack',
    description: "Your team's jersey, cap and hoodie.",
    value,
    type: 'physical' as const,
    wonAt,
    claimDeadline,
  },
});

it('keeps won prizes with their status, finds the overdue ones, and is unchanged by a replay', async () => {
  await model.feed(
    won('u1', 'nfl-bronze-2026-11-01:0', '2026-11-02T05:00:00.000Z', '2026-11-16T05:00:00.000Z'),
    won('u1', 'nfl-bronze-2026-11-02:0', '2026-11-03T05:00:00.000Z', '2026-11-17T05:00:00.000Z', 800),
    won('u1', 'nfl-bronze-2026-11-03:0', '2026-11-04T05:00:00.000Z', '2026-11-18T05:00:00.000Z'),
    won('u2', 'nfl-bronze-2026-11-04:0', '2026-11-05T05:00:00.000Z', '2026-11-19T05:00:00.000Z'),
    {
      type: 'PrizeClaimed',
      data: {
        userId: 'u1',
        awardId: 'nfl-bronze-2026-11-02:0',
        state: 'CA',
        ageAtClaim: 30,
        taxDetailsOnFile: true,
        redeemCode: 'AAAA-BBBB-CCCC-DDDD',
        claimedAt: '2026-11-05T05:00:00.000Z',
      },
    },
    { type: 'PrizeRedeemed', data: { userId: 'u1', awardId: 'nfl-bronze-2026-11-02:0', redeemedAt: '2026-11-06T05:00:00.000Z' } },
    {
      type: 'PrizeForfeited',
      data: { userId: 'u1', awardId: 'nfl-bronze-2026-11-01:0', reason: 'claim_deadline_passed', forfeitedAt: '2026-11-16T06:00:00.000Z' },
    },
  );
  expect((await wonPrizesOf(model.pool, 'u1')).map((p) => [p.id, p.status])).toEqual([
    ['nfl-bronze-2026-11-03:0', 'pending'],
    ['nfl-bronze-2026-11-02:0', 'redeemed'],
  ]);
  expect(await wonPrizeOf(model.pool, 'u1', 'nfl-bronze-2026-11-02:0')).toEqual({
    id: 'nfl-bronze-2026-11-02:0',
    name: 'NFL Team Merchandise Pack',
    value: 800,
    type: 'physical',
    status: 'redeemed',
    wonDate: '2026-11-03T05:00:00.000Z',
    claimDeadline: '2026-11-17T05:00:00.000Z',
    description: "Your team's jersey, cap and hoodie.",
    redeemCode: 'AAAA-BBBB-CCCC-DDDD',
    prizeId: 'nfl-merch-pack',
    drawId: 'nfl-bronze-2026-11-02',
    raffleId: 'nfl-bronze',
    taxDetailsRequired: true,
    shippingAddressRequired: true,
  });
  expect(await wonPrizeOf(model.pool, 'u2', 'nfl-bronze-2026-11-02:0')).toBeNull();
  expect(await wonPrizeOf(model.pool, 'u1', 'nfl-bronze-2026-11-01:0')).toBeNull();
  expect(await pendingPrizesPastDeadline(model.pool, new Date('2026-11-30T00:00:00.000Z'), 10)).toEqual([
    { userId: 'u1', awardId: 'nfl-bronze-2026-11-03:0', drawId: 'nfl-bronze-2026-11-03' },
    { userId: 'u2', awardId: 'nfl-bronze-2026-11-04:0', drawId: 'nfl-bronze-2026-11-04' },
  ]);
  expect(await pendingPrizesPastDeadline(model.pool, new Date('2026-11-30T00:00:00.000Z'), 1)).toHaveLength(1);
  expect(await pendingPrizesPastDeadline(model.pool, new Date('2026-11-18T05:00:00.000Z'), 10)).toEqual([]);
  expect(await prizeCountsOf(model.pool, 'u1')).toEqual({ won: 3, pending: 1, claimed: 0, redeemed: 1, forfeited: 1 });
  expect(await prizeCountsOf(model.pool, 'nobody')).toEqual({ won: 0, pending: 0, claimed: 0, redeemed: 0, forfeited: 0 });
  const rows = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});
