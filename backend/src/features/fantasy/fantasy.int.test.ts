import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_REQUESTS_PER_PLAYER, texts } from '@fr/contracts';
import type { TestClient } from '../../testing/http-client';
import { newPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
/** The system's own clock, put back after a test moved it. */
let realNow: () => Date;
/** Sunday 23:30 New York: the NFL window is almost over, so the demo teams' points are near their final values. */
const lateSunday = new Date('2026-11-23T04:30:00Z');

beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'true' } });
  realNow = system.services.now;
});
afterAll(async () => {
  await system?.close();
});

async function signedUp(): Promise<TestClient> {
  const client = system.client();
  expect((await client.post('/api/auth/signup', newPlayer('f'))).status).toBe(201);
  return client;
}

async function connect(client: TestClient): Promise<void> {
  const initiate = await client.post('/api/auth/fantasy/initiate');
  expect(initiate.status).toBe(200);
  const { authUrl, state } = initiate.json as { authUrl: string; state: string };
  const page = await client.get(new URL(authUrl).pathname + new URL(authUrl).search);
  expect(page.headers.get('content-type')).toContain('text/html');
  const code = /DEMO-[A-Z0-9-]+/.exec(page.text)?.[0];
  expect(code).toBeTruthy();
  const callback = await client.post('/api/auth/fantasy/callback', { code: `  ${code}  `, state });
  expect(callback.json).toEqual({ message: texts.fantasy.accountConnectedMessage });
}

// Draw periods open on their own every minute (draw-tick), whenever a test crosses one: count everything else.
const eventCount = async () =>
  (await system.services.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE stream_id NOT LIKE 'draw-%'`)).rows[0]!
    .n;

describe('connect the demo provider', () => {
  it('says the provider is configured', async () => {
    expect((await system.client().get('/api/auth/status')).json).toMatchObject({ configured: true });
  });

  it('refuses a wrong state, an empty code and a code the provider rejects, and changes nothing', async () => {
    const client = await signedUp();
    const { state } = (await client.post('/api/auth/fantasy/initiate')).json as { state: string };
    const before = await eventCount();
    const wrongState = await client.post('/api/auth/fantasy/callback', { code: 'DEMO-AAAA-BBBB', state: `${state}x` });
    expect(wrongState.status).toBe(400);
    const empty = await client.post('/api/auth/fantasy/callback', { code: '   ', state });
    expect(empty.status).toBe(400);
    expect(empty.json?.message).toBe('Please enter the authorization code from the provider.');
    const rejected = await client.post('/api/auth/fantasy/callback', { code: 'DEMO-AAAA-BBBB', state });
    expect(rejected.status).toBe(422);
    expect(await eventCount()).toBe(before);
    expect((await client.post('/api/sync')).status).toBe(422);
  });

  it('needs a signed-in player and knows only the configured provider', async () => {
    expect((await system.client().post('/api/auth/fantasy/initiate')).status).toBe(401);
    const client = await signedUp();
    expect((await client.post('/api/auth/nonsense/initiate')).status).toBe(404);
  });
});

describe('sync, teams, scoring and tickets', () => {
  it('syncs teams grouped by sport; a second sync appends nothing', async () => {
    const client = await signedUp();
    await connect(client);
    system.services.now = () => new Date('2026-11-18T15:00:00Z');
    try {
      const sync = await client.post('/api/sync');
      expect(sync.json).toEqual({ success: true, teamsFound: 6 });
      const teams = (await client.get('/api/teams')).json as { teams: Record<string, Array<{ sport: string; currentPoints: number }>> };
      expect(Object.keys(teams.teams)).toEqual(['NFL', 'NBA', 'MLB']);
      for (const sport of ['NFL', 'NBA', 'MLB']) {
        expect(teams.teams[sport]!.length).toBeGreaterThan(0);
        expect(teams.teams[sport]!.every((t) => t.sport === sport)).toBe(true);
      }
      const before = await eventCount();
      expect((await client.post('/api/sync')).json).toEqual({ success: true, teamsFound: 6 });
      expect(await eventCount()).toBe(before);
      const challenges = (await client.get('/api/gamification/challenges')).json as unknown as Array<{ id: string; completed: boolean }>;
      expect(
        challenges
          .filter((c) => c.id.startsWith('sync-') && c.completed)
          .map((c) => c.id)
          .sort(),
      ).toEqual(['sync-yahoo-fantasy']);
    } finally {
      system.services.now = realNow;
    }
  });

  it('joins a sync that is running instead of starting another, and limits how often a player starts one', async () => {
    const client = await signedUp();
    await connect(client);
    const together = await Promise.all(Array.from({ length: 5 }, () => client.post('/api/sync')));
    expect(together.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // Those five joined one flight and counted once: the player may start the rest of the window's syncs one by one.
    for (let i = 1; i < SYNC_REQUESTS_PER_PLAYER; i++) expect((await client.post('/api/sync')).status).toBe(200);
    const limited = await client.post('/api/sync');
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ error: 'rate_limited', message: texts.server.syncRateLimited });
  });

  it('awards tickets once teams beat their projections, shows them on the dashboard, and never duplicates them', async () => {
    const client = await signedUp();
    await connect(client);
    system.services.now = () => lateSunday;
    try {
      await client.post('/api/sync');
      const { tickets } = (await client.get('/api/raffle-tickets')).json as {
        tickets: Array<{ id: string; tierAchieved: number; status: string; team: { sport: string } }>;
      };
      expect(tickets.length).toBeGreaterThan(0);
      expect(tickets.every((t) => t.status === 'provisional' && t.tierAchieved >= 2)).toBe(true);
      expect(new Set(tickets.map((t) => t.id)).size).toBe(tickets.length);
      const dashboard = (await client.get('/api/dashboard')).json as {
        tickets: { total: number };
        teamCount: number;
        activeStreak: number;
      };
      expect(dashboard.tickets.total).toBe(tickets.length);
      expect(dashboard.teamCount).toBe(6);
      expect(dashboard.activeStreak).toBe(1);
      await client.post('/api/sync');
      await client.post('/api/sync');
      expect(((await client.get('/api/raffle-tickets')).json as { tickets: unknown[] }).tickets).toHaveLength(tickets.length);
    } finally {
      system.services.now = realNow;
    }
  });

  it('the recurring sweep queues every connected player during game windows, and outside them only once an hour', async () => {
    const sweep = () => system.jobs.enqueueAndWait('sync-all', {}, { timeoutMs: 20_000 });
    const client = await signedUp();
    await connect(client);
    const connected = (await system.services.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM provider_credentials')).rows[0]!.n;
    try {
      system.services.now = () => new Date('2026-11-22T19:00:00Z'); // Sunday 14:00 New York: NFL window
      expect(await sweep()).toEqual({ queued: connected });
      system.services.now = () => new Date('2026-11-18T16:20:00Z'); // Wednesday 11:20: no window, not the top of the hour
      expect(await sweep()).toEqual({ queued: 0 });
      system.services.now = () => new Date('2026-11-18T16:02:00Z'); // Wednesday 11:02: the hourly sync
      expect(await sweep()).toEqual({ queued: connected });
    } finally {
      system.services.now = realNow;
    }
  });

  it('serves the five tiers from the live configuration', async () => {
    const tiers = (await system.client().get('/api/tiers')).json as unknown as Array<{
      id: number;
      tierName: string;
      pointsMultiplier: number;
    }>;
    expect(tiers.map((t) => [t.id, t.tierName, t.pointsMultiplier])).toEqual([
      [1, 'Rookie', 1.01],
      [2, 'Bronze', 1.1],
      [3, 'Silver', 1.2],
      [4, 'Gold', 1.3],
      [5, 'Platinum', 1.5],
    ]);
  });
});
