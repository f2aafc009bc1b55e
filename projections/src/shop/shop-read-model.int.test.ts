import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type ReadModelHarness } from '../testing/read-model-harness';
import { shopProjector } from './shop-projector';
import { playerStyles, purchasedBoost, purchasedBoosts, unattachedBoosts } from './shop-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(shopProjector);
});
afterAll(async () => {
  await model?.close();
});

it('keeps purchased boosts, their application and attachment, and is unchanged by a replay', async () => {
  const purchase = (boostId: string, purchasedAt: string) => ({
    type: 'BoostPurchased' as const,
    data: {
      userId: 'u1',
      boostId,
      boostTypeId: 'performance-boost',
      level: 1,
      code: 'odds_boost_10',
      name: 'Odds Boost 10%',
      description: 'Lowers the targets by 10%.',
      cost: 500,
      purchasedAt,
    },
  });
  const applied = (boostId: string) => ({
    type: 'BoostApplied' as const,
    data: {
      userId: 'u1',
      boostId,
      code: 'odds_boost_10',
      teamId: 't1',
      teamName: 'Chiefs Kingdom',
      week: '2026-11-17',
      appliedAt: '2026-11-20T10:00:00.000Z',
    },
  });
  await model.feed(purchase('b1', '2026-11-20T08:00:00.000Z'), purchase('b2', '2026-11-20T09:00:00.000Z'), applied('b1'), applied('b2'), {
    type: 'BoostAttached',
    data: { teamId: 't1', userId: 'u1', boostId: 'b1', code: 'odds_boost_10', week: '2026-11-17', attachedAt: '2026-11-20T10:00:00.000Z' },
  });
  expect((await purchasedBoosts(model.pool, 'u1')).map((b) => b.id)).toEqual(['b2', 'b1']);
  expect(await purchasedBoost(model.pool, 'b1')).toEqual({
    id: 'b1',
    boostTypeId: 'performance-boost',
    boostType: 'odds_boost_10',
    // Recorded under an older name, read under the one name of its code.
    name: '10% Odds Boost',
    description: 'Lowers the targets by 10%.',
    applied: true,
    appliedToTeamName: 'Chiefs Kingdom',
    appliedAt: '2026-11-20T10:00:00.000Z',
    purchasedAt: '2026-11-20T08:00:00.000Z',
  });
  expect(await purchasedBoost(model.pool, 'nope')).toBeNull();
  expect(await unattachedBoosts(model.pool, 'u1')).toEqual([
    { boostId: 'b2', code: 'odds_boost_10', teamId: 't1', week: '2026-11-17', appliedAt: '2026-11-20T10:00:00.000Z' },
  ]);
  const rows = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});

it('keeps the Style items each player owns and the one shown, and is unchanged by a replay', async () => {
  const bought = (itemId: string, purchasedAt: string) => ({
    type: 'StyleItemPurchased' as const,
    data: { userId: 's1', itemId, cost: 500, purchasedAt },
  });
  const equipped = (itemId: string | null, commandId: string) => ({
    type: 'StyleItemEquipped' as const,
    data: { userId: 's1', itemId, commandId, equippedAt: '2026-11-20T11:00:00.000Z' },
  });
  expect(await playerStyles(model.pool, 's1')).toEqual({ owned: [], equipped: null });
  await model.feed(
    bought('frame-ruby', '2026-11-20T09:00:00.000Z'),
    bought('frame-emerald', '2026-11-20T10:00:00.000Z'),
    equipped('frame-ruby', 'e1'),
    equipped('frame-emerald', 'e2'),
  );
  expect(await playerStyles(model.pool, 's1')).toEqual({ owned: ['frame-ruby', 'frame-emerald'], equipped: 'frame-emerald' });
  await model.feed(equipped(null, 'e3'));
  expect(await playerStyles(model.pool, 's1')).toEqual({ owned: ['frame-ruby', 'frame-emerald'], equipped: null });
  const rows = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});
