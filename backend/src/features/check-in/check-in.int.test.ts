import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts';
import { coinsOf, signUpPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
});
afterAll(async () => {
  await system?.close();
});

const player = () => signUpPlayer(system, 'eco');

describe('daily check-in', () => {
  it('pays once per local day and refuses the second claim with "already completed today"', async () => {
    const { client } = await player();
    const realNow = system.services.now;
    system.services.now = () => new Date('2026-11-22T15:00:00Z');
    try {
      const first = await client.post('/api/gamification/daily-checkin', { timeZone: 'America/New_York' });
      expect(first.json).toEqual({ dailyReward: 50, bonusName: texts.server.checkInBaseName, totalAwarded: 50, currentStreak: 1 });
      const second = await client.post('/api/gamification/daily-checkin', { timeZone: 'America/New_York' });
      expect(second.status).toBe(422);
      expect(String(second.json!.message)).toContain('already completed today');
      system.services.now = () => new Date('2026-11-23T02:00:00Z');
      const hop = await client.post('/api/gamification/daily-checkin', { timeZone: 'Asia/Tokyo' });
      expect(hop.status).toBe(422);
      expect((await client.post('/api/gamification/daily-checkin', { timeZone: 'Mars/Olympus_Mons' })).status).toBe(400);
      expect(await coinsOf(client)).toBe(1050);
      system.services.now = () => new Date('2026-11-23T15:00:00Z');
      expect((await client.post('/api/gamification/daily-checkin', { timeZone: 'America/New_York' })).json).toMatchObject({
        currentStreak: 2,
      });
      const progress = (await client.get('/api/gamification/daily-checkin-progress')).json;
      expect(progress).toMatchObject({
        claimedToday: true,
        currentStreak: 2,
        totalPossible: 50,
        totalRemaining: 900,
        timeZone: 'America/New_York',
      });
    } finally {
      system.services.now = realNow;
    }
  });
});
