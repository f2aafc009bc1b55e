import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsStream, texts, type NotificationsResponse } from '@fr/contracts';
import type { TestClient } from '../../testing/http-client';
import { connectDemoProvider } from '../../testing/demo-connection';
import { signUpPlayer, signUpVerifiedPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'true' } });
});
afterAll(async () => {
  await system?.close();
});

const inboxOf = async (client: TestClient, query = '') => {
  const answer = await client.get(`/api/notifications${query}`);
  expect(answer.status).toBe(200);
  return answer.json as unknown as NotificationsResponse;
};
const readMarks = async (userId: string) => (await system.services.store.read(notificationsStream(userId))).length;

describe('the inbox', () => {
  it('tells of a coin purchase and a sync that found teams, and marks them read up to one or all, once', async () => {
    const player = await signUpVerifiedPlayer(system, 'inbox');
    const bought = await player.client.post('/api/bank/purchase', { amount: 2500 }, { headers: { 'idempotency-key': 'inbox-1' } });
    expect(bought.status).toBe(200);

    let inbox = await inboxOf(player.client);
    expect(inbox).toEqual({
      items: [
        {
          id: expect.any(String),
          kind: 'purchase_completed',
          message: 'Purchase completed: 2,500 coins + 500 bonus coins',
          link: '/bank',
          at: expect.any(String),
          read: false,
        },
      ],
      page: 1,
      pageSize: 20,
      total: 1,
      unreadCount: 1,
    });
    const purchase = inbox.items[0]!;

    await connectDemoProvider(player.client);
    expect((await player.client.post('/api/sync')).json).toEqual({ success: true, teamsFound: 6 });
    inbox = await inboxOf(player.client);
    const sync = inbox.items.find((n) => n.kind === 'sync_finished');
    expect(sync).toMatchObject({ message: 'Sync finished: 6 teams found', link: '/dashboard', read: false });
    expect(inbox.items.at(-1)).toEqual(purchase);
    expect(inbox.unreadCount).toBe(inbox.total);
    // A sync that finds nothing new tells nothing new.
    expect((await player.client.post('/api/sync')).status).toBe(200);
    expect((await inboxOf(player.client)).total).toBe(inbox.total);

    // Reading up to the purchase leaves everything newer unread.
    expect((await player.client.post('/api/notifications/read', { upTo: purchase.id })).json).toEqual({ unreadCount: inbox.total - 1 });
    const afterFirst = await inboxOf(player.client);
    expect(afterFirst.unreadCount).toBe(inbox.total - 1);
    expect(afterFirst.items.at(-1)?.read).toBe(true);
    expect(afterFirst.items[0]?.read).toBe(false);

    const newest = afterFirst.items[0]!.id;
    expect((await player.client.post('/api/notifications/read', { upTo: newest })).json).toEqual({ unreadCount: 0 });
    expect((await inboxOf(player.client)).items.every((n) => n.read)).toBe(true);
    // Again, an older one, or all: the same answer and no further mark.
    expect((await player.client.post('/api/notifications/read', { upTo: newest })).json).toEqual({ unreadCount: 0 });
    expect((await player.client.post('/api/notifications/read', { upTo: purchase.id })).json).toEqual({ unreadCount: 0 });
    expect((await player.client.post('/api/notifications/read', { all: true })).json).toEqual({ unreadCount: 0 });
    expect(await readMarks(player.userId)).toBe(2);
    expect((await inboxOf(player.client)).unreadCount).toBe(0);

    // The second page of one-item pages is the second newest.
    const paged = await inboxOf(player.client, '?page=2&pageSize=1');
    expect(paged.items.map((n) => n.id)).toEqual([afterFirst.items[1]!.id]);
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: inbox.total });
  });

  it("marks all read with `all`, and shows a player nothing of another player's", async () => {
    const owner = await signUpVerifiedPlayer(system, 'owner');
    await owner.client.post('/api/bank/purchase', { amount: 1000 }, { headers: { 'idempotency-key': 'owner-1' } });
    await owner.client.post('/api/bank/purchase', { amount: 5000 }, { headers: { 'idempotency-key': 'owner-2' } });
    const owned = await inboxOf(owner.client);
    expect(owned.items.map((n) => n.message)).toEqual([
      'Purchase completed: 5,000 coins + 1,500 bonus coins',
      'Purchase completed: 1,000 coins',
    ]);

    const other = await signUpPlayer(system, 'other');
    expect(await inboxOf(other.client)).toMatchObject({ items: [], total: 0, unreadCount: 0 });
    const foreign = await other.client.post('/api/notifications/read', { upTo: owned.items[0]!.id });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ error: 'not_found', message: texts.server.notificationNotFound });
    // Nothing to read is no error, and records nothing.
    expect((await other.client.post('/api/notifications/read', { all: true })).json).toEqual({ unreadCount: 0 });
    expect(await readMarks(other.userId)).toBe(0);

    expect((await owner.client.post('/api/notifications/read', { all: true })).json).toEqual({ unreadCount: 0 });
    expect((await inboxOf(owner.client)).unreadCount).toBe(0);
    expect(await readMarks(owner.userId)).toBe(1);
  });

  it('refuses bad input with a 400 in the error format and changes nothing', async () => {
    const player = await signUpVerifiedPlayer(system, 'bad');
    await player.client.post('/api/bank/purchase', { amount: 1000 }, { headers: { 'idempotency-key': 'bad-1' } });
    for (const body of [{}, { upTo: '' }, { all: false }, { upTo: 'x', all: true }, { upTo: 5 }, { upTo: 'x'.repeat(201) }, [], 'all']) {
      const refused = await player.client.post('/api/notifications/read', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
    }
    for (const query of ['?pageSize=0', '?pageSize=101', '?page=0', '?page=abc']) {
      const refused = await player.client.get(`/api/notifications${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.json).toMatchObject({ error: 'validation_failed' });
    }
    expect(await readMarks(player.userId)).toBe(0);
    expect((await inboxOf(player.client)).unreadCount).toBe(1);
    expect((await system.client().get('/api/notifications')).status).toBe(401);
    expect((await system.client().post('/api/notifications/read', { all: true })).status).toBe(401);
  });
});
