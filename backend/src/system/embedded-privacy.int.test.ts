import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSystem, type RunningSystem } from './system';

let root: string;
let system: RunningSystem;
const umask = process.umask();
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'fr-embedded-'));
  system = await startSystem({
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    dataDir: join(root, 'data'),
    redisUrl: null,
    roles: { api: false, projections: true, workers: false },
  });
});
afterAll(async () => {
  await system?.stop();
  process.umask(umask);
  await rm(root, { recursive: true, force: true });
});

async function modes(dir: string): Promise<Array<[string, number]>> {
  const found: Array<[string, number]> = [[dir, (await stat(dir)).mode & 0o777]];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) found.push(...(await modes(join(dir, entry.name))));
    else if (entry.isFile()) found.push([join(dir, entry.name), (await stat(join(dir, entry.name))).mode & 0o777]);
  }
  return found;
}

it('keeps the embedded database, its socket and its secrets private to the owner', async () => {
  expect(system.config.database.kind).toBe('pglite');
  const all = await modes(join(root, 'data'));
  expect(all.length).toBeGreaterThan(10);
  // Folders are the barrier: PGlite writes its files 0666 whatever the umask, but nobody else can enter a 0700 folder.
  const dirs = await Promise.all(all.map(async ([path, mode]) => ({ path, mode, dir: (await stat(path)).isDirectory() })));
  expect(dirs.filter((d) => d.dir && d.mode !== 0o700)).toEqual([]);
  expect(dirs.filter((d) => d.dir).length).toBeGreaterThan(3);
  for (const secret of ['session-secret']) expect(all).toContainEqual([join(root, 'data', secret), 0o600]);
  // No TCP port: the database answers on a unix socket in a folder only the owner can enter.
  const { host } = system.services.pool.options;
  expect(host).toMatch(/^\//);
  expect((await stat(host!)).mode & 0o777).toBe(0o700);
  // A random session secret, created on first start and kept in the data folder, instead of a public default.
  expect(system.config.sessionSecret).toHaveLength(44);
});
