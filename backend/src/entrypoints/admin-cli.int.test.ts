import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    expect([code, printed.at(-1)]).toEqual([0, expect.stringContaining('cli-root (admin) created')]);
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

  it('writes to the embedded database in DATA_DIR that npm start then opens', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'fr-admin-cli-'));
    try {
      const embedded = { LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir };
      const created = await runAdminCli(
        'create',
        ['--username', 'pg-lite', '--email', 'pg-lite@example.com', '--role', 'auditor'],
        { ...embedded, ADMIN_PASSWORD: 'embedded password' },
        scripted(() => null).io,
      );
      expect(created).toBe(0);
      const server = await startSystem({ env: embedded, port: 0, redisUrl: null, staticDir: join(dataDir, 'no-client') });
      try {
        const response = await new TestClient(server.url).post('/api/admin/auth/login', {
          username: 'pg-lite',
          password: 'embedded password',
        });
        expect(response.json?.admin).toMatchObject({ role: 'auditor' });
      } finally {
        await server.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
