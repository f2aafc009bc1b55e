import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameWeekOf, texts } from '@fr/contracts';
import { trialBalance } from '@fr/projections';
import { coinsOf, signUpPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';
import { creditCoins } from '../coins';
import { recordTeam } from '../../testing/team-fixtures';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
});
afterAll(async () => {
  await system?.close();
});

const player = () => signUpPlayer(system, 'eco');
const coins = coinsOf;
const grant = (userId: string, amount: number, commandId = 'test-grant') =>
  creditCoins(system.services, { userId, commandId, amount, lot: 'earned', from: 'mint', reason: 'test_grant' });
const performance1 = { boostTypeId: 'performance-boost', level: 1 };

async function ledgerSums() {
  await system.runner.catchUp();
  return trialBalance(system.services.pool);
}

async function team(userId: string, isActive = false): Promise<string> {
  const teamId = `team-${userId}-${isActive}`;
  await recordTeam(system.services, { userId, teamId, week: gameWeekOf(system.services.now()).id, currentPoints: 0, isActive });
  await system.runner.catchUp();
  return teamId;
}

describe('shop purchases under attack', () => {
  it('100 concurrent purchases with coins for 3: exactly 3 succeed, the balance never goes negative, the ledger sums to zero', async () => {
    const { client, userId } = await player();
    await grant(userId, 500);
    const results = await Promise.all(Array.from({ length: 100 }, () => client.post('/api/shop/purchase', performance1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(new Set(refused.map((r) => r.status))).toEqual(new Set([422]));
    expect(refused[0]!.json).toEqual({ error: 'insufficient_earned_coins', message: texts.server.needEarnedCoinsForBoost(500, 0) });
    expect(await coins(client)).toBe(0);
    expect(await ledgerSums()).toEqual({ total: 0, negativePlayers: 0 });
  });

  it('charges once for a purchase retried with the same Idempotency-Key, and refuses the key for another request', async () => {
    const { client } = await player();
    const headers = { 'idempotency-key': 'buy-once-1' };
    const answers = await Promise.all([1, 2, 3].map(() => client.post('/api/shop/purchase', performance1, { headers })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => (a.json!.boost as { id: string }).id)).size).toBe(1);
    expect((await client.post('/api/shop/purchase', performance1, { headers })).json).toEqual(answers[0]!.json);
    expect(await coins(client)).toBe(500);
    const other = await client.post('/api/shop/purchase', { boostTypeId: 'prize-multiplier', level: 1 }, { headers });
    expect(other.status).toBe(409);
    expect(other.json).toEqual({ error: 'idempotency_mismatch', message: texts.server.idempotencyMismatch });
    expect(((await client.get('/api/shop/purchased')).json as { boosts: unknown[] }).boosts).toHaveLength(1);
  });

  it("takes the server's price for tier upgrades and refuses another cost", async () => {
    const { client, userId } = await player();
    await grant(userId, 1000);
    const cheat = await client.post('/api/tier-upgrades/purchase', { upgradeType: 'bronze_upgrade', cost: 1 });
    expect(cheat.status).toBe(422);
    expect(cheat.json!.message).toBe(texts.server.costMismatch);
    const ok = await client.post('/api/tier-upgrades/purchase', { upgradeType: 'bronze_upgrade', cost: 1500 });
    expect(ok.json).toMatchObject({ coins: 500, boost: { boostType: 'bronze_upgrade', applied: false } });
    const poor = await client.post('/api/tier-upgrades/purchase', { upgradeType: 'silver_upgrade', cost: 3000 });
    expect(poor.json).toEqual({
      error: 'insufficient_earned_coins',
      message:
        'You need 3000 earned coins to purchase this tier upgrade. You have 500 earned coins; purchased coins do not pay for boosts.',
    });
  });

  it.each([
    [{ boostTypeId: 'nonsense', level: 1 }, 400],
    [{ boostTypeId: 'performance-boost', level: 99 }, 400],
    [{ boostTypeId: 'performance-boost', level: -1 }, 400],
    [{ boostTypeId: 'performance-boost', level: 1.5 }, 400],
    [{ boostTypeId: 'performance-boost', level: '1' }, 400],
  ])('refuses %j with %i and changes nothing', async (body, status) => {
    const { client } = await player();
    expect((await client.post('/api/shop/purchase', body)).status).toBe(status);
    expect(await coins(client)).toBe(1000);
  });
});

describe('answers while the read models lag', () => {
  it('answers a committed purchase from the events it decided, not from a read model that has not caught up', async () => {
    const { client } = await player();
    await system.runner.stop();
    try {
      const bought = await client.post('/api/shop/purchase', performance1);
      expect(bought.status).toBe(200);
      expect(bought.json).toMatchObject({ coins: 500, boost: { boostType: 'odds_boost_10', applied: false, appliedToTeamName: null } });
    } finally {
      system.runner.start();
    }
    await system.runner.catchUp();
    expect(((await client.get('/api/shop/purchased')).json as { boosts: unknown[] }).boosts).toHaveLength(1);
  });
});

describe('applying boosts', () => {
  it('applies a boost once to an inactive team of the player; the team shows it', async () => {
    const { client, userId } = await player();
    const teamId = await team(userId);
    const bought = await client.post('/api/shop/purchase', performance1);
    const boostId = (bought.json!.boost as { id: string }).id;
    const applied = await client.post('/api/boosts/apply', { boostId, teamId: `k-${teamId}` });
    expect(applied.json).toMatchObject({
      message: texts.server.boostApplied,
      boost: { applied: true, appliedToTeamName: 'Chiefs Kingdom' },
    });
    const teams = (await client.get('/api/teams')).json as {
      teams: { NFL: Array<{ boostApplied: boolean; boostReduction: number; appliedBoosts: unknown[] }> };
    };
    expect(teams.teams.NFL[0]).toMatchObject({
      boostApplied: true,
      boostReduction: 10,
      appliedBoosts: [{ id: boostId, boostType: 'odds_boost_10' }],
    });
    const again = await client.post('/api/boosts/apply', { boostId, teamId });
    expect(again.status).toBe(409);
    expect(again.json!.message).toBe(texts.server.boostAlreadyApplied);
  });

  it("refuses another player's boost or team, and an active team, changing nothing", async () => {
    const alice = await player();
    const bob = await player();
    const aliceTeam = await team(alice.userId);
    const bobActive = await team(bob.userId, true);
    const bobBoost = ((await bob.client.post('/api/shop/purchase', performance1)).json!.boost as { id: string }).id;
    expect((await alice.client.post('/api/boosts/apply', { boostId: bobBoost, teamId: aliceTeam })).status).toBe(404);
    expect((await bob.client.post('/api/boosts/apply', { boostId: bobBoost, teamId: aliceTeam })).status).toBe(404);
    const active = await bob.client.post('/api/boosts/apply', { boostId: bobBoost, teamId: bobActive });
    expect(active.status).toBe(422);
    expect(active.json!.message).toBe(texts.server.teamActive);
    expect(((await bob.client.get('/api/shop/purchased')).json as { boosts: Array<{ applied: boolean }> }).boosts[0]!.applied).toBe(false);
  });
});
