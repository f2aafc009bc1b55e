import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTION_GROUPS, READ_POSITION_COOKIE, type ProjectionGroup } from '@fr/contracts';
import { creditCoins } from '../features/coins';
import { TestClient } from '../testing/http-client';
import { signUpPlayer, startTestSystem, type TestSystem } from '../testing/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system?.close();
});

const boostsOf = async (client: TestClient) => ((await client.get('/api/shop/purchased')).json?.boosts as unknown[]).length;

/** A client with the writer's session but without its position token: the same player in a second browser. */
function withoutToken(client: TestClient): TestClient {
  const other = new TestClient(client.baseUrl);
  for (const [name, value] of client.cookies) if (!name.startsWith(READ_POSITION_COOKIE)) other.cookies.set(name, value);
  return other;
}

describe('read-your-writes through the position token', () => {
  it('a purchase answers at once with a signed position token; the next GET from that browser waits for the read models', async () => {
    const { client, userId } = await signUpPlayer(system, 'ryw');
    await creditCoins(system.services, { userId, commandId: 'ryw-grant', amount: 1000, lot: 'earned', from: 'mint', reason: 'test' });
    await system.runner.catchUp();
    await system.runner.stop();
    try {
      const purchase = await client.post('/api/shop/purchase', { boostTypeId: 'performance-boost', level: 1 });
      expect(purchase.status).toBe(200);
      expect(client.cookies.get(READ_POSITION_COOKIE)).toMatch(/^[0-9-]+$/);
      expect(client.cookies.has(`${READ_POSITION_COOKIE}.sig`)).toBe(true);

      // The projections are paused: a request without the token reads the read model as it stands.
      expect(await boostsOf(withoutToken(client))).toBe(0);
      setTimeout(() => system.runner.start(), 200);
      expect(await boostsOf(client)).toBe(1);
    } finally {
      system.runner.start();
    }
  });

  it('a forged or unsigned token is ignored rather than waited for', async () => {
    const { client } = await signUpPlayer(system, 'rywf');
    await client.post('/api/gamification/daily-checkin', {});
    const signed = client.cookies.get(READ_POSITION_COOKIE);
    expect(signed).toBeDefined();
    const forged = withoutToken(client);
    forged.cookies.set(READ_POSITION_COOKIE, '99999999999999999999-99999999999999999999');
    const waitedFor: (string | null)[] = [];
    const wait = system.services.waitForReadModels;
    system.services.waitForReadModels = async (position) => {
      waitedFor.push(position);
    };
    try {
      expect((await forged.get('/api/auth/status')).json?.authenticated).toBe(true);
      expect(waitedFor).toEqual([]);
      await client.get('/api/auth/status');
      expect(waitedFor).toEqual([signed]);
    } finally {
      system.services.waitForReadModels = wait;
    }
  });

  it('a request that writes nothing sets no token', async () => {
    const client = new TestClient(system.url);
    await client.get('/api/auth/status');
    expect(client.cookies.has(READ_POSITION_COOKIE)).toBe(false);
  });

  it('a player waits only for the player group: with the admin group stalled, the next read still shows the write', async () => {
    const { client, userId } = await signUpPlayer(system, 'rywg');
    await creditCoins(system.services, { userId, commandId: 'rywg-grant', amount: 1000, lot: 'earned', from: 'mint', reason: 'test' });
    const { pool } = system.services;
    await system.runner.stop();
    // Another projections process holds the admin group and projects nothing (stuck, or far behind).
    await pool.query(`UPDATE projection_leases SET owner = 'stalled', expires_at = now() + interval '1 hour' WHERE group_name = 'admin'`);
    system.runner.start();
    const waitedFor: (readonly ProjectionGroup[] | undefined)[] = [];
    const wait = system.services.waitForReadModels;
    system.services.waitForReadModels = async (position, groups) => {
      waitedFor.push(groups);
      await wait(position, groups);
    };
    try {
      const deadline = performance.now() + 60_000;
      while (system.runner.heldGroups.join() !== 'player') {
        if (performance.now() > deadline)
          throw new Error(`the runner holds ${system.runner.heldGroups.join()}, not the player group alone`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await client.post('/api/shop/purchase', { boostTypeId: 'performance-boost', level: 1 })).status).toBe(200);
      expect(await boostsOf(client)).toBe(1);
      expect(waitedFor).toEqual([['player']]);

      // An operator's route may read any read model: it waits for every group (here until its time limit).
      await client.get('/api/analytics/realtime');
      expect(waitedFor.at(-1)).toEqual(PROJECTION_GROUPS);
    } finally {
      system.services.waitForReadModels = wait;
      await system.runner.stop();
      await pool.query(`UPDATE projection_leases SET owner = NULL, expires_at = '-infinity' WHERE group_name = 'admin'`);
      system.runner.start();
    }
  });
});
