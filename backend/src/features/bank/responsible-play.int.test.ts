import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_LIMIT_RAISE_DELAY_MS, playerStream, texts } from '@fr/contracts';
import { coinsOf, signUpVerifiedPlayer, startTestSystem, type SignedUpPlayer, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let clock: Date;
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
  system.services.now = () => clock;
});
afterAll(async () => {
  await system?.close();
});

const buy = (player: SignedUpPlayer, amount: number, key: string) =>
  player.client.post('/api/bank/purchase', { amount }, { headers: { 'idempotency-key': key } });
const setLimit = (player: SignedUpPlayer, monthlyLimitUsd: number | null) =>
  player.client.request('PUT', '/api/profile/purchase-limit', { body: { monthlyLimitUsd } });
const purchases = async (userId: string) =>
  (await system.services.store.read(playerStream(userId))).filter((e) => e.type === 'CoinPurchaseCompleted');

describe('responsible play at the bank', () => {
  it('refuses every coin package while the player is self-excluded, and changes nothing', async () => {
    clock = new Date('2026-11-20T17:00:00Z');
    const player = await signUpVerifiedPlayer(system, 'excl');
    const excluded = await player.client.post('/api/profile/self-exclusion', { days: 7, confirm: true });
    expect(excluded.status).toBe(200);
    for (const amount of [1000, 10000]) {
      const refused = await buy(player, amount, `excluded-${amount}`);
      expect(refused.status).toBe(422);
      expect(refused.json).toEqual({
        error: 'business_rule',
        message: texts.server.purchasesPausedUntil('November 27, 2026 at 12:00 PM EST'),
      });
    }
    expect(await coinsOf(player.client)).toBe(1000);
    expect(await purchases(player.userId)).toEqual([]);
    // The exclusion ends on its date, not before.
    clock = new Date('2026-11-27T17:00:00Z');
    expect((await buy(player, 1000, 'after-exclusion')).status).toBe(200);
  });

  it("refuses a package that would take this month's purchases over the limit, counting in New York months", async () => {
    clock = new Date('2026-11-20T17:00:00Z');
    const player = await signUpVerifiedPlayer(system, 'lim');
    expect((await setLimit(player, 20)).status).toBe(200);
    expect((await buy(player, 2500, 'nov-1')).status).toBe(200);
    expect((await buy(player, 2500, 'nov-2')).status).toBe(200);
    const over = await buy(player, 1000, 'nov-3');
    expect(over.status).toBe(422);
    expect(over.json).toEqual({ error: 'business_rule', message: texts.server.purchaseLimitReached('$20') });
    expect(await coinsOf(player.client)).toBe(1000 + 2 * 3000);
    expect(await purchases(player.userId)).toHaveLength(2);
    const settings = (await player.client.get('/api/profile/settings')).json;
    expect(settings).toMatchObject({ monthlyPurchaseLimitUsd: 20, purchasedThisMonthUsd: 19.98 });

    // A raise waits a day: until then the old limit still refuses.
    await setLimit(player, 1000);
    expect((await buy(player, 1000, 'nov-4')).status).toBe(422);
    clock = new Date(clock.getTime() + PURCHASE_LIMIT_RAISE_DELAY_MS);
    expect((await buy(player, 1000, 'nov-5')).status).toBe(200);

    // 11 PM on November 30 in New York is already December in UTC, and still November's limit.
    await setLimit(player, 25);
    clock = new Date('2026-12-01T04:00:00Z');
    expect((await buy(player, 1000, 'nov-6')).status).toBe(422);
    clock = new Date('2026-12-01T05:00:00Z');
    expect((await buy(player, 2500, 'dec-1')).status).toBe(200);
  });

  it('lets exactly one of 10 simultaneous $4.99 purchases through a $5 limit', async () => {
    clock = new Date('2026-11-20T17:00:00Z');
    const player = await signUpVerifiedPlayer(system, 'race');
    expect((await setLimit(player, 5)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => buy(player, 1000, `race-${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(422)]);
    expect(answers.filter((a) => a.status === 422).map((a) => a.json)).toEqual(
      Array(9).fill({ error: 'business_rule', message: texts.server.purchaseLimitReached('$5') }),
    );
    expect(await purchases(player.userId)).toHaveLength(1);
    expect(await coinsOf(player.client)).toBe(1000 + 1000);
  });
});
