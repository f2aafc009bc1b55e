import { execFile } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checksumProjector } from '@fr/projections';
import { coinsOf, signUpVerifiedPlayer, startTestSystem, type TestSystem } from '../testing/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system?.close();
});

const rebuild = (...names: string[]) =>
  new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'backend/src/entrypoints/rebuild-projections.ts', ...names],
      { env: { ...process.env, DATABASE_URL: system.database.url, DATA_DIR: system.dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });

it('rebuilds a named read model blue/green beside a running server, and refuses a name it does not know', async () => {
  const player = await signUpVerifiedPlayer(system, 'rebuild');
  expect((await player.client.post('/api/gamification/daily-checkin', { timeZone: 'UTC' })).status).toBe(200);
  await system.runner.catchUp();
  const coins = system.runner.projectors.find((p) => p.name === 'coins')!;
  const before = await checksumProjector(system.services.pool, coins);
  const balance = await coinsOf(player.client);

  const done = await rebuild('coins');
  expect(done.code, done.out).toBe(0);
  expect(done.out).toContain('read models rebuilt and swapped in');
  expect(await checksumProjector(system.services.pool, coins)).toBe(before);
  expect(await coinsOf(player.client)).toBe(balance);

  const refused = await rebuild('no_such_model');
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('no such read model');
});
