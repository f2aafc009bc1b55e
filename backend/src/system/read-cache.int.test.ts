import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueRedisPrefix } from '@fr/projections/testing/test-database';
import { TestClient } from '../testing/http-client';
import { recordTeam } from '../testing/team-fixtures';
import { signUpPlayer, startSecondApi, startTestSystem, type TestSystem } from '../testing/test-system';
import type { RunningSystem } from './system';

/**
 * An API process without projections beside the process that projects, as production runs them: the API process keeps
 * a player's teams in memory, and a batch the projections commit for that player drops them there, before the next
 * heartbeat that process sends itself comes back. Once with Redis as the bus, once with PostgreSQL's LISTEN/NOTIFY.
 */
describe.each([
  { bus: 'redis', redisUrl: inject('redisUrl') as string | null },
  { bus: 'postgres', redisUrl: null },
])('the read cache of an API process, $bus as the bus', ({ redisUrl }) => {
  let projecting: TestSystem;
  let api: RunningSystem;

  beforeAll(async () => {
    const jobsPrefix = redisUrl ? uniqueRedisPrefix() : undefined;
    projecting = await startTestSystem({ redisUrl, jobsPrefix });
    api = await startSecondApi(projecting, { redisUrl, jobsPrefix });
  });

  afterAll(async () => {
    await api?.stop();
    await projecting?.close();
  });

  /** A player with one team at `points`, whose teams the API process has read once (and so keeps). */
  async function playerWithTeam(points: number) {
    const player = await signUpPlayer(projecting);
    const teamId = `t-${player.userId}`;
    await recordTeam(projecting.services, { userId: player.userId, teamId, week: '2026-W12', currentPoints: points });
    await projecting.services.waitForAllCommitted();
    const there = new TestClient(api.url);
    for (const [name, value] of player.client.cookies) there.cookies.set(name, value);
    expect(pointsOf((await there.get('/api/teams')).json)).toEqual([points]);
    return { player, teamId, there, key: `teams:${player.userId}` };
  }

  const pointsOf = (body: unknown): number[] =>
    Object.values((body as { teams: Record<string, Array<{ currentPoints: number }>> }).teams).flatMap((teams) =>
      teams.map((t) => t.currentPoints),
    );

  it('answers a player read from memory: a row changed behind its back, without an event, is not seen', async () => {
    const { teamId, there, key } = await playerWithTeam(10);
    expect(api.services.readCache.holds(key)).toBe(true);
    await projecting.services.pool.query('UPDATE teams SET current_points = 99 WHERE team_id = $1', [teamId]);
    expect(pointsOf((await there.get('/api/teams')).json)).toEqual([10]);
  });

  it("drops the player's read when the projections commit an event naming the player, before its next heartbeat is back", async () => {
    const { player, teamId, there, key } = await playerWithTeam(10);
    await recordTeam(projecting.services, { userId: player.userId, teamId, week: '2026-W12', currentPoints: 37 });
    // The projecting process told the bus before its runner reported the batch done.
    await projecting.services.waitForAllCommitted();
    await api.services.sessions.heardUpTo();
    expect(api.services.readCache.holds(key)).toBe(false);
    expect(pointsOf((await there.get('/api/teams')).json)).toEqual([37]);
  });

  it("keeps another player's read when the projections commit events of this one", async () => {
    const other = await playerWithTeam(5);
    const { player, teamId } = await playerWithTeam(10);
    await recordTeam(projecting.services, { userId: player.userId, teamId, week: '2026-W12', currentPoints: 11 });
    await projecting.services.waitForAllCommitted();
    await api.services.sessions.heardUpTo();
    expect(api.services.readCache.holds(other.key)).toBe(true);
  });

  it('drops every read when a read model is swapped for a rebuilt one', async () => {
    const { key } = await playerWithTeam(10);
    await projecting.services.sessions.broadcast({ kind: 'reset' });
    await api.services.sessions.heardUpTo();
    expect(api.services.readCache.holds(key)).toBe(false);
  });
});
