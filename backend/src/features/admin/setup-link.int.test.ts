import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { issueSetupLink } from './setup-link';

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
    expect((await client.get('/api/admin/auth/status')).json).toEqual({ authenticated: true, role: 'admin' });
    const again = await system
      .client()
      .post('/api/admin/auth/setup', { token, ...account, username: 'second', email: 'second@example.com' });
    expect(again.status).toBe(400);
    expect(await issueSetupLink(system.services)).toBeNull();
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
