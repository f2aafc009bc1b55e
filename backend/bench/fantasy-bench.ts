import type pg from 'pg';
import { defaultTiers, teamStream } from '@fr/contracts';
import { openEventStore } from '../src/eventstore';
import { teamDecider } from '../src/features/fantasy/domain/team';

import { TestClient } from '../src/testing/http-client';
import { CommandHandler } from '../src/write/command-handler';
import { eventIdFor } from '../src/write/event-ids';
import { withBenchSystem } from './bench-database';
import { bareKoa, loadRow, loadTest } from './http-bench';
import { measureConcurrent } from './measure';
import { figure, type BenchTable } from './table';

const WEEK = '2026-11-17';
const NOW = new Date('2026-11-22T20:00:00Z');
const tiers = defaultTiers.map((t) => ({ level: t.id, multiplier: t.pointsMultiplier, ticketCount: t.ticketCount }));

function syncedTeam(i: number, userId = `bench-user-${i % 500}`) {
  const teamId = `bench-team-${i}`;
  return {
    teamId,
    meta: {
      teamId,
      userId,
      provider: 'demo',
      teamKey: `k${i}`,
      name: `Team ${i}`,
      sport: 'NFL' as const,
      league: 'Bench League',
      platform: 'Yahoo Fantasy',
    },
    score: {
      teamId,
      userId,
      week: WEEK,
      currentPoints: 151,
      projectedPoints: 100,
      isActive: false,
      projectionIsFallback: false,
      gameProgress: 1,
    },
  };
}

/** Teams per multi-stream append, and batches in flight at once, when the scoring job scores teams in batches. */
const BATCH = 500;
const BATCH_CONCURRENCY = 2;

/**
 * Scoring 10,000 teams that each reach all five tiers: teams scored per second vs raw inserts of as many rows. Three
 * times, each on teams not scored yet: one append per team (concurrency 8) by a process that has never seen the teams;
 * then in batches of 500 teams per multi-stream append (`handleMany`), by such a process (each team's stream is read,
 * then the batch appended) and by the worker that synced them, whose command handler still holds each team's state.
 */
export async function benchScoring(pool: pg.Pool): Promise<BenchTable> {
  const store = await openEventStore({ kind: 'postgres', pool });
  const count = 10_000;
  const concurrency = 8;
  const syncer = new CommandHandler(store);
  const recordSync = (i: number) => ({ type: 'RecordSync' as const, ...syncedTeam(i) });
  // Teams 0 to 19,999 are written straight to the store; 20,000 to 29,999 synced by the worker that scores them later.
  for (let start = 0; start < 3 * count; start += BATCH) {
    const indexes = Array.from({ length: BATCH }, (_, j) => start + j);
    if (start >= 2 * count) {
      await syncer.handleMany(
        indexes.map((i) => ({
          streamId: teamStream(syncedTeam(i).teamId),
          decider: teamDecider,
          command: recordSync(i),
          context: { now: NOW },
        })),
      );
      continue;
    }
    await store.appendMany(
      indexes.map((i) => ({
        streamId: teamStream(syncedTeam(i).teamId),
        expectedVersion: 'no_stream' as const,
        events: teamDecider
          .decide(recordSync(i), teamDecider.initialState(), { now: NOW })
          .map((e, k) => ({ eventId: eventIdFor(`seed:${syncedTeam(i).teamId}:${k}`), type: e.type, data: e.data })),
      })),
    );
  }
  let ticketEvents = 0;
  const scoreCommand = (i: number) => ({
    streamId: teamStream(`bench-team-${i}`),
    decider: teamDecider,
    command: { type: 'Score' as const, tiers },
    context: { now: NOW },
  });
  const oneByOne = new CommandHandler(store);
  const perTeam = await measureConcurrent(count, concurrency, async (i) => {
    const result = await oneByOne.handle(scoreCommand(i));
    ticketEvents += result.events.length;
  });
  const batches = (handler: CommandHandler, offset: number) =>
    measureConcurrent(count / BATCH, BATCH_CONCURRENCY, async (b) => {
      const results = await handler.handleMany(Array.from({ length: BATCH }, (_, j) => scoreCommand(offset + b * BATCH + j)));
      ticketEvents += results.reduce((sum, result) => sum + result.events.length, 0);
    });
  const cold = await batches(new CommandHandler(store), count);
  const warm = await batches(syncer, 2 * count);
  const eventsPerTeam = ticketEvents / (3 * count);
  await pool.query('CREATE TABLE raw_events (LIKE es_events INCLUDING ALL)');
  const raw = await measureConcurrent(count, concurrency, (i) =>
    pool.query(
      `INSERT INTO raw_events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
       SELECT $1, 2 + n, $1 || ':' || n, 'TicketAwarded', 1, $2, '{}'::jsonb FROM generate_series(1, $3) AS n`,
      [`raw-team-${i}`, JSON.stringify(syncedTeam(i).score), eventsPerTeam],
    ),
  );
  // A batch's throughput counts teams; its latency is the whole batch's.
  const inTeams = (t: { perSecond: number; p99Ms: number }) => ({ perSecond: t.perSecond * BATCH, p99Ms: t.p99Ms });
  const row = (measurement: string, t: { perSecond: number; p99Ms: number }) => ({
    measurement,
    'teams/s': t.perSecond,
    'events/s': t.perSecond * eventsPerTeam,
    'p99 ms': t.p99Ms,
    ratio: t.perSecond / raw.perSecond,
  });
  return {
    title: `Scoring ${count.toLocaleString('en-US')} teams`,
    rows: [
      row(`score one team per append (concurrency ${concurrency}), not cached: read stream, decide, append`, perTeam),
      row(`score ${BATCH} teams per appendMany (${BATCH_CONCURRENCY} at once), not cached: read streams, decide, append`, inTeams(cold)),
      row(
        `score ${BATCH} teams per appendMany (${BATCH_CONCURRENCY} at once), cached by the syncing worker: decide, append`,
        inTeams(warm),
      ),
      row(`raw INSERT of the same rows (one team per statement, concurrency ${concurrency})`, raw),
    ],
    figures: [
      figure(`scoring: ${count} teams, read stream, decide, append`, 'teams/s', perTeam.perSecond, raw.perSecond),
      figure(
        `scoring: ${count} teams in batches of ${BATCH}, read streams, decide, appendMany`,
        'teams/s',
        cold.perSecond * BATCH,
        raw.perSecond,
      ),
      figure(
        `scoring: ${count} teams cached, in batches of ${BATCH}, decide, appendMany`,
        'teams/s',
        warm.perSecond * BATCH,
        raw.perSecond,
      ),
      figure(`scoring: ${count} teams, raw INSERT of the same rows (baseline)`, 'teams/s', raw.perSecond),
    ],
    notes: [
      `each team earns ${eventsPerTeam} events (Experience + 4 tickets); ratio = scoring / raw throughput; p99 of a batch row is a whole batch's`,
      `${count.toLocaleString('en-US')} teams take ${(count / perTeam.perSecond).toFixed(1)} s one by one, ${(count / (cold.perSecond * BATCH)).toFixed(1)} s in batches uncached, ${(count / (warm.perSecond * BATCH)).toFixed(1)} s cached`,
    ],
  };
}

/** GET /api/teams for a player with 30 teams under 32 connections; `readCache` false reads the read model each time. */
function loadTeamsRoute(pool: pg.Pool, readCache: boolean) {
  return withBenchSystem(
    pool,
    async (system) => {
      const client = new TestClient(system.url);
      const username = readCache ? 'benchplayer' : 'benchreader';
      await client.post('/api/auth/signup', { username, email: `${username}@example.com`, password: 'bench password' });
      const userId = ((await client.get('/api/auth/status')).json as { userId: string }).userId;
      for (let i = 0; i < 30; i++) {
        const team = syncedTeam(i, userId);
        await system.services.commands.handle({
          streamId: teamStream(team.teamId),
          decider: teamDecider,
          command: { type: 'RecordSync', ...team },
          context: { now: NOW },
        });
      }
      await system.runner.catchUp();
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const body = (await client.get('/api/teams')).json;
      if (readCache !== system.services.readCache.holds(`teams:${userId}`)) throw new Error('the read cache is not as the bench asked');
      return { body, load: await loadTest(`${system.url}/api/teams`, 20_000, 32, { headers: { cookie } }) };
    },
    { readCache },
  );
}

/** GET /api/teams for a player with 30 teams under 32 connections, beside a bare Koa route answering the same JSON. */
export async function benchTeamsRoute(pool: pg.Pool): Promise<BenchTable> {
  const readModel = (await loadTeamsRoute(pool, false)).load;
  const { body, load: teams } = await loadTeamsRoute(pool, true);
  const bare = await bareKoa(body);
  const baseline = await loadTest(bare.url, 20_000, 32);
  await bare.close();
  return {
    title: 'GET /api/teams, 30 teams, 32 connections',
    rows: [
      loadRow('GET /api/teams (session, read cache)', teams, baseline),
      loadRow('GET /api/teams (session, read model each time)', readModel, baseline),
      loadRow('bare Koa, same JSON body', baseline, baseline),
    ],
    figures: [
      figure('teams route: GET /api/teams, 30 teams', 'req/s', teams.perSecond, baseline.perSecond),
      figure('teams route: GET /api/teams, 30 teams, read model each time', 'req/s', readModel.perSecond, baseline.perSecond),
      figure('teams route: bare Koa, same JSON body (baseline)', 'req/s', baseline.perSecond),
    ],
    notes: [
      '20,000 requests each from a separate load process; the full route runs request id, logging (silent), security headers, the session (from the per-process cache after the first request), CSRF cookie, then the teams from the read cache (the product) or a read-model query (the cache off)',
    ],
  };
}
