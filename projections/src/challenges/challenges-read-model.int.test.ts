import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type ReadModelHarness } from '../testing/read-model-harness';
import { challengesProjector } from './challenges-projector';
import { clickedChallengeIds, completedChallengeIds, findChallengeClick } from './challenges-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(challengesProjector);
});
afterAll(async () => {
  await model?.close();
});

it('keeps completions and bonuses per player, and is unchanged by a replay', async () => {
  const completed = (challengeId: string) => ({
    type: 'ChallengeCompleted' as const,
    data: {
      userId: 'u1',
      challengeId,
      coinReward: 250,
      source: 'sync' as const,
      sourceRef: 'demo',
      completedAt: '2026-11-01T10:00:00.000Z',
    },
  });
  await model.feed(completed('sync-draftkings'), completed('sync-fanduel'), {
    type: 'BonusClaimed',
    data: { userId: 'u1', category: 'platform_sync', coins: 50_000, claimedAt: '2026-11-01T11:00:00.000Z' },
  });
  expect(await completedChallengeIds(model.pool, 'u1')).toEqual(new Set(['sync-draftkings', 'sync-fanduel']));
  expect(await completedChallengeIds(model.pool, 'u2')).toEqual(new Set());
  const rows = await model.rows();
  expect(rows.bonus_claims).toEqual([expect.objectContaining({ user_id: 'u1', category: 'platform_sync', coins: 50_000 })]);
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});

it('keeps the clicks issued on partner challenges, found by click id and listed per player, unchanged by a replay', async () => {
  const click = (clickId: string, userId: string, challengeId: string) => ({
    type: 'ChallengeClickRecorded' as const,
    data: {
      clickId,
      userId,
      challengeId,
      platform: 'DraftKings',
      url: `https://partners.example/go/draftkings?offer=signup&sub_id=${clickId}`,
      clickedAt: '2026-11-01T10:00:00.000Z',
    },
  });
  await model.feed(
    click('clk_a', 'u3', 'signup-draftkings'),
    click('clk_b', 'u3', 'signup-draftkings'),
    click('clk_c', 'u4', 'sync-draftkings'),
  );
  expect(await findChallengeClick(model.pool, 'clk_b')).toEqual({
    clickId: 'clk_b',
    userId: 'u3',
    challengeId: 'signup-draftkings',
    platform: 'DraftKings',
  });
  expect(await findChallengeClick(model.pool, 'clk_unknown')).toBeNull();
  expect(await clickedChallengeIds(model.pool, 'u3')).toEqual(new Set(['signup-draftkings']));
  expect(await clickedChallengeIds(model.pool, 'u4')).toEqual(new Set(['sync-draftkings']));
  const rows = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});
