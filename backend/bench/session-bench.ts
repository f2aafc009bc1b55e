import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { SESSION_COOKIE } from '@fr/contracts';
import type { RunningSystem } from '../src/system/system';
import { TestClient } from '../src/testing/http-client';
import { withBenchSystem } from './bench-database';
import { bareKoa, loadRow, loadTest } from './http-bench';
import { figure, type BenchTable } from './table';

const REQUESTS = 20_000;
const CONNECTIONS = 32;

/**
 * GET /api/coins of a signed-in player, with the session read from PostgreSQL on every request (and the account stream
 * read to check the account exists) and with the per-process session cache, each against bare Koa answering the
 * same body in the same run. Two systems one after the other on one database, with one session secret, so the
 * player's cookie works on both; PostgreSQL's LISTEN/NOTIFY is the session bus (no Redis).
 */
export async function benchSessionCache(pool: pg.Pool): Promise<BenchTable> {
  // One session secret and one data key for both systems (each has its own data folder): the cookie and the sealed
  // personal fields of the first are the second's too.
  const env = {
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  let headers: Record<string, string> = {};
  let body: unknown = null;
  let sessionId = '';
  const measure = (system: RunningSystem) => loadTest(`${system.url}/api/coins`, REQUESTS, CONNECTIONS, { headers });

  const uncached = await withBenchSystem(
    pool,
    async (system) => {
      const client = new TestClient(system.url);
      await client.post('/api/auth/signup', { username: 'sessionbench', email: 'sessions@example.com', password: 'bench password' });
      headers = { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
      sessionId = client.cookies.get(SESSION_COOKIE)!;
      body = (await client.get('/api/coins')).json;
      return measure(system);
    },
    { env, sessionCache: false },
  );
  const cached = await withBenchSystem(
    pool,
    async (system) => {
      const result = await measure(system);
      if (!system.services.sessions.holds(sessionId)) throw new Error('the session cache did not keep the session');
      return result;
    },
    { env },
  );
  const bare = await bareKoa(body);
  const baseline = await loadTest(bare.url, REQUESTS, CONNECTIONS);
  await bare.close();

  return {
    title: `GET /api/coins signed in, ${CONNECTIONS} connections: session from PostgreSQL vs the session cache`,
    rows: [
      loadRow('session read from PostgreSQL on each request', uncached, baseline),
      loadRow('session from the per-process cache', cached, baseline),
      loadRow('bare Koa, same JSON body', baseline, baseline),
    ],
    figures: [
      figure('sessions: GET /api/coins, session from PostgreSQL', 'req/s', uncached.perSecond, baseline.perSecond),
      figure('sessions: GET /api/coins, session cache', 'req/s', cached.perSecond, baseline.perSecond),
      figure('sessions: bare Koa, same JSON body (baseline)', 'req/s', baseline.perSecond),
    ],
    notes: [
      `${REQUESTS.toLocaleString('en-US')} requests each from a separate load process; ratio = req/s over bare Koa's in this run`,
      'uncached: each request reads its http_sessions row and the account stream (does the account exist); cached: neither, after the first',
    ],
  };
}
