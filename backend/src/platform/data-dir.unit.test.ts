import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret, makePrivate } from './data-dir';

const dirs: string[] = [];
const temporary = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'data-dir-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the embedded data folder', () => {
  it('creates a secret once, even when two starters race, readable by the owner only', async () => {
    const dataDir = join(await temporary(), 'nested');
    const [first, concurrent] = await Promise.all([
      loadOrCreateSecret(dataDir, 'session-secret'),
      loadOrCreateSecret(dataDir, 'session-secret'),
    ]);
    expect(concurrent).toBe(first);
    expect(await loadOrCreateSecret(dataDir, 'session-secret')).toBe(first);
    expect((await readFile(join(dataDir, 'session-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(join(dataDir, 'session-secret'))).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first, 'base64')).toHaveLength(32);
  });

  it('makes an existing folder tree private, and files written afterwards too', async () => {
    const dataDir = await temporary();
    await mkdir(join(dataDir, 'pglite', 'base'), { recursive: true, mode: 0o755 });
    await writeFile(join(dataDir, 'pglite', 'base', 'table'), 'rows', { mode: 0o644 });
    const umask = process.umask();
    try {
      await makePrivate(dataDir);
      await writeFile(join(dataDir, 'pglite', 'later'), 'more');
      for (const [path, mode] of [
        [dataDir, 0o700],
        [join(dataDir, 'pglite'), 0o700],
        [join(dataDir, 'pglite', 'base'), 0o700],
        [join(dataDir, 'pglite', 'base', 'table'), 0o600],
        [join(dataDir, 'pglite', 'later'), 0o600],
      ] as const) {
        expect({ path, mode: (await stat(path)).mode & 0o777 }).toEqual({ path, mode });
      }
    } finally {
      process.umask(umask);
    }
  });
});
