import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountStream, apiRoutes } from '@fr/contracts';
import { startSystem, type RunningSystem } from '../../system/system';
import { TestClient } from '../../testing/http-client';
import { newPlayer } from '../../testing/test-system';

let root: string;
let system: RunningSystem;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fr-embedded-privacy-'));
  system = await startSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' }, dataDir: join(root, 'data'), redisUrl: null, port: 0 });
});
afterAll(async () => {
  await system?.stop();
  await rm(root, { recursive: true, force: true });
});

it('seals, exports and erases on the embedded database (one PGlite session) as on PostgreSQL', async () => {
  expect(system.services.store.name).toBe('pglite');
  const player = newPlayer('emb');
  const client = new TestClient(system.url);
  const signedUp = await client.post(apiRoutes.authSignUp.path, player);
  expect(signedUp.status).toBe(201);
  const userId = (signedUp.json!.user as { userId: string }).userId;
  const raw = async () => JSON.stringify((await system.services.pool.query('SELECT stream_id, data FROM es_events')).rows);
  expect(await raw()).not.toContain(player.email);

  expect((await client.post(apiRoutes.requestDataExport.path)).json).toMatchObject({ delivery: 'download' });
  expect((await client.post(apiRoutes.deleteAccount.path, { password: player.password })).status).toBe(200);
  const registered = (await system.services.store.read(accountStream(userId))).find((e) => e.type === 'AccountRegistered');
  expect(registered?.data).toMatchObject({ username: '', email: '' });
  expect((await new TestClient(system.url).post(apiRoutes.authSignIn.path, player)).status).toBe(401);
});
