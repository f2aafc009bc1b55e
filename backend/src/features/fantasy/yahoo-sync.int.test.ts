import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts';
import type { TestClient } from '../../testing/http-client';
import { newPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';
import { startYahooStandIn, type YahooStandIn } from '../../testing/yahoo-stand-in';
import type { FixtureTeam } from '../../testing/yahoo-fixtures';

/** The whole loop against the Yahoo stand-in: connect, sync, tickets, a stat correction, throttling, an outage. */
let yahoo: YahooStandIn;
let system: TestSystem;
let client: TestClient;
const teams: FixtureTeam[] = [
  {
    teamKey: '449.l.528423.t.3',
    name: 'Chiefs Kingdom',
    gameCode: 'nfl',
    leagueName: 'Sunday Gridiron Legends',
    points: '130.00',
    projected: '100.00',
  },
  {
    teamKey: '454.l.175298.t.7',
    name: 'Lakers Legacy',
    gameCode: 'nba',
    leagueName: 'Hardwood Heroes',
    points: '90.00',
    projected: null,
    games: { remaining: 3, live: 1, completed: 2 },
  },
];

beforeAll(async () => {
  yahoo = await startYahooStandIn({ teams });
  system = await startTestSystem({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      TRUST_PROXY_HOPS: '1',
      YAHOO_CLIENT_ID: yahoo.clientId,
      YAHOO_CLIENT_SECRET: yahoo.clientSecret,
      YAHOO_AUTH_BASE_URL: yahoo.url,
      YAHOO_API_BASE_URL: yahoo.url,
    },
  });
  system.services.now = () => new Date('2026-11-22T20:00:00Z');
  client = system.client();
  await client.post('/api/auth/signup', newPlayer('y'));
});
afterAll(async () => {
  await system?.close();
  await yahoo?.close();
});

type Ticket = { id: string; tierAchieved: number; status: string };
const tickets = async () => ((await client.get('/api/raffle-tickets')).json as { tickets: Ticket[] }).tickets;

describe('Yahoo Fantasy, end to end against the stand-in', () => {
  it('connects with a pasted code and stores the connection', async () => {
    expect((await client.get('/api/auth/status')).json).toMatchObject({ configured: true });
    const { authUrl, state } = (await client.post('/api/auth/yahoo/initiate')).json as { authUrl: string; state: string };
    expect(authUrl.startsWith(`${yahoo.url}/oauth2/request_auth?`)).toBe(true);
    const page = await (await fetch(authUrl)).text();
    const code = /id="oob-code">([^<]+)</.exec(page)?.[1];
    const rejected = await client.post('/api/auth/yahoo/callback', { code: 'not-a-code', state });
    expect(rejected.status).toBe(422);
    expect(rejected.json?.message).toBe(texts.server.oauthCodeRejected);
    expect((await client.post('/api/auth/yahoo/callback', { code, state })).status).toBe(200);
  });

  it('syncs, awards tickets for the tiers reached and uses the fallback projection when Yahoo has none', async () => {
    expect((await client.post('/api/sync')).json).toEqual({ success: true, teamsFound: 2 });
    expect((await tickets()).map((t) => t.tierAchieved).sort()).toEqual([2, 3, 4]);
    const { teams: grouped } = (await client.get('/api/teams')).json as { teams: Record<string, Array<{ projectedPoints: number }>> };
    expect(grouped.NBA![0]!.projectedPoints).toBe(200);
  });

  it('revokes provisional tickets after a downward stat correction, with their own events', async () => {
    teams[0]!.points = '115.00';
    await client.post('/api/sync');
    expect((await tickets()).map((t) => t.tierAchieved)).toEqual([2]);
    const { rows } = await system.services.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM es_events WHERE type = 'TicketRevoked'",
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('survives Yahoo throttling (HTTP 999) and an expired access token', async () => {
    yahoo.expireAccessTokens();
    yahoo.throttle(2);
    expect((await client.post('/api/sync')).json).toEqual({ success: true, teamsFound: 2 });
  });

  it('answers 502 when Yahoo is down, and changes nothing', async () => {
    // Draw periods open on their own every minute (draw-tick): count everything else.
    const count = async () =>
      (await system.services.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE stream_id NOT LIKE 'draw-%'`))
        .rows[0]!.n;
    const before = await count();
    yahoo.down('unavailable');
    try {
      const response = await client.post('/api/sync');
      expect(response.status).toBe(502);
      expect(response.json).toEqual({ error: 'bad_gateway', message: texts.server.providerUnavailable });
    } finally {
      yahoo.down(null);
    }
    expect(await count()).toBe(before);
  });

  it('links one Yahoo account to one player: a second player linking it is refused and gets no credentials', async () => {
    const other = system.client();
    await other.post('/api/auth/signup', newPlayer('y2'));
    const { authUrl, state } = (await other.post('/api/auth/yahoo/initiate')).json as { authUrl: string; state: string };
    const code = /id="oob-code">([^<]+)</.exec(await (await fetch(authUrl)).text())?.[1];
    const refused = await other.post('/api/auth/yahoo/callback', { code, state });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ error: 'conflict', message: texts.server.providerAccountTaken });
    expect((await other.post('/api/sync')).status).toBe(422);
    // The owner reconnecting is fine.
    const again = (await client.post('/api/auth/yahoo/initiate')).json as { authUrl: string; state: string };
    const ownCode = /id="oob-code">([^<]+)</.exec(await (await fetch(again.authUrl)).text())?.[1];
    expect((await client.post('/api/auth/yahoo/callback', { code: ownCode, state: again.state })).status).toBe(200);
  });
});
