import type pg from 'pg';
import { defaultTiers, teamStream } from '@fr/contracts';
import { openEventStore } from '../src/eventstore';
import { teamDecider } from '../src/features/fantasy/domain/team';

import { TestClient } from '../src/testing/http-client';
import { CommandHandler } from '../src/write/command-handler';
import { eventIdFor } from '../src/write/event-ids';
import { withBenchSystem } from './bench-database';
import { bareKoa, loadTest } from './http-bench';
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

/**
 * Scoring 10,000 teams that each reach all five tiers: ticket events appended per second vs raw inserts of as many
 * rows. Twice: by a process that has never seen the teams (each team's stream is read, then appended to), and by the
 * worker that synced them, whose command handler still holds each team's state (an append only).
 */
export async function benchScoring(pool: pg.Pool): Promise<BenchTable> {
  const store = await openEventStore({ kind: 'postgres', pool });
  const count = 10_000;
  const concurrency = 8;
  const syncer = new CommandHandler(store);
  for (let start = 0; start < 2 * count; start += 1000) {
    await Promise.all(
      Array.from({ length: 1000 }, (_, j) => {
        const team = syncedTeam(start + j);
        if (start + j >= count) {
          return syncer.handle({
            streamId: teamStream(team.teamId),
            decider: teamDecider,
            command: { type: 'RecordSync', ...team },
            context: { now: NOW },
          });
        }
        return store.append(
          teamStream(team.teamId),
          teamDecider
            .decide({ type: 'RecordSync', ...team }, teamDecider.initialState(), { now: NOW })
            .map((e, k) => ({ eventId: eventIdFor(`seed:${team.teamId}:${k}`), type: e.type, data: e.data })),
        );
      }),
    );
  }
  let ticketEvents = 0;
  const score = (handler: CommandHandler, offset: number) =>
    measureConcurrent(count, concurrency, async (i) => {
      const result = await handler.handle({
        streamId: teamStream(`bench-team-${offset + i}`),
        decider: teamDecider,
        command: { type: 'Score', tiers },
        context: { now: NOW },
      });
      ticketEvents += result.events.length;
    });
  const cold = await score(new CommandHandler(store), 0);
  const warm = await score(syncer, count);
  const perTeam = ticketEvents / (2 * count);
  await pool.query('CREATE TABLE raw_events (LIKE es_events INCLUDING ALL)');
  const raw = await measureConcurrent(count, concurrency, (i) =>
    pool.query(
      `INSERT INTO raw_events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
       SELECT $1, 2 + n, $1 || ':' || n, 'TicketAwarded', 1, $2, '{}'::jsonb FROM generate_series(1, $3) AS n`,
      [`raw-team-${i}`, JSON.stringify(syncedTeam(i).score), perTeam],
    ),
  );
  const row = (measurement: string, t: { perSecond: number; p99Ms: number }) => ({
    measurement,
    'teams/s': t.perSecond,
    'events/s': t.perSecond * perTeam,
    'p99 ms': t.p99Ms,
    ratio: t.perSecond / raw.perSecond,
  });
  return {
    title: `Scoring ${count.toLocaleString('en-US')} teams (concurrency ${concurrency})`,
    rows: [
      row('score, teams not cached: read stream, decide, append', cold),
      row('score, teams cached by the syncing worker: decide, append', warm),
      row('raw INSERT of the same rows', raw),
    ],
    figures: [
      figure(`scoring: ${count} teams, read stream, decide, append`, 'teams/s', cold.perSecond, raw.perSecond),
      figure(`scoring: ${count} teams cached, decide, append`, 'teams/s', warm.perSecond, raw.perSecond),
      figure(`scoring: ${count} teams, raw INSERT of the same rows (baseline)`, 'teams/s', raw.perSecond),
    ],
    notes: [
      `each team earns ${perTeam} events (Experience + 4 tickets); ratio = scoring / raw throughput`,
      `${count.toLocaleString('en-US')} teams take ${(count / cold.perSecond).toFixed(1)} s uncached, ${(count / warm.perSecond).toFixed(1)} s cached`,
    ],
  };
}

/** GET /api/teams for a player with 30 teams under 32 connections, beside a bare Koa route answering the same JSON. */
export async function benchTeamsRoute(pool: pg.Pool): Promise<BenchTable> {
  return withBenchSystem(pool, async (system) => {
    const client = new TestClient(system.url);
    await client.post('/api/auth/signup', { username: 'benchplayer', email: 'bench@example.com', password: 'bench password' });
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
    const teams = await loadTest(`${system.url}/api/teams`, 20_000, 32, { headers: { cookie } });
    const bare = await bareKoa(body);
    const baseline = await loadTest(bare.url, 20_000, 32);
    await bare.close();
    return {
      title: 'GET /api/teams, 30 teams, 32 connections',
      rows: [
        { route: 'GET /api/teams (session, read model)', 'req/s': teams.perSecond, 'p50 ms': teams.p50Ms, 'p99 ms': teams.p99Ms },
        { route: 'bare Koa, same JSON body', 'req/s': baseline.perSecond, 'p50 ms': baseline.p50Ms, 'p99 ms': baseline.p99Ms },
        { route: 'ratio', 'req/s': teams.perSecond / baseline.perSecond, 'p50 ms': '', 'p99 ms': '' },
      ],
      figures: [
        figure('teams route: GET /api/teams, 30 teams', 'req/s', teams.perSecond, baseline.perSecond),
        figure('teams route: bare Koa, same JSON body (baseline)', 'req/s', baseline.perSecond),
      ],
      notes: [
        '20,000 requests each from a separate load process; the full route runs request id, logging (silent), security headers, the session (from the per-process cache after the first request), CSRF cookie and a read-model query',
      ],
    };
  });
}
