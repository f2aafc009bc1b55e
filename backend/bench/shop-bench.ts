import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import type pg from 'pg';
import { cookieKeys } from '../src/platform/http/cookie-keys';
import { csrfProtection } from '../src/platform/http/csrf';
import { jsonBody } from '../src/platform/http/body';
import { sessionMiddleware } from '../src/platform/http/session';
import type { SessionCache } from '../src/platform/http/session-cache';
import { creditCoins } from '../src/features/coins';
import type { RunningSystem } from '../src/system/system';
import { TestClient } from '../src/testing/http-client';
import { withBenchSystem } from './bench-database';
import { cpuCells, loadRow, loadTestWithCpu } from './http-bench';
import { figure, type BenchTable } from './table';

const REQUESTS = 5_000;

/** The baseline: Koa with the same session store, CSRF check and body parser, answering without any domain work. */
export async function bareCheckedRoute(
  pool: pg.Pool,
  sessions: SessionCache,
  secret: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Koa();
  app.keys = cookieKeys([secret]);
  app.use(sessionMiddleware(app, pool, sessions, { secure: false }));
  app.use(csrfProtection({ secure: false }));
  app.use(jsonBody());
  app.use((ctx) => {
    if (!ctx.session?.userId) ctx.throw(401);
    ctx.body = { message: 'ok', coins: 0 };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/shop/purchase`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function signedUpPlayer(system: RunningSystem, i: number): Promise<Record<string, string>> {
  const client = new TestClient(system.url);
  await client.post('/api/auth/signup', { username: `shopbench${i}`, email: `shop${i}@example.com`, password: 'bench password' });
  const userId = ((await client.get('/api/auth/status')).json as { userId: string }).userId;
  await creditCoins(system.services, {
    userId,
    commandId: 'bench-coins',
    amount: (2 * REQUESTS + 200) * 500,
    lot: 'earned',
    from: 'mint',
    reason: 'bench',
  });
  return {
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-csrf-token': client.csrfToken!,
    'content-type': 'application/json',
  };
}

/** POST /api/shop/purchase with 32 connections beside a bare Koa route doing the same session and CSRF checks. */
export async function benchShopPurchase(pool: pg.Pool): Promise<BenchTable> {
  return withBenchSystem(
    pool,
    async (system) => {
      const players = await Promise.all(Array.from({ length: 32 }, (_, i) => signedUpPlayer(system, i)));
      const body = { boostTypeId: 'performance-boost', level: 1 };
      const asPlayers = players.map((headers) => ({ method: 'POST', headers, body }));
      const onePlayer = await loadTestWithCpu(`${system.url}/api/shop/purchase`, REQUESTS, 32, asPlayers[0]);
      const manyPlayers = await loadTestWithCpu(`${system.url}/api/shop/purchase`, REQUESTS, 32, asPlayers);
      const bare = await bareCheckedRoute(system.services.pool, system.services.sessions, system.config.sessionSecret);
      const baseline = await loadTestWithCpu(bare.url, REQUESTS, 32, asPlayers);
      await bare.close();
      return {
        title: 'POST /api/shop/purchase, 32 connections',
        rows: [
          { ...loadRow('purchase, 32 players', manyPlayers, baseline), ...cpuCells(manyPlayers.cpu) },
          { ...loadRow('purchase, 1 player (one stream)', onePlayer, baseline), ...cpuCells(onePlayer.cpu) },
          { ...loadRow('bare Koa: session + CSRF + body', baseline, baseline), ...cpuCells(baseline.cpu) },
        ],
        figures: [
          figure('shop purchase: 32 players', 'req/s', manyPlayers.perSecond, baseline.perSecond),
          figure('shop purchase: 1 player (one stream)', 'req/s', onePlayer.perSecond, baseline.perSecond),
          figure('shop purchase: bare Koa, session + CSRF + body (baseline)', 'req/s', baseline.perSecond),
          figure('shop purchase: 32 players, CPU of this process a request', 'µs', manyPlayers.cpu.server, baseline.cpu.server),
          ...(manyPlayers.cpu.postgres === null
            ? []
            : [figure('shop purchase: 32 players, CPU of PostgreSQL a request', 'µs', manyPlayers.cpu.postgres)]),
        ],
        notes: [
          `${REQUESTS.toLocaleString('en-US')} requests per row; ratio = req/s / bare route req/s`,
          'each purchase: validate, decide on the wallet, append BoostPurchased + CoinsDebited; the answer is built from the decided events',
          'and carries the read-your-writes token (the next request waits for the read models, this one does not)',
          'one player is the worst case: all 32 connections share one wallet stream (purchases queued on it are appended together)',
          'µs = CPU time a request cost on average: server = this process (API, projections and jobs run in it here), PostgreSQL = all',
          "its processes on this machine, load = the load generator's process; all of them share this machine's cores",
        ],
      };
    },
    { env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1' } },
  );
}
