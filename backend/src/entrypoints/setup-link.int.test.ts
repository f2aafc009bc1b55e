import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts';
import { startTestSystem, type TestSystem } from '../testing/test-system';
import { runAdminCli } from './admin-cli';
import { issueSetupLink } from '../features/admin';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system?.close();
});

const account = { username: 'first-admin', email: 'first-admin@example.com', password: 'a long admin password' };

describe('the first-start setup link', () => {
  it('was issued at start, stored only as a hash, and is not issued twice while it is valid', async () => {
    const { rows } = await system.services.pool.query<{ token_hash: string }>('SELECT token_hash FROM admin_setup_tokens');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await issueSetupLink(system.services)).toBeNull();
  });

  it('creates the first admin once, signed in, and no link is issued after that', async () => {
    await system.services.pool.query('DELETE FROM admin_setup_tokens');
    const link = await issueSetupLink(system.services);
    expect(link).toMatch(/\/admin\?setup=[A-Za-z0-9_-]{43}$/);
    const token = new URL(link!).searchParams.get('setup')!;
    const client = system.client();
    const created = await client.post('/api/admin/auth/setup', { token, ...account });
    expect([created.status, created.json?.admin]).toEqual([201, expect.objectContaining({ username: 'first-admin', role: 'admin' })]);
    expect((await client.get('/api/admin/auth/status')).json).toMatchObject({
      authenticated: true,
      role: 'admin',
      username: 'first-admin',
    });
    const again = await system
      .client()
      .post('/api/admin/auth/setup', { token, ...account, username: 'second', email: 'second@example.com' });
    expect(again.status).toBe(400);
    expect(await issueSetupLink(system.services)).toBeNull();
  });

  it('dies as soon as an admin exists, even one made by npm run admin:create', async () => {
    await system.services.pool.query('DELETE FROM admin_setup_tokens');
    // No admin again as far as the read model the link consults knows (the earlier ones stay in this test's log).
    await system.services.pool.query('TRUNCATE admin_accounts');
    const link = await issueSetupLink(system.services);
    const token = new URL(link!).searchParams.get('setup')!;
    const cli = await runAdminCli(
      'create',
      ['--username', 'by-cli', '--email', 'by-cli@example.com', '--role', 'admin'],
      { LOG_LEVEL: 'silent', NODE_ENV: 'test', ADMIN_PASSWORD: account.password },
      { print: () => undefined, ask: async () => null },
      { databaseUrl: system.database.url, redisUrl: null, dataDir: system.dataDir, port: 0 },
    );
    expect(cli).toBe(0);
    const response = await system
      .client()
      .post('/api/admin/auth/setup', { token, ...account, username: 'late2', email: 'late2@example.com' });
    expect([response.status, response.json?.message]).toEqual([400, texts.server.adminSetupInvalid]);
    expect((await system.services.pool.query('SELECT 1 FROM admin_setup_tokens')).rowCount).toBe(0);
  });

  it('in production makes the admin enrol a second factor before it is signed in', async () => {
    await system.services.pool.query('DELETE FROM admin_setup_tokens');
    await system.services.pool.query('TRUNCATE admin_accounts');
    const link = await issueSetupLink(system.services);
    const token = new URL(link!).searchParams.get('setup')!;
    const config = system.services.config;
    system.services.config = { ...config, env: 'production' };
    try {
      const client = system.client();
      const created = await client.post('/api/admin/auth/setup', {
        token,
        ...account,
        username: 'prod-first',
        email: 'prod-first@example.com',
      });
      expect([created.status, created.json?.message]).toEqual([201, texts.server.adminCreatedEnrolTotp]);
      expect((await client.get('/api/admin/auth/status')).json).toMatchObject({ authenticated: false, role: null, username: null });
      const login = await client.post('/api/admin/auth/login', { username: 'prod-first', password: account.password });
      expect([login.status, login.json?.message]).toEqual([403, texts.server.adminTotpNotEnrolled]);
    } finally {
      system.services.config = config;
    }
  });

  it('refuses an expired link', async () => {
    await system.services.pool.query('DELETE FROM admin_setup_tokens');
    await system.services.pool.query(
      `INSERT INTO admin_setup_tokens (token_hash, expires_at) VALUES (encode(sha256('old-token'), 'hex'), now() - interval '1 second')`,
    );
    const response = await system
      .client()
      .post('/api/admin/auth/setup', { token: 'old-token', ...account, username: 'late', email: 'late@example.com' });
    expect(response.status).toBe(400);
  });
});
