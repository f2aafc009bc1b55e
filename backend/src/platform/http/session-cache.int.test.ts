import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_COOKIE } from '@fr/contracts';
import { uniqueRedisPrefix } from '@fr/projections/testing/test-database';
import type { RunningSystem } from '../../system/system';
import { signInAdmin } from '../../testing/admin-test-helpers';
import { TestClient } from '../../testing/http-client';
import {
  eligibleDeclaration,
  signUpPlayer,
  startSecondApi,
  startTestSystem,
  type SignedUpPlayer,
  type TestSystem,
} from '../../testing/test-system';

/**
 * Two API processes on one database, as production runs them: a player's requests go to either. Whatever ends or
 * changes a session through the first, the second refuses the old cookie on the very next request, though it had
 * the session in its cache. Once with Redis as the bus, once with PostgreSQL's LISTEN/NOTIFY (no Redis configured).
 */
describe.each([
  { bus: 'redis', redisUrl: inject('redisUrl') as string | null },
  { bus: 'postgres', redisUrl: null },
])('the session cache of two API processes, $bus as the bus', ({ redisUrl }) => {
  let first: TestSystem;
  let second: RunningSystem;

  beforeAll(async () => {
    const jobsPrefix = redisUrl ? uniqueRedisPrefix() : undefined;
    first = await startTestSystem({ redisUrl, jobsPrefix });
    // The same data folder: the same session secret, so either process reads the other's cookies.
    second = await startSecondApi(first, { redisUrl, jobsPrefix });
  });

  afterAll(async () => {
    await second?.stop();
    await first?.close();
  });

  /** The same cookies, sent to the second process. */
  const onSecond = (client: TestClient): TestClient => {
    const other = new TestClient(second.url);
    for (const [name, value] of client.cookies) other.cookies.set(name, value);
    return other;
  };
  const sessionId = (client: TestClient) => client.cookies.get(SESSION_COOKIE)!;

  /** A player whose session the second process has in its cache: it answered them once already. */
  async function warmOnSecond(player: Pick<SignedUpPlayer, 'client'>): Promise<TestClient> {
    const there = onSecond(player.client);
    expect((await there.get('/api/coins')).status).toBe(200);
    expect(second.services.sessions.holds(sessionId(player.client))).toBe(true);
    return there;
  }

  it('serves a session from its cache: a row deleted behind its back, without a revocation, still answers', async () => {
    const player = await signUpPlayer(first);
    const there = await warmOnSecond(player);
    await first.services.pool.query('DELETE FROM http_sessions WHERE id = $1', [sessionId(player.client)]);
    // Why every revocation must go through SessionCache.revoke (until SESSION_CACHE_TTL_MS would end it).
    expect((await there.get('/api/coins')).status).toBe(200);
    // The first process never read the session (sign-up wrote it): it finds no row.
    expect((await player.client.get('/api/coins')).status).toBe(401);
  });

  it('a player signed out on the first process is refused by the second at once', async () => {
    const player = await signUpPlayer(first);
    const there = await warmOnSecond(player);
    expect((await player.client.post('/api/auth/signout')).status).toBe(200);
    expect((await there.get('/api/coins')).status).toBe(401);
    expect(second.services.sessions.holds(sessionId(there))).toBe(false);
  });

  it('a player signed out on the second process is refused by the first at once', async () => {
    const player = await signUpPlayer(first);
    const there = await warmOnSecond(player);
    expect((await player.client.get('/api/coins')).status).toBe(200);
    expect((await there.post('/api/auth/signout')).status).toBe(200);
    expect((await player.client.get('/api/coins')).status).toBe(401);
  });

  it("an admin's sign-out everywhere ends the session in the second process at once", async () => {
    const player = await signUpPlayer(first);
    const there = await warmOnSecond(player);
    const admin = await signInAdmin(first, 'admin');
    expect((await admin.client.post(`/api/admin/players/${player.userId}/sign-out-everywhere`)).status).toBe(200);
    expect((await there.get('/api/coins')).status).toBe(401);
  });

  it("a password change ends the player's other sessions in the second process at once, and keeps this one", async () => {
    const player = await signUpPlayer(first);
    const laptop = new TestClient(first.url);
    expect((await laptop.post('/api/auth/signin', { email: player.email, password: player.password })).status).toBe(200);
    const laptopThere = await warmOnSecond({ client: laptop });
    const phoneThere = await warmOnSecond(player);
    const changed = await player.client.post('/api/auth/password/change', {
      currentPassword: player.password,
      newPassword: 'a brand new password',
    });
    expect(changed.status).toBe(200);
    expect((await laptopThere.get('/api/coins')).status).toBe(401);
    // The session that changed the password stays signed in, on either process.
    expect((await phoneThere.get('/api/coins')).status).toBe(200);
  });

  it('a lock by an admin refuses the player on the second process at once, though it knew them not locked', async () => {
    const player = await signUpPlayer(first);
    const there = await warmOnSecond(player);
    expect((await there.request('PUT', '/api/eligibility', { body: eligibleDeclaration })).status).toBe(200);
    expect(second.services.sessions.isUnlocked(player.userId)).toBe(true);
    const admin = await signInAdmin(first, 'admin');
    expect((await admin.client.post(`/api/admin/users/${player.userId}/lock`, { reason: 'chargeback fraud' })).status).toBe(200);
    expect((await there.request('PUT', '/api/eligibility', { body: eligibleDeclaration })).status).toBe(403);
  });

  it('a deleted account is signed out of the second process at once', async () => {
    const player = await signUpPlayer(first);
    const there = await warmOnSecond(player);
    expect((await player.client.post('/api/privacy/delete-account', { password: player.password })).status).toBe(200);
    expect((await there.get('/api/coins')).status).toBe(401);
    expect((await there.get('/api/auth/status')).json).toMatchObject({ userId: null });
  });
});
