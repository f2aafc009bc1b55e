import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerStream, teamStream, type EventStore, type StoredEvent } from '@fr/contracts';
import { recordTeam } from '../../testing/team-fixtures';
import { signUpPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';
import { CommandHandler } from '../../write/command-handler';
import { handleTeamCommand, scoreTeams } from './application/team-commands';
import { scoringTiers } from './tiers';

let system: TestSystem;
const clock = new Date('2026-11-20T15:00:00Z');
const WEEK = '2026-11-17';
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
  system.services.now = () => clock;
});
afterAll(async () => {
  await system?.close();
});

/** The store as it is, except that another process's work runs once, just before the first multi-stream append. */
function racedBeforeFirstBatch(store: EventStore, race: () => Promise<void>): EventStore {
  let raced = false;
  return {
    ...store,
    async appendMany(batch) {
      if (!raced) {
        raced = true;
        await race();
      }
      return store.appendMany(batch);
    },
  };
}

const count = (events: StoredEvent[], type: string) => events.filter((e) => e.type === type).length;

/** Each ticket id appears once on the team stream; answers how many tickets the team holds. */
async function ticketsOnce(teamId: string): Promise<number> {
  const events = await system.services.store.read(teamStream(teamId));
  const ticketIds = events.filter((e) => e.type === 'TicketAwarded').map((e) => String(e.data.ticketId));
  expect(new Set(ticketIds).size).toBe(ticketIds.length);
  expect(count(events, 'ExperienceRewardEarned')).toBe(1);
  return ticketIds.length;
}

async function experienceCredits(userId: string): Promise<number> {
  const events = await system.services.store.read(playerStream(userId));
  return events.filter((e) => e.type === 'CoinsCredited' && e.data.reason === 'experience_reward').length;
}

describe('scoring a batch of teams', () => {
  it('scores every team of the batch once and credits each its Experience coins once, also when run again', async () => {
    const player = await signUpPlayer(system, 'batch');
    const teamIds = Array.from({ length: 6 }, (_, i) => `batch-${i}-${player.userId}`);
    // 151 of 100 projected reaches every tier.
    for (const teamId of teamIds)
      await recordTeam(system.services, { userId: player.userId, teamId, week: WEEK, currentPoints: 151, projectedPoints: 100 });
    const tiers = await scoringTiers(system.services.pool);
    const teams = teamIds.map((teamId) => ({ userId: player.userId, teamId }));

    expect(await scoreTeams(system.services, teams, tiers, 'test')).not.toBeNull();
    expect(await scoreTeams(system.services, teams, tiers, 'test')).toBeNull();
    for (const teamId of teamIds) expect(await ticketsOnce(teamId)).toBe(4);
    expect(await experienceCredits(player.userId)).toBe(teamIds.length);
  });

  it('re-reads and re-decides alone a team another process wrote to between the read and the append', async () => {
    const player = await signUpPlayer(system, 'raced');
    const teamIds = Array.from({ length: 5 }, (_, i) => `raced-${i}-${player.userId}`);
    // 116 of 100 projected: Bronze only.
    for (const teamId of teamIds)
      await recordTeam(system.services, { userId: player.userId, teamId, week: WEEK, currentPoints: 116, projectedPoints: 100 });
    const tiers = await scoringTiers(system.services.pool);
    const other = { commands: new CommandHandler(system.services.store), now: () => clock };
    const [scoredElsewhere, resynced] = [teamIds[1]!, teamIds[3]!];
    const store = racedBeforeFirstBatch(system.services.store, async () => {
      // Another process scores one team of the batch, and a sync raises another's points to every tier.
      await handleTeamCommand(other, scoredElsewhere, { type: 'Score', tiers }, 'other');
      await recordTeam(other, { userId: player.userId, teamId: resynced, week: WEEK, currentPoints: 151, projectedPoints: 100 });
    });
    const batchProcess = { commands: new CommandHandler(store), now: () => clock };
    const teams = teamIds.map((teamId) => ({ userId: player.userId, teamId }));

    // The batch reads every team, then the other process writes, then the batch appends: two of its teams conflict.
    expect(await scoreTeams(batchProcess, teams, tiers, 'test')).not.toBeNull();
    // The team scored elsewhere holds its Bronze ticket once; the re-synced one was decided again on its new points.
    for (const teamId of teamIds) expect(await ticketsOnce(teamId)).toBe(teamId === resynced ? 4 : 1);
    expect(await experienceCredits(player.userId)).toBe(teamIds.length);

    // Run again: nothing left to score, nothing credited twice.
    expect(await scoreTeams(batchProcess, teams, tiers, 'test')).toBeNull();
    for (const teamId of teamIds) expect(await ticketsOnce(teamId)).toBe(teamId === resynced ? 4 : 1);
    expect(await experienceCredits(player.userId)).toBe(teamIds.length);
  });
});
