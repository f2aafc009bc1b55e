import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { startSystem } from '../system/system';
import { TestClient } from '../testing/http-client';
import { startTestSystem, type TestSystem } from '../testing/test-system';
import { runAdminCli, type CliIo } from './admin-cli';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system?.close();
});

/** A scripted terminal: records what was printed and answers each question from `answer`. */
function scripted(answer: (question: string, printed: string[]) => string | null) {
  const printed: string[] = [];
  const io: CliIo = { print: (line) => printed.push(line), ask: async (question) => answer(question, printed) };
  return { io, printed };
}

const env = { LOG_LEVEL: 'silent', NODE_ENV: 'test', ADMIN_PASSWORD: 'a long admin password' };
const target = () => ({ databaseUrl: system.database.url, redisUrl: null, dataDir: system.dataDir, port: 0 });
const login = (body: Record<string, string>) => system.client().post('/api/admin/auth/login', body);

describe('npm run admin:create and admin:totp', () => {
  it('creates an admin the running server signs in, with the password from ADMIN_PASSWORD, and kills the setup link', async () => {
    const setupLinks = async () => (await system.services.pool.query('SELECT 1 FROM admin_setup_tokens')).rowCount;
    expect(await setupLinks()).toBe(1);
    const { io, printed } = scripted(() => null);
    const code = await runAdminCli(
      'create',
      ['--username', 'cli-root', '--email', 'cli-root@example.com', '--role', 'admin'],
      env,
      io,
      target(),
    );
    expect(printed).toEqual([
      expect.stringContaining('cli-root (admin) created'),
      `Written to the database ${system.database.url}.`,
      expect.stringContaining(`Data folder: ${resolve(system.dataDir)}.`),
    ]);
    expect(code).toBe(0);
    expect(await setupLinks()).toBe(0);
    expect((await login({ username: 'cli-root', password: env.ADMIN_PASSWORD })).json?.admin).toMatchObject({ role: 'admin' });
    const again = await runAdminCli('create', ['--username', 'CLI-ROOT', '--email', 'x@example.com', '--role', 'admin'], env, io, target());
    expect(again).toBe(1);
  });

  it('asks for the password on the terminal without ADMIN_PASSWORD, and refuses a wrong command line', async () => {
    const { io } = scripted(() => 'typed on the terminal');
    const args = ['--username', 'cli-asked', '--email', 'cli-asked@example.com', '--role', 'finance'];
    expect(await runAdminCli('create', args, { LOG_LEVEL: 'silent', NODE_ENV: 'test' }, io, target())).toBe(0);
    expect((await login({ username: 'cli-asked@example.com', password: 'typed on the terminal' })).status).toBe(200);
    const usage = scripted(() => null);
    expect(await runAdminCli('create', ['--username', 'x', '--email', 'x@example.com', '--role', 'owner'], env, usage.io, target())).toBe(
      2,
    );
    expect(usage.printed.join('\n')).toContain('Usage: npm run admin:create');
  });

  it('enrols a second factor, after which sign-in needs its code', async () => {
    await runAdminCli(
      'create',
      ['--username', 'cli-totp', '--email', 'cli-totp@example.com', '--role', 'admin'],
      env,
      scripted(() => null).io,
      target(),
    );
    const secretOf = (printed: string[]) => printed.find((l) => l.startsWith('Secret'))!.split(': ')[1]!;
    const codeOf = (secret: string, at = new Date()) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
    let secret = '';
    const { io } = scripted((_q, printed) => codeOf((secret = secretOf(printed))));
    expect(await runAdminCli('totp', ['--username', 'cli-totp'], env, io, target())).toBe(0);
    expect((await login({ username: 'cli-totp', password: env.ADMIN_PASSWORD })).status).toBe(401);
    // The code the enrolment took is spent: the server, half a minute on, takes that moment's code.
    const realNow = system.services.now;
    const later = new Date(Date.now() + 30_000);
    system.services.now = () => later;
    try {
      expect((await login({ username: 'cli-totp', password: env.ADMIN_PASSWORD, totpCode: codeOf(secret, later) })).status).toBe(200);
    } finally {
      system.services.now = realNow;
    }
  });

  it('refuses while a server or another live process holds the embedded database, and writes where npm start then reads', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'fr-admin-cli-'));
    const embedded = { LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir };
    const create = (username: string) => {
      const terminal = scripted(() => null);
      const args = ['--username', username, '--email', `${username}@example.com`, '--role', 'auditor'];
      return runAdminCli('create', args, { ...embedded, ADMIN_PASSWORD: 'embedded password' }, terminal.io).then((code) => ({
        code,
        printed: terminal.printed.join('\n'),
      }));
    };
    const startServer = () => startSystem({ env: embedded, port: 0, redisUrl: null, staticDir: join(dataDir, 'no-client') });
    const signIn = (server: { url: string }, username: string) =>
      new TestClient(server.url).post('/api/admin/auth/login', { username, password: 'embedded password' });
    const holder = spawn('sleep', ['60']);
    try {
      const running = await startServer();
      try {
        const refused = await create('while-running');
        expect(refused.code).toBe(1);
        expect(refused.printed).toContain(`A server (process ${process.pid}) holds the embedded database in ${resolve(dataDir, 'pglite')}`);
        expect(refused.printed).toContain('Ctrl+C');
        expect((await signIn(running, 'while-running')).status).toBe(401);
      } finally {
        await running.stop();
      }
      // Another process's lock, alive: refused; once that process is gone, its lock is stale and taken over.
      const lock = join(dataDir, 'pglite.lock');
      await writeFile(lock, JSON.stringify({ pid: holder.pid, started: null }));
      expect(await create('other-holder')).toEqual({ code: 1, printed: expect.stringContaining(`kill ${holder.pid}`) });
      const exited = new Promise((done) => holder.once('exit', done));
      holder.kill();
      await exited;
      const created = await create('pg-lite');
      expect(created).toEqual({
        code: 0,
        printed: expect.stringContaining(`Written to the embedded database in ${resolve(dataDir, 'pglite')}.`),
      });
      expect(created.printed).toContain(`Data folder: ${resolve(dataDir)}.`);
      await expect(readFile(lock)).rejects.toMatchObject({ code: 'ENOENT' });
      const server = await startServer();
      try {
        expect((await signIn(server, 'pg-lite')).json?.admin).toMatchObject({ role: 'auditor' });
      } finally {
        await server.stop();
      }
    } finally {
      holder.kill();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
