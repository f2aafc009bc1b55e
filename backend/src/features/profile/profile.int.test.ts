import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PURCHASE_LIMIT_RAISE_DELAY_MS,
  XP_PER_TICKET,
  drawStream,
  playerStream,
  texts,
  type ActivityResponse,
  type ProfileResponse,
  type ScoringTier,
  type SettingsResponse,
} from '@fr/contracts';
import { signUpPlayer, startTestSystem, type SignedUpPlayer, type TestSystem } from '../../testing/test-system';
import { eventIdFor } from '../../write/event-ids';
import { recordTeam } from '../../testing/team-fixtures';
import { scoreTeam, scoringTiers } from '../fantasy';
import { awardPrize } from '../prizes';

let system: TestSystem;
let clock: Date;
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
  system.services.now = () => clock;
});
afterAll(async () => {
  await system?.close();
});

const DAY = 86_400_000;
const put = (player: SignedUpPlayer, path: string, body: unknown) => player.client.request('PUT', path, { body });
const profileOf = async (player: SignedUpPlayer) => {
  await system.runner.catchUp();
  return (await player.client.get('/api/profile')).json as unknown as ProfileResponse;
};
const settingsOf = async (player: SignedUpPlayer) => (await player.client.get('/api/profile/settings')).json as unknown as SettingsResponse;
const eventsOf = async (userId: string, type: string) =>
  (await system.services.store.read(playerStream(userId))).filter((e) => e.type === type);

/** A team of the player that beats its projection of 150 by `currentPoints`, scored against the live tiers. */
async function team(userId: string, currentPoints: number, tiers: readonly ScoringTier[]) {
  const teamId = `team-${userId}`;
  await recordTeam(system.services, { userId, teamId, week: '2026-11-17', currentPoints });
  await scoreTeam(system.services, userId, teamId, tiers, 'test');
}

const beacon = {
  kind: 'local' as const,
  name: 'Test beacon',
  chainHash: 'c0',
  publicKey: 'pk',
  genesisTime: 1_700_000_000,
  period: 3,
  scheme: 'test',
  url: null,
};

/** A finished draw period on the log as the raffles write it: opened, the player's entry, closed, drawn. */
async function finishedDraw(drawId: string, userId: string) {
  const event = (type: string, data: Record<string, unknown>) => ({ eventId: eventIdFor(`${drawId}:${type}`), type, data });
  await system.services.store.append(
    drawStream(drawId),
    [
      event('DrawOpened', {
        drawId,
        raffleId: drawId.slice(0, drawId.length - 11),
        opensAt: '2026-10-01T04:00:00.000Z',
        closesAt: '2026-10-02T03:59:00.000Z',
        prizeId: 'nfl-merch-pack',
        seedCommitment: 'commitment',
        beacon,
        beaconRound: 7,
      }),
      event('DrawEntryAdded', {
        drawId,
        entryId: `free:${userId}`,
        userId,
        tickets: 1,
        source: 'free',
        addedAt: '2026-10-01T12:00:00.000Z',
      }),
      event('DrawClosed', {
        drawId,
        entryCount: 1,
        totalTickets: 1,
        participants: 1,
        entryListHash: 'hash',
        closedAt: '2026-10-02T04:00:00.000Z',
      }),
      event('DrawCompleted', {
        drawId,
        seed: 'seed',
        beaconRound: 7,
        beaconRandomness: 'rand',
        beaconSignature: 'sig',
        winners: [`free:${userId}`],
        drawnAt: '2026-10-02T04:01:00.000Z',
      }),
    ],
    { expectedVersion: 'no_stream' },
  );
}

describe('the profile from real events', () => {
  it('starts a new player at level 1 with the sign-up coins, no XP from them, and the account it registered', async () => {
    clock = new Date();
    const player = await signUpPlayer(system, 'prof');
    const profile = await profileOf(player);
    expect(profile).toEqual({
      name: 'Test Player',
      email: player.email,
      avatar: 'TP',
      level: 1,
      xp: 0,
      levelXp: 0,
      nextLevelXp: 1000,
      stats: { coins: 1000, totalPrizes: 0, ticketsEarned: 0, winRate: 0, currentStreak: 0, memberSince: expect.any(String) },
    });
    expect(Math.abs(Date.parse(profile.stats.memberSince) - system.services.now().getTime())).toBeLessThan(60_000);
  });

  it('counts earned coins and tickets as XP, the streak, prizes and the win rate over finished draws entered', async () => {
    clock = new Date('2026-11-20T17:00:00Z');
    const player = await signUpPlayer(system, 'prof');
    expect((await player.client.post('/api/gamification/daily-checkin', { timeZone: 'America/New_York' })).status).toBe(200);
    // 170 of 150 projected reaches Bronze (one ticket) and pays the Experience reward.
    await team(player.userId, 170, await scoringTiers(system.services.pool));
    await system.runner.catchUp();
    const experience = (await eventsOf(player.userId, 'CoinsCredited')).find((e) => e.data.reason === 'experience_reward');
    const experienceCoins = Number(experience?.data.amount ?? 0);
    expect(experienceCoins).toBeGreaterThan(0);

    await finishedDraw('nfl-bronze-2026-10-01', player.userId);
    await finishedDraw('nfl-silver-2026-10-04', player.userId);
    await finishedDraw('exclusive-bronze-2026-10-05', player.userId);
    await awardPrize(system.services, player.userId, {
      awardId: 'nfl-bronze-2026-10-01:0',
      drawId: 'nfl-bronze-2026-10-01',
      raffleId: 'nfl-bronze',
      prizeId: 'nfl-merch-pack',
      name: 'NFL Team Merchandise Pack',
      description: 'Jersey, cap and hoodie.',
      value: 250,
      type: 'physical',
      wonAt: '2026-10-02T04:01:00.000Z',
      claimDeadline: new Date(clock.getTime() + 14 * DAY).toISOString(),
    });

    const profile = await profileOf(player);
    const xp = 50 + experienceCoins + XP_PER_TICKET;
    expect(profile).toMatchObject({
      xp,
      level: xp >= 1000 ? 2 : 1,
      stats: { coins: 1000 + 50 + experienceCoins, totalPrizes: 1, ticketsEarned: 1, winRate: 33.3, currentStreak: 1 },
    });
  });

  it('lists every coin movement, ticket, entry and prize with its cause, newest first, paged', async () => {
    clock = new Date('2026-11-20T17:00:00Z');
    const player = await signUpPlayer(system, 'act');
    await player.client.post('/api/gamification/daily-checkin', { timeZone: 'America/New_York' });
    await player.client.post('/api/shop/purchase', { boostTypeId: 'performance-boost', level: 1 });
    await team(player.userId, 170, await scoringTiers(system.services.pool));
    await finishedDraw('mlb-bronze-2026-10-03', player.userId);
    await system.runner.catchUp();

    const page = (await player.client.get('/api/profile/activity?page=1&pageSize=50')).json as unknown as ActivityResponse;
    expect(page).toMatchObject({ page: 1, pageSize: 50, total: 6 });
    expect(page.items.map((i) => [i.kind, i.amount, i.cause])).toEqual([
      ['entry', 1, 'Free entry: MLB Bronze Raffle, draw of 2026-10-03'],
      ['coins', expect.any(Number), 'Experience tier reward'],
      ['ticket', 1, 'Bronze ticket: Chiefs Kingdom, week of 2026-11-17'],
      ['coins', -500, 'Shop purchase'],
      ['coins', 50, 'Daily check-in'],
      ['coins', 1000, 'Welcome coins'],
    ]);
    const second = (await player.client.get('/api/profile/activity?page=2&pageSize=4')).json as unknown as ActivityResponse;
    expect(second.items.map((i) => i.id)).toEqual(page.items.slice(4).map((i) => i.id));
    expect((await player.client.get('/api/profile/activity?pageSize=1000')).status).toBe(400);
    expect((await system.client().get('/api/profile/activity')).status).toBe(401);
  });
});

describe('settings', () => {
  it('starts from the defaults, saves a change once and reads it back', async () => {
    clock = new Date('2026-11-20T17:00:00Z');
    const player = await signUpPlayer(system, 'set');
    expect(await settingsOf(player)).toEqual({
      firstName: 'Test',
      lastName: 'Player',
      email: player.email,
      timeZone: 'America/New_York',
      emailPreferences: { drawResults: true, prizeUpdates: true, marketing: false },
      showOnLeaderboard: true,
      monthlyPurchaseLimitUsd: null,
      pendingLimit: null,
      purchasedThisMonthUsd: 0,
      selfExcludedUntil: null,
    });
    const change = {
      firstName: '  Ada ',
      lastName: 'Lovelace',
      timeZone: 'Europe/London',
      emailPreferences: { drawResults: false, prizeUpdates: true, marketing: true },
    };
    const saved = await put(player, '/api/profile/settings', change);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      timeZone: 'Europe/London',
      emailPreferences: change.emailPreferences,
    });
    expect(await settingsOf(player)).toEqual(saved.json);
    expect((await put(player, '/api/profile/settings', change)).json).toEqual(saved.json);
    expect(await eventsOf(player.userId, 'ProfileSettingsChanged')).toHaveLength(1);
    expect((await profileOf(player)).name).toBe('Ada Lovelace');

    const badZone = await put(player, '/api/profile/settings', { ...change, timeZone: 'Mars/Olympus' });
    expect(badZone.status).toBe(400);
    expect(JSON.stringify(badZone.json)).toContain('Choose a valid time zone.');
    expect(await settingsOf(player)).toEqual(saved.json);
  });

  it('lowers the purchase limit at once and raises it only after a day', async () => {
    clock = new Date('2026-11-20T17:00:00Z');
    const player = await signUpPlayer(system, 'lim');
    expect((await put(player, '/api/profile/purchase-limit', { monthlyLimitUsd: 100 })).json).toMatchObject({
      monthlyPurchaseLimitUsd: 100,
      pendingLimit: null,
    });
    const raised = await put(player, '/api/profile/purchase-limit', { monthlyLimitUsd: 500 });
    const effectiveAt = new Date(clock.getTime() + PURCHASE_LIMIT_RAISE_DELAY_MS).toISOString();
    expect(raised.json).toMatchObject({ monthlyPurchaseLimitUsd: 100, pendingLimit: { monthlyLimitUsd: 500, effectiveAt } });
    expect((await put(player, '/api/profile/purchase-limit', { monthlyLimitUsd: 500 })).json).toEqual(raised.json);
    clock = new Date(clock.getTime() + PURCHASE_LIMIT_RAISE_DELAY_MS);
    expect(await settingsOf(player)).toMatchObject({ monthlyPurchaseLimitUsd: 500, pendingLimit: null });
    expect((await put(player, '/api/profile/purchase-limit', { monthlyLimitUsd: 20 })).json).toMatchObject({
      monthlyPurchaseLimitUsd: 20,
      pendingLimit: null,
    });
    expect(await eventsOf(player.userId, 'PurchaseLimitChanged')).toHaveLength(3);
    for (const body of [{ monthlyLimitUsd: -1 }, { monthlyLimitUsd: 10.5 }, { monthlyLimitUsd: 1_000_000 }, {}]) {
      expect((await put(player, '/api/profile/purchase-limit', body)).status).toBe(400);
    }
    expect(await settingsOf(player)).toMatchObject({ monthlyPurchaseLimitUsd: 20 });
  });

  it('starts a self-exclusion and refuses a second while it runs', async () => {
    clock = new Date('2026-11-20T17:00:00Z');
    const player = await signUpPlayer(system, 'excl');
    expect((await player.client.post('/api/profile/self-exclusion', { days: 7, confirm: false })).status).toBe(400);
    expect((await player.client.post('/api/profile/self-exclusion', { days: 5, confirm: true })).status).toBe(400);
    const started = await player.client.post('/api/profile/self-exclusion', { days: 7, confirm: true });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ selfExcludedUntil: new Date(clock.getTime() + 7 * DAY).toISOString() });
    const second = await player.client.post('/api/profile/self-exclusion', { days: 30, confirm: true });
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ error: 'conflict', message: texts.server.alreadySelfExcluded });
    expect(await eventsOf(player.userId, 'SelfExclusionStarted')).toHaveLength(1);
    expect(await settingsOf(player)).toMatchObject({ selfExcludedUntil: started.json!.selfExcludedUntil });
  });
});
