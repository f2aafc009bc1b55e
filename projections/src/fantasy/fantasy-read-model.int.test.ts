import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoredEvent } from '@fr/contracts';
import '../testing/provided-context';
import { readModelHarness, type ReadModelHarness } from '../testing/read-model-harness';
import { withTransaction } from '../runner/transaction';
import { fantasyProjector } from './fantasy-projector';
import { achievementTotals, findPlayerTeam, listTeams, listTickets, tierConfigs, weekScores } from './fantasy-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(fantasyProjector);
});
afterAll(async () => {
  await model?.close();
});

const week = '2026-11-17';
const team = { teamId: 't1', userId: 'u1' };
const ticket = (ticketId: string, tier: number) => ({
  type: 'TicketAwarded' as const,
  data: { ticketId, ...team, week, tier, count: 1, currentPoints: 130, target: 120, awardedAt: '2026-11-20T10:00:00.000Z' },
});

it('keeps teams, boosts, tickets, rewards and tiers, answers its queries, and is unchanged by a replay', async () => {
  await model.feed(
    {
      type: 'FantasyAccountConnected',
      data: { userId: 'u1', provider: 'demo', providerUserId: null, connectedAt: '2026-11-18T10:00:00.000Z' },
    },
    {
      type: 'TeamSynced',
      data: { ...team, provider: 'demo', teamKey: 'k1', name: 'Chiefs Kingdom', sport: 'NFL', league: 'L', platform: 'Yahoo Fantasy' },
    },
    {
      type: 'TeamScoreUpdated',
      data: { ...team, week, currentPoints: 130, projectedPoints: 100, isActive: false, projectionIsFallback: false, gameProgress: 0.75 },
    },
    // A correction for an older week must not overwrite the current week's numbers.
    {
      type: 'TeamScoreUpdated',
      data: {
        ...team,
        week: '2026-11-10',
        currentPoints: 1,
        projectedPoints: 1,
        isActive: true,
        projectionIsFallback: true,
        gameProgress: 0.1,
      },
    },
    { type: 'BoostAttached', data: { ...team, boostId: 'b1', code: 'odds_boost_10', week, attachedAt: '2026-11-19T10:00:00.000Z' } },
    ticket('x2', 2),
    ticket('x3', 3),
    ticket('x4', 4),
    {
      type: 'TicketRevoked',
      data: { ticketId: 'x4', ...team, week, tier: 4, reason: 'stat_correction', revokedAt: '2026-11-21T10:00:00.000Z' },
    },
    { type: 'WeekClosed', data: { ...team, week, ticketIds: ['x2', 'x3'], closedAt: '2026-11-25T10:00:00.000Z' } },
    { type: 'ExperienceRewardEarned', data: { ...team, week, coins: 500, earnedAt: '2026-11-20T10:00:00.000Z' } },
    {
      type: 'TierConfigured',
      data: {
        tierName: 'Bronze',
        increasePercentage: 12.5,
        ticketCount: 2,
        prizePool: 'Merch',
        changedBy: 'a1',
        changedAt: '2026-11-20T10:00:00.000Z',
        previous: null,
      },
    },
  );
  const [listed] = await listTeams(model.pool, 'u1');
  expect(listed).toMatchObject({
    id: 't1',
    teamKey: 'k1',
    name: 'Chiefs Kingdom',
    sport: 'NFL',
    week,
    currentPoints: 130,
    projectedPoints: 100,
    gameProgress: 0.75,
    isActive: false,
    boostApplied: true,
    boostType: 'odds_boost_10',
    boostReduction: 10,
    appliedBoosts: [{ id: 'b1', boostType: 'odds_boost_10' }],
  });
  expect(await findPlayerTeam(model.pool, 'u1', 'k1')).toEqual({ teamId: 't1', userId: 'u1', name: 'Chiefs Kingdom', isActive: false });
  expect(await findPlayerTeam(model.pool, 'u2', 't1')).toBeNull();
  expect((await listTickets(model.pool, 'u1')).map((t) => [t.id, t.status])).toEqual([
    ['x2', 'final'],
    ['x3', 'final'],
  ]);
  expect(await tierConfigs(model.pool)).toEqual(
    new Map([
      [
        'Bronze',
        {
          tierName: 'Bronze',
          increasePercentage: 12.5,
          ticketCount: 2,
          prizePool: 'Merch',
          changedBy: 'a1',
          changedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    ]),
  );
  expect(await achievementTotals(model.pool, 'u1')).toEqual({
    ticketsByTier: new Map([
      [2, 1],
      [3, 1],
    ]),
    weeks: new Set([week]),
    experienceCoins: 500,
  });

  // Each week keeps its own numbers, with that week's boosts, for the tier what-if.
  expect(await weekScores(model.pool, week)).toEqual([
    { teamId: team.teamId, currentPoints: 130, projectedPoints: 100, boostCodes: ['odds_boost_10'] },
  ]);
  expect(await weekScores(model.pool, '2026-11-10')).toEqual([
    { teamId: team.teamId, currentPoints: 1, projectedPoints: 1, boostCodes: [] },
  ]);
  const rows = await model.rows();
  expect(rows.fantasy_connections).toHaveLength(1);
  await model.replay();
  expect(await model.rows()).toEqual(rows);
});

it('moves no team by a score that came before the team was synced, also when both are in one batch', async () => {
  const scored = { teamId: 't9', userId: 'u9', week, currentPoints: 50, projectedPoints: 60, isActive: true, projectionIsFallback: false };
  const events = [
    { type: 'TeamScoreUpdated', data: { ...scored, gameProgress: 0.5 } },
    {
      type: 'TeamSynced',
      data: {
        teamId: 't9',
        userId: 'u9',
        provider: 'demo',
        teamKey: 'k9',
        name: 'Late',
        sport: 'NFL',
        league: 'L',
        platform: 'Yahoo Fantasy',
      },
    },
  ].map((e, i): StoredEvent => ({
    eventId: `late-${i}`,
    type: e.type,
    schemaVersion: 1,
    streamId: 'team-t9',
    streamPosition: i + 1,
    position: `late-${i}`,
    data: e.data,
    metadata: {},
    recordedAt: '2026-11-20T10:00:00.000Z',
  }));
  await withTransaction(model.pool, (client) => fantasyProjector.applyBatch!(client, events));
  const { rows } = await model.pool.query(`SELECT week FROM teams WHERE team_id = 't9'`);
  expect(rows).toEqual([{ week: null }]);
  expect(await weekScores(model.pool, week)).toContainEqual({ teamId: 't9', currentPoints: 50, projectedPoints: 60, boostCodes: [] });
});
