import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { boostTypeIds, performanceBoostLevels } from '@fr/contracts';
import { CheckpointWatcher } from '@fr/projections';
import { SystemProcess, freePort } from '../src/chaos/processes';
import { postgresSessionBus } from '../src/platform/http/session-bus';
import { SessionCache } from '../src/platform/http/session-cache';
import { createLogger } from '../src/platform/logger';
import { openEventStore } from '../src/eventstore';
import { features } from '../src/features';
import { creditCoins } from '../src/features/coins';
import { projectorsOf } from '../src/feature';
import { TestClient } from '../src/testing/http-client';
import { CommandHandler } from '../src/write/command-handler';
import { benchDatabaseUrl } from './bench-database';
import { loadTest, type LoadRequest } from './http-bench';
import { bareCheckedRoute } from './shop-bench';
import { figure, type BenchTable } from './table';

const REQUESTS = 4_000;
const PLAYERS = 32;
/** tsx compiles the whole backend when a process starts; on a busy 2-core machine that takes several seconds. */
const HEALTHY_WITHIN_MS = 60_000;
const CATCH_UP_WITHIN_MS = 60_000;

interface ApiProcess {
  child: SystemProcess;
  url: string;
}

async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = new SystemProcess('api', { ...env, PORT: String(port) });
  child.start();
  return { child, url: `http://127.0.0.1:${port}` };
}

async function healthy({ child, url }: ApiProcess): Promise<void> {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API at ${url} did not answer /api/health within ${HEALTHY_WITHIN_MS} ms; its stderr: ${child.stderr}`);
}

/** Signs a player up through the API and returns the headers its purchases carry (session and CSRF cookies). */
async function signedUpPlayer(apiUrl: string, i: number): Promise<{ userId: string; headers: Record<string, string> }> {
  const client = new TestClient(apiUrl);
  await client.post('/api/auth/signup', { username: `scalebench${i}`, email: `scale${i}@example.com`, password: 'bench password' });
  const userId = ((await client.get('/api/auth/status')).json as { userId: string }).userId;
  return {
    userId,
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-csrf-token': client.csrfToken!,
      'content-type': 'application/json',
    },
  };
}

/**
 * POST /api/shop/purchase against one API process, then against two (separate node processes on the same database,
 * with one projections process beside them), as production runs them: does a second API process add throughput?
 */
export async function benchApiProcesses(pool: pg.Pool): Promise<BenchTable> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fr-bench-'));
  const databaseUrl = await benchDatabaseUrl(pool);
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    EVENT_STORE: 'postgres',
    // Empty counts as unset: no Redis, whatever the shell says. Purchases touch no rate limit, and sign-ups all go
    // through the first process, so its in-memory limits are the only ones counting them.
    REDIS_URL: '',
    // The same secret everywhere, so a session cookie signed by one process is valid on the other.
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    // Each TestClient sends an address of its own, so the per-address sign-up limit does not refuse the 32 players.
    TRUST_PROXY_HOPS: '1',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-client'),
  };
  const projections = new SystemProcess('projections', env);
  const apis: ApiProcess[] = [];
  const store = await openEventStore({ kind: 'postgres', pool });
  try {
    projections.start();
    for (let i = 0; i < 2; i++) apis.push(await startApi(env));
    await Promise.all(apis.map(healthy));
    const first = apis[0]!;

    const players = await Promise.all(Array.from({ length: PLAYERS }, (_, i) => signedUpPlayer(first.url, i)));
    const commands = new CommandHandler(store);
    const price = performanceBoostLevels[0].coinCost;
    for (const { userId } of players) {
      // Enough for every purchase of both runs and their warm-ups, even if a single player made them all.
      await creditCoins(
        { commands },
        { userId, commandId: 'bench-coins', amount: (2 * REQUESTS + 200) * price, lot: 'earned', from: 'mint', reason: 'bench' },
      );
    }

    const watcher = new CheckpointWatcher(pool, projectorsOf(features));
    const path = '/api/shop/purchase';
    /**
     * After the load, times how long the one projections process still needs to apply the whole log: whether it keeps
     * up with the writes. The next run then starts with the read models current instead of competing with a backlog.
     */
    const measure = async (requests: LoadRequest[]) => {
      const result = await loadTest(`${first.url}${path}`, REQUESTS, 32, requests);
      const answered = performance.now();
      if (!(await watcher.waitFor(await store.head(), CATCH_UP_WITHIN_MS))) {
        throw new Error(`the projections process did not catch up within ${CATCH_UP_WITHIN_MS} ms; its stderr: ${projections.stderr}`);
      }
      return { ...result, catchUpMs: performance.now() - answered };
    };
    const body = { boostTypeId: boostTypeIds.performance, level: 1 };
    const onFirst: LoadRequest[] = players.map(({ headers }) => ({ method: 'POST', headers, body }));
    // Player i always goes to process i mod 2, so each process serves half the players.
    const spread = onFirst.map((request, i) => ({ ...request, url: `${apis[i % apis.length]!.url}${path}` }));
    const one = await measure(onFirst);
    const two = await measure(spread);
    // The shop section's baseline in this topology: the same players' cookies checked by a bare route in this process.
    const log = createLogger('silent');
    const sessions = new SessionCache(postgresSessionBus(databaseUrl, pool, log), log);
    await sessions.start();
    const bare = await bareCheckedRoute(pool, sessions, env.SESSION_SECRET);
    const baseline = await loadTest(bare.url, REQUESTS, 32, onFirst).finally(async () => {
      await bare.close();
      await sessions.close();
    });
    const row = (processes: string, result: typeof baseline & { catchUpMs?: number }) => ({
      processes,
      'req/s': result.perSecond,
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      'catch-up ms': result.catchUpMs ?? '',
      ratio: result.perSecond / one.perSecond,
      'of bare': result.perSecond / baseline.perSecond,
    });
    return {
      title: 'POST /api/shop/purchase, 32 connections, API as separate processes',
      rows: [row('1 API process', one), row('2 API processes', two), row('bare Koa: session + CSRF + body', baseline)],
      figures: [
        figure('shop purchase: 2 API processes', 'req/s', two.perSecond, one.perSecond),
        figure('shop purchase: 1 API process (baseline)', 'req/s', one.perSecond),
        figure('shop purchase: 1 API process, of the bare route in this topology', 'req/s', one.perSecond, baseline.perSecond),
        figure('shop purchase: bare Koa beside the API processes (baseline)', 'req/s', baseline.perSecond),
      ],
      notes: [
        `${REQUESTS.toLocaleString('en-US')} requests per row from ${PLAYERS} players; ratio = req/s / one process; of bare = req/s / the bare route's`,
        "bare Koa = the shop section's baseline (session, CSRF, body, no domain work) in the bench process, on the same cookies, while the API and projections processes idle",
        'each API process is `node --import tsx backend/src/entrypoints/api.ts` on its own port, with the same database and SESSION_SECRET; with 2, player i goes to process i mod 2',
        'catch-up = how long after the last answer the one projections process had applied every event (what the next read waits for)',
        'one machine: its cores are shared by the load generator, PostgreSQL, the projections process and the API processes, so a second API process adds an event loop, not a core',
        'the ceiling is PostgreSQL writes: every purchase is one append transaction, and one projections process writes every read model',
      ],
    };
  } finally {
    // SIGKILL: nothing in them needs a clean stop, and the database is dropped WITH (FORCE) afterwards.
    await Promise.all([projections, ...apis.map((api) => api.child)].map((child) => child.kill()));
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
