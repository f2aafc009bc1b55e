import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS, playerStream, texts } from '@fr/contracts';
import { signUpPlayer, signUpVerifiedPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let clock = new Date('2026-11-02T12:00:00Z');
beforeAll(async () => {
  system = await startTestSystem();
  system.services.now = () => clock;
});
afterAll(async () => {
  await system?.close();
});

const notSignedIn = { error: 'unauthenticated', message: texts.server.notSignedIn };

/** Rewrites the server-side data of the one session a player's sign-up started. */
async function editSession(userId: string, edit: (data: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const { rows } = await system.services.pool.query<{ id: string; data: Record<string, unknown> }>(
    "SELECT id, data FROM http_sessions WHERE data->>'userId' = $1",
    [userId],
  );
  expect(rows).toHaveLength(1);
  await system.services.pool.query('UPDATE http_sessions SET data = $2 WHERE id = $1', [rows[0]!.id, edit(rows[0]!.data)]);
  // The API process may hold the row in its cache; a row changed by hand is read again only once that copy is dropped.
  await system.services.sessions.revoke({ sessionIds: [rows[0]!.id] });
}

describe('player sessions', () => {
  it('end SESSION_MAX_AGE_MS after the sign-in however busy they are; signing in again starts a new one', async () => {
    const signedInAt = clock;
    const player = await signUpPlayer(system, 'lifetime');
    for (const step of [1, 2, 3]) {
      clock = new Date(signedInAt.getTime() + (step * (SESSION_MAX_AGE_MS - 1)) / 3);
      expect((await player.client.get('/api/coins')).status).toBe(200);
    }
    clock = new Date(signedInAt.getTime() + SESSION_MAX_AGE_MS);
    const ended = await player.client.get('/api/coins');
    expect(ended.status).toBe(401);
    expect(ended.json).toEqual(notSignedIn);
    expect((await player.client.get('/api/auth/status')).json?.authenticated).toBe(false);
    expect((await player.client.post('/api/auth/signin', { email: player.email, password: player.password })).status).toBe(200);
    expect((await player.client.get('/api/coins')).status).toBe(200);
  });

  it('count a session without a sign-in time as signed out', async () => {
    const player = await signUpPlayer(system, 'untimed');
    await editSession(player.userId, ({ signedInAt: _dropped, ...data }) => data);
    expect((await player.client.get('/api/coins')).status).toBe(401);
  });

  it.each([
    ['a purchase', '/api/bank/purchase', { amount: 1000 }],
    ['a check-in', '/api/gamification/daily-checkin', { timeZone: 'UTC' }],
  ])('count a session naming no account as signed out: %s appends nothing', async (_name, path, body) => {
    const player = await signUpVerifiedPlayer(system, 'ghost');
    const ghost = randomUUID();
    await editSession(player.userId, (data) => ({ ...data, userId: ghost }));
    const head = await system.services.store.head();
    const write = await player.client.post(path, body);
    expect(write.status).toBe(401);
    expect(write.json).toEqual(notSignedIn);
    expect(player.client.cookies.has('sid')).toBe(false);
    // The real player's sign-up jobs may still append; nothing may name the ghost.
    expect(await system.services.store.read(playerStream(ghost))).toEqual([]);
    await system.runner.catchUp();
    const appended = await system.services.store.readAll({ after: head });
    expect(appended.filter((event) => JSON.stringify(event).includes(ghost))).toEqual([]);
  });
});
