import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@fr/contracts';
import { TestClient } from '../testing/http-client';
import { newPlayer } from '../testing/test-system';
import { startSystem, type RunningSystem } from './system';

let root: string;
let system: RunningSystem;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fr-embedded-'));
  system = await startSystem({
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1' },
    dataDir: join(root, 'data'),
    staticDir: join(root, 'no-client'),
    redisUrl: null,
    port: 0,
    embedded: true,
  });
});
afterAll(async () => {
  await system?.stop();
  await rm(root, { recursive: true, force: true });
});

it('the embedded mode caches sessions with no bus at all, and a sign-out ends the cached session at once', async () => {
  expect(system.config.database.kind).toBe('pglite');
  const player = newPlayer('embedded');
  const client = new TestClient(system.url);
  expect((await client.post('/api/auth/signup', player)).status).toBe(201);
  expect((await client.get('/api/coins')).status).toBe(200);
  const sessionId = client.cookies.get(SESSION_COOKIE)!;
  expect(system.services.sessions.holds(sessionId)).toBe(true);
  // The old cookie, kept by someone else: the sign-out drops the cached copy in the one process there is.
  const copy = new TestClient(system.url);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  expect((await client.post('/api/auth/signout')).status).toBe(200);
  expect(system.services.sessions.holds(sessionId)).toBe(false);
  expect((await copy.get('/api/coins')).status).toBe(401);
});
