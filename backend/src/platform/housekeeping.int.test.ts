import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, startTestSystem, type TestSystem } from '../testing/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system?.close();
});

const count = async (table: string) =>
  (await system.services.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

describe('housekeeping', () => {
  it('the hourly job removes expired sessions, idempotency keys and old sent e-mail ids and keeps live ones', async () => {
    const client = system.client();
    await client.post('/api/auth/signup', newPlayer('hk'));
    await client.post('/api/shop/purchase', { boostTypeId: 'performance-boost', level: 1 }, { headers: { 'idempotency-key': 'live-key' } });
    const { pool } = system.services;
    await pool.query(`INSERT INTO http_sessions (id, data, expires_at) VALUES ('old-session', '{}', now() - interval '1 minute')`);
    await pool.query(
      `INSERT INTO http_idempotency (user_id, key, request_hash, created_at) VALUES ('u', 'old-key', 'h', now() - interval '2 days')`,
    );
    await pool.query(`INSERT INTO sent_emails (job_id, message_id, sent_at) VALUES ('old-job', 'm', now() - interval '91 days')`);
    await pool.query(`INSERT INTO sent_emails (job_id, message_id, sent_at) VALUES ('recent-job', 'm', now() - interval '89 days')`);
    const [sessions, keys, sent] = [await count('http_sessions'), await count('http_idempotency'), await count('sent_emails')];
    const result = await system.jobs.enqueueAndWait('housekeeping', {}, { timeoutMs: 10_000 });
    expect(result).toEqual({ sessions: 1, idempotencyKeys: 1, sentEmails: 1 });
    expect([await count('http_sessions'), await count('http_idempotency'), await count('sent_emails')]).toEqual([
      sessions - 1,
      keys - 1,
      sent - 1,
    ]);
    expect((await client.get('/api/coins')).status).toBe(200);
  });

  it('an expired Idempotency-Key still cannot charge twice or buy something else', async () => {
    const client = system.client();
    await client.post('/api/auth/signup', newPlayer('hk'));
    const headers = { 'idempotency-key': 'reused-after-a-day' };
    const body = { boostTypeId: 'performance-boost', level: 1 };
    expect((await client.post('/api/shop/purchase', body, { headers })).status).toBe(200);
    await system.services.pool.query(`UPDATE http_idempotency SET created_at = now() - interval '2 days' WHERE key = $1`, [
      headers['idempotency-key'],
    ]);
    const same = await client.post('/api/shop/purchase', body, { headers });
    expect(same.json).toMatchObject({ coins: 500, boost: { boostType: 'odds_boost_10' } });
    expect((await client.post('/api/shop/purchase', { ...body, level: 2 }, { headers })).status).toBe(409);
    expect((await client.get('/api/coins')).json).toEqual({ coins: 500 });
  });
});
