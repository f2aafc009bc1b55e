import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts';
import { TestClient } from '../../testing/http-client';
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
    expect(first.json).toEqual({
      status: 'completed',
      message: texts.server.purchaseSuccessful,
      coinsAdded: 3000,
      coins: 4000,
      purchaseId: expect.stringMatching(/^sandbox_[0-9a-f]{24}$/),
    });
    expect((await client.post('/api/bank/purchase', { amount: 2500 }, { headers })).json).toEqual(first.json);
    expect(await coinsOf(client)).toBe(4000);
    expect(((await client.get('/api/bank/packages')).json as unknown as unknown[]).length).toBe(4);
  });

  it('says it is a test bank, and serves the receipt of a purchase to its owner only', async () => {
    expect((await new TestClient(system.url).get('/api/bank/status')).json).toEqual({ provider: 'sandbox', testMode: true });
    const { client } = await player();
    const bought = await client.post('/api/bank/purchase', { amount: 1000 }, { headers: { 'idempotency-key': 'receipt-1' } });
    const purchaseId = bought.json!.purchaseId as string;
    // Read right after the write: the read-your-writes token makes the receipt wait for its read model.
    const receipt = await client.get(`/api/bank/receipts/${purchaseId}`);
    expect(receipt.status).toBe(200);
    expect(receipt.json).toEqual({
      purchaseId,
      completedAt: expect.any(String),
      coins: 1000,
      bonus: 0,
      totalCoins: 1000,
      priceCents: 499,
      provider: 'sandbox',
      paymentReference: purchaseId,
      testMode: true,
    });
    const other = await player();
    expect((await other.client.get(`/api/bank/receipts/${purchaseId}`)).status).toBe(404);
  });

  it('refuses a coin purchase before the e-mail is verified, and changes nothing', async () => {
    const { client } = await signUpPlayer(system, 'unverified');
    const refused = await client.post('/api/bank/purchase', { amount: 1000 }, { headers: { 'idempotency-key': 'unverified-1' } });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ error: 'forbidden', message: texts.server.verifyEmailToBuy });
    expect(await coinsOf(client)).toBe(1000);
  });
});
