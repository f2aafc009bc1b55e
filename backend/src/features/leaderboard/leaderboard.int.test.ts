import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameWeekOf, previousGameWeek, texts, type LeaderboardResponse, type SettingsResponse, type Sport } from '@fr/contracts';
import { usernamesOf } from '@fr/projections';
import { recordTeam } from '../../testing/team-fixtures';
import { signUpPlayer, startTestSystem, type SignedUpPlayer, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let clock: Date;
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
  // A Thursday evening in New York, in the game week that began on Tuesday 2026-11-17.
  clock = new Date('2026-11-20T01:00:00Z');
  system.services.now = () => clock;
});
afterAll(async () => {
  await system?.close();
});

const week = gameWeekOf(new Date('2026-11-20T01:00:00Z'));

const boardOf = async (player: SignedUpPlayer, query = '', sport: Sport = 'NFL') => {
  const answer = await player.client.get(`/api/leaderboard/${sport}${query}`);
  expect(answer.status).toBe(200);
  return answer.json as unknown as LeaderboardResponse;
};
const lines = (board: LeaderboardResponse) => board.entries.map((e) => [e.rank, e.displayName, e.overperformancePercent]);
const showOnLeaderboard = async (player: SignedUpPlayer, show: boolean) => {
  const saved = (await player.client.get('/api/profile/settings')).json as unknown as SettingsResponse;
  const { firstName, lastName, timeZone, emailPreferences } = saved;
  const answer = await player.client.request('PUT', '/api/profile/settings', {
    body: { firstName, lastName, timeZone, emailPreferences, showOnLeaderboard: show },
  });
  expect(answer.status).toBe(200);
  expect((answer.json as unknown as SettingsResponse).showOnLeaderboard).toBe(show);
};

describe('the weekly leaderboard', () => {
  let ann: SignedUpPlayer, bob: SignedUpPlayer, cat: SignedUpPlayer, dan: SignedUpPlayer, eve: SignedUpPlayer, fay: SignedUpPlayer;
  let names: Map<string, string>;
  const name = (player: SignedUpPlayer) => names.get(player.userId)!;

  beforeAll(async () => {
    ann = await signUpPlayer(system, 'ann');
    bob = await signUpPlayer(system, 'bob');
    cat = await signUpPlayer(system, 'cat');
    dan = await signUpPlayer(system, 'dan');
    eve = await signUpPlayer(system, 'eve');
    fay = await signUpPlayer(system, 'fay');
    const score = (player: SignedUpPlayer, teamId: string, currentPoints: number, projectedPoints: number, sport: Sport = 'NFL') =>
      recordTeam(system.services, { userId: player.userId, teamId, week: week.id, currentPoints, projectedPoints, sport });
    await score(ann, 'ann-1', 110, 100); // +10 %
    await score(ann, 'ann-2', 180, 120); // +50 %, 60 points: Ann's best team
    await score(bob, 'bob-1', 150, 100); // +50 %, 50 points, before Dan
    await score(dan, 'dan-1', 150, 100); // the same figures, later
    await score(cat, 'cat-1', 75, 50); // +50 %, 25 points
    await score(eve, 'eve-1', 90, 100); // -10 %
    await score(eve, 'eve-nba', 130, 100, 'NBA');
    await recordTeam(system.services, {
      userId: fay.userId,
      teamId: 'fay-last-week',
      week: previousGameWeek(week).id,
      currentPoints: 200,
      projectedPoints: 100,
    });
    await system.runner.catchUp();
    names = await usernamesOf(
      system.services.pool,
      [ann, bob, cat, dan, eve, fay].map((p) => p.userId),
    );
  });

  it('ranks players by their best team above projection, ties by margin then by who reached it first, with display names only', async () => {
    const board = await boardOf(fay);
    expect(board.week).toEqual({ id: week.id, start: week.start.toISOString(), end: week.end.toISOString(), status: 'live' });
    expect(board.weeks[0]!.id).toBe(week.id);
    expect(board.weeks[1]).toMatchObject({ id: previousGameWeek(week).id, status: 'final' });
    expect(board.totalPlayers).toBe(5);
    expect(lines(board)).toEqual([
      [1, name(ann), 50],
      [2, name(bob), 50],
      [3, name(dan), 50],
      [4, name(cat), 50],
      [5, name(eve), -10],
    ]);
    expect(board.entries[0]).toEqual({
      rank: 1,
      displayName: name(ann),
      overperformancePercent: 50,
      currentPoints: 180,
      projectedPoints: 120,
      isMe: false,
    });
    // Fay has no NFL team with points this week: not ranked, not hidden.
    expect(board.me).toEqual({ hidden: false, entry: null });
    const served = JSON.stringify(board);
    for (const player of [ann, bob, cat, dan, eve]) {
      expect(served).not.toContain(player.userId);
      expect(served).not.toContain(player.email);
    }
  });

  it("marks the player's own line, keeps each sport and week apart, and selects a previous week", async () => {
    const mine = await boardOf(dan);
    expect(mine.me.entry).toMatchObject({ rank: 3, displayName: name(dan), isMe: true });
    expect(mine.entries.filter((e) => e.isMe).map((e) => e.rank)).toEqual([3]);

    expect(lines(await boardOf(eve, '', 'NBA'))).toEqual([[1, name(eve), 30]]);
    expect(lines(await boardOf(ann, '', 'MLB'))).toEqual([]);

    const last = await boardOf(fay, `?week=${previousGameWeek(week).id}`);
    expect(last.week.status).toBe('final');
    expect(lines(last)).toEqual([[1, name(fay), 100]]);
    expect(last.me.entry).toMatchObject({ rank: 1, isMe: true });
  });

  it('hides a player who switches the leaderboard off, for everyone at once, and shows them again when switched back on', async () => {
    await showOnLeaderboard(ann, false);
    // Ann's own next read waits for her change (read-your-writes); everyone else's once the read models have it.
    const own = await boardOf(ann);
    expect(own.me).toEqual({ hidden: true, entry: null });
    expect(own.entries.map((e) => e.displayName)).not.toContain(name(ann));
    await system.runner.catchUp();
    const others = await boardOf(bob);
    expect(others.totalPlayers).toBe(4);
    expect(lines(others)).toEqual([
      [1, name(bob), 50],
      [2, name(dan), 50],
      [3, name(cat), 50],
      [4, name(eve), -10],
    ]);
    expect((await system.client().get('/api/leaderboard/NFL')).status).toBe(401);

    // Saving other settings without the switch keeps her hidden.
    const saved = (await ann.client.get('/api/profile/settings')).json as unknown as SettingsResponse;
    expect(saved.showOnLeaderboard).toBe(false);
    const { lastName, timeZone, emailPreferences } = saved;
    await ann.client.request('PUT', '/api/profile/settings', { body: { firstName: 'Ann', lastName, timeZone, emailPreferences } });
    expect((await boardOf(ann)).me.hidden).toBe(true);

    await showOnLeaderboard(ann, true);
    expect((await boardOf(ann)).me).toMatchObject({ hidden: false, entry: { rank: 1, isMe: true } });
    await system.runner.catchUp();
    expect(lines(await boardOf(bob))[0]).toEqual([1, name(ann), 50]);
  });

  it('refuses an unknown sport, a date that starts no game week and a week to come, and changes nothing', async () => {
    const refused = async (path: string, status: number, message: string) => {
      const answer = await bob.client.get(path);
      expect(answer.status).toBe(status);
      expect(answer.json).toMatchObject({ message: expect.stringContaining(message) });
    };
    await refused('/api/leaderboard/NHL', 400, texts.server.leaderboardBadSport);
    await refused('/api/leaderboard/nfl', 400, texts.server.leaderboardBadSport);
    await refused('/api/leaderboard/NFL?week=2026-11-18', 400, texts.server.leaderboardBadWeek);
    await refused('/api/leaderboard/NFL?week=next', 400, texts.server.leaderboardBadWeek);
    await refused('/api/leaderboard/NFL?week=2026-02-30', 400, texts.server.leaderboardBadWeek);
    await refused('/api/leaderboard/NFL?week=2026-11-24', 422, texts.server.leaderboardFutureWeek);
    expect((await boardOf(bob)).totalPlayers).toBe(5);
  });
});
