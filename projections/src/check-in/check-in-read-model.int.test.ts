import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type ReadModelHarness } from '../testing/read-model-harness';
import { checkInProjector } from './check-in-projector';
import { lastCheckIn } from './check-in-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(checkInProjector);
});
afterAll(async () => {
  await model?.close();
});

it('keeps every check-in, answers the latest one per player, and is unchanged by a replay', async () => {
  const claim = (localDate: string, timeZone: string, streak: number, claimedAt: string) => ({
    type: 'DailyCheckInClaimed' as const,
    data: { userId: 'u1', localDate, timeZone, reward: 50, bonusChallenges: 0, streak, claimedAt },
  });
  await model.feed(
    claim('2026-11-01', 'America/New_York', 1, '2026-11-01T15:00:00.000Z'),
    claim('2026-11-02', 'Asia/Tokyo', 2, '2026-11-02T01:00:00.000Z'),
  );
  expect(await lastCheckIn(model.pool, 'u1')).toEqual({
    localDate: '2026-11-02',
    timeZone: 'Asia/Tokyo',
    streak: 2,
    claimedAt: '2026-11-02T01:00:00.000Z',
  });
  expect(await lastCheckIn(model.pool, 'u2')).toBeNull();
  const rows = await model.rows();
  expect(rows.check_ins).toHaveLength(2);
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});
