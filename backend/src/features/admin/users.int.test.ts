import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerLockStream, texts } from '@fr/contracts';
import { signInAdmin, type SignedInAdmin } from '../../testing/admin-test-helpers';
import {
  coinsOf,
  signUpPlayer,
  signUpVerifiedPlayer,
  startTestSystem,
  type SignedUpPlayer,
  type TestSystem,
} from '../../testing/test-system';
import { awardPrize } from '../prizes';

let system: TestSystem;
let admin: SignedInAdmin;
let player: SignedUpPlayer;
let boostId: string;

beforeAll(async () => {
  system = await startTestSystem();
  admin = await signInAdmin(system, 'admin');
  player = await signUpVerifiedPlayer(system, 'lockme');
  const bought = await player.client.post('/api/shop/purchase', { boostTypeId: 'performance-boost', level: 1 });
  boostId = String((bought.json?.boost as { id: string }).id);
  const wonAt = system.services.now();
  await awardPrize(system.services, player.userId, {
    awardId: 'lock-draw:0',
    drawId: 'lock-draw',
    raffleId: 'nfl-bronze',
    prizeId: 'nfl-merch-pack',
    name: 'NFL Team Merchandise Pack',
    description: 'A prize a locked player must not claim.',
    value: 250,
    type: 'physical',
    wonAt: wonAt.toISOString(),
    claimDeadline: new Date(wonAt.getTime() + 86_400_000).toISOString(),
  });
});
afterAll(async () => {
  await system?.close();
});

const lock = (userId: string, reason = 'chargeback fraud') => admin.client.post(`/api/admin/users/${userId}/lock`, { reason });

describe('the Users tab', () => {
  it('searches players by username or e-mail prefix, paged, any case', async () => {
    const a = await signUpPlayer(system, 'zzsearch');
    await signUpPlayer(system, 'zzsearch');
    const byName = await admin.client.get('/api/admin/users?q=ZZSEARCH&pageSize=1');
    expect(byName.status).toBe(200);
    expect(byName.json).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(byName.json?.users).toHaveLength(1);
    const byEmail = await admin.client.get(`/api/admin/users?q=${encodeURIComponent(a.email)}`);
    expect(byEmail.json?.users).toEqual([expect.objectContaining({ userId: a.userId, locked: false, lockReason: null })]);
    // A LIKE wildcard in the search is taken literally.
    expect((await admin.client.get('/api/admin/users?q=%25')).json?.total).toBe(0);
  });

  it('a locked player cannot spend anything nor sign in; unlocking restores both', async () => {
    const balance = await coinsOf(player.client);
    const locked = await lock(player.userId);
    expect(locked.status).toBe(200);
    expect(locked.json?.user).toMatchObject({ userId: player.userId, locked: true, lockReason: 'chargeback fraud' });
    expect((await lock(player.userId)).status).toBe(409);

    const attacks = [
      ['/api/shop/purchase', { boostTypeId: 'performance-boost', level: 1 }],
      ['/api/boosts/apply', { boostId, teamId: 'any-team' }],
      ['/api/bank/purchase', { amount: 1000 }],
      ['/api/raffles/nfl-bronze/free-entry', { acceptRules: true }],
      ['/api/prizes/won/lock-draw%3A0/claim', { acceptRules: true }],
      ['/api/tier-upgrades/purchase', { upgradeType: 'platinum_upgrade', cost: 12000 }],
    ] as const;
    for (const [path, body] of attacks) {
      const refused = await player.client.post(path, body);
      expect([path, refused.status, refused.json?.message]).toEqual([path, 403, texts.server.accountLockedByAdmin]);
    }
    expect(await coinsOf(player.client)).toBe(balance);
    expect((await player.client.get('/api/prizes/won')).json?.prizes).toEqual([expect.objectContaining({ status: 'pending' })]);

    const signIn = await system.client().post('/api/auth/signin', { email: player.email, password: player.password });
    expect([signIn.status, signIn.json?.message]).toEqual([403, texts.server.accountLockedByAdmin]);

    const unlocked = await admin.client.post(`/api/admin/users/${player.userId}/unlock`, { reason: 'resolved with the bank' });
    expect(unlocked.json?.user).toMatchObject({ locked: false, lockReason: null });
    expect((await system.client().post('/api/auth/signin', { email: player.email, password: player.password })).status).toBe(200);
    expect((await player.client.post('/api/shop/purchase', { boostTypeId: 'performance-boost', level: 1 })).status).toBe(200);
  });

  it('records who locked and why in the event, its metadata and the audit trail, newest first', async () => {
    const other = await signUpPlayer(system, 'audited');
    await lock(other.userId, 'first reason');
    await admin.client.post(`/api/admin/users/${other.userId}/unlock`, { reason: 'second reason' });
    const events = await system.services.store.read(playerLockStream(other.userId));
    expect(events.map((e) => [e.type, e.data.adminId, e.metadata.adminId, e.data.reason])).toEqual([
      ['PlayerLocked', admin.admin.adminId, admin.admin.adminId, 'first reason'],
      ['PlayerUnlocked', admin.admin.adminId, admin.admin.adminId, 'second reason'],
    ]);
    await system.runner.catchUp();
    const trail = await admin.client.get('/api/admin/audit?pageSize=2');
    const adminPerson = { id: admin.admin.adminId, kind: 'admin', name: admin.admin.username, email: admin.admin.email };
    const playerPerson = { id: other.userId, kind: 'player', name: expect.any(String), email: other.email };
    expect(trail.json?.entries).toEqual([
      expect.objectContaining({
        type: 'PlayerUnlocked',
        action: 'Unlocked a player',
        actor: adminPerson,
        subject: playerPerson,
        summary: 'Reason: second reason',
      }),
      expect.objectContaining({ type: 'PlayerLocked', action: 'Locked a player', summary: 'Reason: first reason' }),
    ]);
    expect(Number(trail.json?.total)).toBeGreaterThan(2);

    const aboutPlayer = await admin.client.get(`/api/admin/audit?personId=${other.userId}`);
    expect(aboutPlayer.json).toMatchObject({ total: 2, entries: [{ subject: playerPerson }, { subject: playerPerson }] });
    expect((await admin.client.get(`/api/admin/audit?personId=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('answers 404 for an unknown player', async () => {
    expect((await lock('no-such-player')).status).toBe(404);
  });
});
