import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameWeekOf, styleItems, texts } from '@fr/contracts';
import { trialBalance } from '@fr/projections';
import { coinsOf, signUpPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';
import { recordTeam } from '../../testing/team-fixtures';
import { creditCoins } from '../coins';

/** Decision 0014: a purchased coin never pays for anything that changes a ticket, a tier or an entry. */
let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
});
afterAll(async () => {
  await system?.close();
});

/** Credits outside the player's session, so the read models are caught up before the player reads them. */
async function credit(userId: string, lot: 'earned' | 'purchased', amount: number, commandId: string) {
  await creditCoins(system.services, { userId, commandId, amount, lot, from: lot === 'earned' ? 'mint' : 'bank', reason: `test_${lot}` });
  await system.runner.catchUp();
}

/** The debits of a player's ledger account, by reason, with the lots they took. */
async function debits(userId: string) {
  await system.runner.catchUp();
  const { rows } = await system.services.pool.query<{ reason: string; lot: string; amount: string }>(
    `SELECT reason, lot, sum(-amount)::bigint AS amount FROM ledger_entries
     WHERE account = $1 AND amount < 0 GROUP BY reason, lot ORDER BY reason, lot`,
    [`player:${userId}`],
  );
  return rows.map((r) => ({ reason: r.reason, lot: r.lot, amount: Number(r.amount) }));
}

const lots = async (client: Awaited<ReturnType<typeof signUpPlayer>>['client']) => (await client.get('/api/coins/lots')).json;

describe('the purchased-lot rule', () => {
  it('a player holding only purchased coins cannot buy any boost, and their boosts, team and tickets stay as they were', async () => {
    const { client, userId } = await signUpPlayer(system, 'paid');
    // The sign-up gift goes on a frame (purchased coins first, none yet: earned ones), so only bought coins remain.
    expect((await client.post('/api/shop/styles/purchase', { itemId: 'frame-sapphire' })).status).toBe(200);
    await credit(userId, 'purchased', 30_000, 'bought-1');
    expect(await lots(client)).toEqual({ earned: 0, purchased: 30_000 });
    const teamId = `team-${userId}`;
    await recordTeam(system.services, { userId, teamId, week: gameWeekOf(system.services.now()).id, currentPoints: 0 });
    await system.runner.catchUp();
    const before = { tickets: (await client.get('/api/raffle-tickets')).json, teams: (await client.get('/api/teams')).json };

    const attempts = [
      await client.post('/api/shop/purchase', { boostTypeId: 'performance-boost', level: 1 }),
      await client.post('/api/shop/purchase', { boostTypeId: 'prize-multiplier', level: 5 }),
      await client.post('/api/tier-upgrades/purchase', { upgradeType: 'bronze_upgrade', cost: 1500 }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([422, 422, 422]);
    expect(attempts[0]!.json).toEqual({ error: 'insufficient_earned_coins', message: texts.server.needEarnedCoinsForBoost(500, 0) });
    expect(attempts[2]!.json).toEqual({ error: 'insufficient_earned_coins', message: texts.server.needEarnedCoinsForUpgrade(1500, 0) });

    expect(await lots(client)).toEqual({ earned: 0, purchased: 30_000 });
    expect(((await client.get('/api/shop/purchased')).json as { boosts: unknown[] }).boosts).toEqual([]);
    expect({ tickets: (await client.get('/api/raffle-tickets')).json, teams: (await client.get('/api/teams')).json }).toEqual(before);
    expect(await debits(userId)).toEqual([{ reason: 'style_purchase', lot: 'earned', amount: 1000 }]);
  });

  it('concurrent boost and Style purchases on one wallet: no double spend, boosts from earned coins only, frames from purchased first', async () => {
    const { client, userId } = await signUpPlayer(system, 'race');
    // Earned: the 1,000 sign-up coins and 1,500 more, five 500-coin boosts. Purchased: exactly the four frames.
    await credit(userId, 'earned', 1_500, 'earned-1');
    const frames = styleItems.reduce((sum, item) => sum + item.coinCost, 0);
    await credit(userId, 'purchased', frames, 'bought-1');

    const boosts = Array.from({ length: 12 }, () => client.post('/api/shop/purchase', { boostTypeId: 'performance-boost', level: 1 }));
    const styles = [...styleItems, ...styleItems].map((item) => client.post('/api/shop/styles/purchase', { itemId: item.id }));
    const [boostAnswers, styleAnswers] = await Promise.all([Promise.all(boosts), Promise.all(styles)]);

    expect(boostAnswers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(new Set(boostAnswers.filter((a) => a.status !== 200).map((a) => a.json!.error))).toEqual(new Set(['insufficient_earned_coins']));
    expect(styleAnswers.filter((a) => a.status === 200)).toHaveLength(styleItems.length);
    expect(new Set(styleAnswers.filter((a) => a.status !== 200).map((a) => a.status))).toEqual(new Set([409]));

    expect(await coinsOf(client)).toBe(0);
    expect(await lots(client)).toEqual({ earned: 0, purchased: 0 });
    expect(await debits(userId)).toEqual([
      { reason: 'boost_purchase', lot: 'earned', amount: 2_500 },
      { reason: 'style_purchase', lot: 'purchased', amount: frames },
    ]);
    const owned = (await client.get('/api/shop/styles')).json as { items: Array<{ owned: boolean }> };
    expect(owned.items.every((item) => item.owned)).toBe(true);
    expect(await trialBalance(system.services.pool)).toEqual({ total: 0, negativePlayers: 0 });
  });

  it('buys a frame once per command id, refuses one the player cannot pay for, and shows one frame at a time', async () => {
    const { client, userId } = await signUpPlayer(system, 'style');
    await credit(userId, 'purchased', 600, 'bought-1');
    const headers = { 'idempotency-key': 'frame-once' };
    const once = await Promise.all([1, 2].map(() => client.post('/api/shop/styles/purchase', { itemId: 'frame-emerald' }, { headers })));
    expect(once.map((a) => a.status)).toEqual([200, 200]);
    expect(once[0]!.json).toMatchObject({ message: texts.server.stylePurchased, coins: 1100 });
    expect(await lots(client)).toEqual({ earned: 1000, purchased: 100 });
    const dear = await client.post('/api/shop/styles/purchase', { itemId: 'frame-gold' });
    expect(dear.json).toEqual({ error: 'insufficient_coins', message: texts.server.needCoinsForStyle(5000, 1100) });
    expect((await client.post('/api/shop/styles/purchase', { itemId: 'frame-emerald' })).status).toBe(409);

    const notOwned = await client.post('/api/shop/styles/equip', { itemId: 'frame-ruby' });
    expect(notOwned.json).toEqual({ error: 'business_rule', message: texts.server.styleNotOwned });
    const worn = await client.post('/api/shop/styles/equip', { itemId: 'frame-emerald' }, { headers: { 'idempotency-key': 'wear-1' } });
    expect(worn.json).toMatchObject({ message: texts.server.styleEquipped, styles: { equipped: 'frame-emerald' } });
    await client.post('/api/shop/styles/equip', { itemId: null });
    // A late retry of the first choice does not put the frame back on.
    await client.post('/api/shop/styles/equip', { itemId: 'frame-emerald' }, { headers: { 'idempotency-key': 'wear-1' } });
    await system.runner.catchUp();
    expect(((await client.get('/api/shop/styles')).json as { equipped: unknown }).equipped).toBeNull();
    expect((await client.post('/api/shop/styles/equip', { itemId: 'nonsense' })).status).toBe(400);
  });
});
