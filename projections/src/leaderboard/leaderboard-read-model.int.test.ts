import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Sport } from '@fr/contracts';
import '../testing/provided-context';
import { readModelHarness, type FedEvent, type ReadModelHarness } from '../testing/read-model-harness';
import { leaderboardProjector } from './leaderboard-projector';
import { leaderboardOf } from './leaderboard-queries';

let model: ReadModelHarness;
let oneByOne: ReadModelHarness;
let batched: ReadModelHarness;
beforeAll(async () => {
  [model, oneByOne, batched] = await Promise.all([
    readModelHarness(leaderboardProjector),
    readModelHarness(leaderboardProjector),
    readModelHarness(leaderboardProjector),
  ]);
});
afterAll(async () => {
  await Promise.all([model, oneByOne, batched].map((m) => m?.close()));
});

const week = '2026-11-17';

const synced = (teamId: string, userId: string, sport: Sport = 'NFL'): FedEvent => ({
  type: 'TeamSynced',
  data: { teamId, userId, provider: 'demo', teamKey: `k-${teamId}`, name: `Team ${teamId}`, sport, league: 'L', platform: 'Yahoo Fantasy' },
});
const scored = (
  teamId: string,
  userId: string,
  currentPoints: number,
  projectedPoints: number,
  isActive = true,
  onWeek = week,
): FedEvent => ({
  type: 'TeamScoreUpdated',
  data: { teamId, userId, week: onWeek, currentPoints, projectedPoints, isActive, projectionIsFallback: false, gameProgress: null },
});
const settings = (userId: string, showOnLeaderboard: boolean): FedEvent => ({
  type: 'ProfileSettingsChanged',
  data: {
    userId,
    firstName: '',
    lastName: '',
    timeZone: 'America/New_York',
    emailPreferences: { drawResults: true, prizeUpdates: true, marketing: false },
    showOnLeaderboard,
    changedAt: '2026-11-20T10:00:00.000Z',
  },
});

const board = async (userId = 'nobody', sport: Sport = 'NFL', limit = 10, onWeek = week) => {
  const page = await leaderboardOf(model.pool, { sport, week: onWeek, limit, userId });
  return { ...page, rows: page.rows.map((r) => [r.rank, r.userId, r.overperformanceBasisPoints]) };
};

it('ranks each player by their best team of the sport, breaks ties in a fixed order, hides who opted out, and replays to the same rows', async () => {
  await model.feed(
    synced('a1', 'ann'),
    synced('a2', 'ann'),
    synced('b1', 'bob'),
    synced('c1', 'cat'),
    synced('d1', 'dan'),
    synced('e1', 'eve'),
    synced('n1', 'ann', 'NBA'),
    scored('a1', 'ann', 110, 100), // +10 %
    scored('a2', 'ann', 180, 120), // +50 %: Ann's best team
    scored('c1', 'cat', 75, 50), // +50 %, but a margin of 25 points against Ann's 60
    scored('d1', 'dan', 150, 100), // +50 % and 50 points ...
    scored('b1', 'bob', 150, 100), // ... Bob too, later: Dan reached it first
    scored('e1', 'eve', 0, 100), // not played yet: on no board
    scored('n1', 'ann', 90, 100), // the NBA board is another board
    scored('a1', 'ann', 999, 100, true, '2026-11-10'), // and last week another week
  );
  expect(await board('eve')).toEqual({
    total: 4,
    rows: [
      [1, 'ann', 5000],
      [2, 'dan', 5000],
      [3, 'bob', 5000],
      [4, 'cat', 5000],
    ],
    hidden: false,
  });
  expect((await board('ann', 'NBA')).rows).toEqual([[1, 'ann', -1000]]);
  expect((await board('ann', 'NFL', 10, '2026-11-10')).rows).toEqual([[1, 'ann', 89900]]);

  // The top N, then the asking player's own line below them.
  expect((await board('cat', 'NFL', 2)).rows).toEqual([
    [1, 'ann', 5000],
    [2, 'dan', 5000],
    [4, 'cat', 5000],
  ]);

  // A change that leaves the numbers as they were (the game ended) keeps Dan's place ahead of Bob.
  await model.feed(scored('d1', 'dan', 150, 100, false));
  expect((await board()).rows.map((r) => r[1])).toEqual(['ann', 'dan', 'bob', 'cat']);

  const rows = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(rows);

  // Opting out takes the player off every board and out of the count; opting back in restores the same place.
  await model.feed(settings('ann', false));
  expect(await board('ann')).toEqual({
    total: 3,
    rows: [
      [1, 'dan', 5000],
      [2, 'bob', 5000],
      [3, 'cat', 5000],
    ],
    hidden: true,
  });
  expect((await board('ann', 'NBA')).rows).toEqual([]);
  await model.feed(settings('ann', true));
  expect(await board('ann')).toMatchObject({ total: 4, hidden: false });
  expect((await board('ann')).rows[0]).toEqual([1, 'ann', 5000]);

  // A deleted account stays off, even after a setting that would show it (a replayed one included).
  await model.feed(
    { type: 'AccountErased', data: { userId: 'bob', erasedAt: '2026-11-21T10:00:00.000Z', taxRecordsUntil: null } },
    settings('bob', true),
  );
  expect((await board()).rows.map((r) => r[1])).toEqual(['ann', 'dan', 'cat']);

  const later = await model.rows();
  await model.replay();
  expect(await model.rows()).toEqual(later);
});

it('given batches that score a week again, when written set-based, then each week keeps the position its figures were reached at', async () => {
  const reached = async (harness: ReadModelHarness) =>
    (
      await harness.pool.query<{ team_id: string; reached_position: string }>(
        'SELECT team_id, reached_position FROM leaderboard_team_weeks ORDER BY team_id',
      )
    ).rows;
  const batches: FedEvent[][] = [
    [
      synced('a', 'ann'),
      synced('b', 'bob'),
      synced('c', 'cat'),
      scored('a', 'ann', 150, 100),
      scored('b', 'bob', 150, 100),
      scored('c', 'cat', 150, 100),
    ],
    // a: the same figures twice; b: changed and back again; c: changed, then the same again.
    [
      scored('a', 'ann', 150, 100),
      scored('b', 'bob', 160, 100),
      scored('c', 'cat', 170, 100),
      scored('a', 'ann', 150, 100),
      scored('b', 'bob', 150, 100),
      scored('c', 'cat', 170, 100),
    ],
    // c's sport is its last sync's.
    [synced('c', 'cat', 'NBA'), scored('c', 'cat', 170, 100), synced('c', 'cat', 'MLB')],
  ];
  for (const batch of batches) {
    await oneByOne.feed(...batch);
    await batched.feedBatch(...batch);
  }

  // a kept its first position (event 4); b's return to 150 is event 11; c reached 170 at event 9.
  expect(await reached(batched)).toEqual([
    { team_id: 'a', reached_position: '000000000004' },
    { team_id: 'b', reached_position: '000000000011' },
    { team_id: 'c', reached_position: '000000000009' },
  ]);
  expect(await batched.rows()).toEqual(await oneByOne.rows());
  const rows = await batched.rows();
  await batched.replay();
  expect(await batched.rows()).toEqual(rows);
});
