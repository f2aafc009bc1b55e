import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpPlayer, startTestSystem, type TestSystem } from '../testing/test-system';
import { startSystem, type RunningSystem } from './system';

let api: TestSystem;
let projections: RunningSystem;
beforeAll(async () => {
  // Jobs run inline here, without Redis: the projections process shares only the database with the API process.
  api = await startTestSystem({ redisUrl: null });
  projections = await startSystem({
    databaseUrl: api.database.url,
    redisUrl: null,
    port: 0,
    dataDir: api.dataDir,
    staticDir: join(api.dataDir, 'no-client'),
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    roles: { api: false, projections: true, workers: false },
  });
});
afterAll(async () => {
  await projections?.stop();
  await api?.close();
});

it("wakes another process's projections on an append, rather than leaving them to their next poll", async () => {
  // Nothing else in the projections process wakes its runner: no commands run there.
  const woken = new Promise<void>((resolve) => {
    projections.runner.wake = () => resolve();
  });
  await signUpPlayer(api, 'woken');
  await woken;
  expect(await api.services.store.head()).not.toBe('');
});
