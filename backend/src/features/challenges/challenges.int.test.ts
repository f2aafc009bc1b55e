import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts';
import { signUpPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
});
afterAll(async () => {
  await system?.close();
});

const player = () => signUpPlayer(system, 'eco');

describe('category bonuses', () => {
  it('refuses bonuses that are not earned with a 422 carrying the error field', async () => {
    const { client } = await player();
    const response = await client.post('/api/gamification/claim-category-bonus', { category: 'platform_sync' });
    expect(response.status).toBe(422);
    expect(response.json).toEqual({ error: 'business_rule', message: texts.server.bonusNotEligible });
    expect((await client.get('/api/coins/earned')).json).toEqual({ earnedCoins: 0 });
  });
});
