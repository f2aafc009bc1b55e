import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts';
import { coinsOf, signUpPlayer, signUpVerifiedPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
});
afterAll(async () => {
  await system?.close();
});

const player = () => signUpVerifiedPlayer(system, 'eco');

describe('the sandbox bank', () => {
  it('completes a package at once, once per Idempotency-Key, bonus included', async () => {
    const { client } = await player();
    const headers = { 'idempotency-key': 'bank-1' };
    const first = await client.post('/api/bank/purchase', { amount: 2500 }, { headers });
    expect(first.json).toEqual({ status: 'completed', message: texts.server.purchaseSuccessful, coinsAdded: 3000, coins: 4000 });
    expect((await client.post('/api/bank/purchase', { amount: 2500 }, { headers })).json).toEqual(first.json);
    expect(await coinsOf(client)).toBe(4000);
    expect(((await client.get('/api/bank/packages')).json as unknown as unknown[]).length).toBe(4);
  });

  it('refuses a coin purchase before the e-mail is verified, and changes nothing', async () => {
    const { client } = await signUpPlayer(system, 'unverified');
    const refused = await client.post('/api/bank/purchase', { amount: 1000 }, { headers: { 'idempotency-key': 'unverified-1' } });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ error: 'forbidden', message: texts.server.verifyEmailToBuy });
    expect(await coinsOf(client)).toBe(1000);
  });
});
