import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type FedEvent, type ReadModelHarness } from '../testing/read-model-harness';
import { notificationsProjector } from './notifications-projector';
import { newestNotificationOf, notificationPositionOf, notificationsNewerThan, notificationsOf } from './notifications-queries';

let model: ReadModelHarness;
let rebuilt: ReadModelHarness;
let batched: ReadModelHarness;
beforeAll(async () => {
  [model, rebuilt, batched] = await Promise.all([
    readModelHarness(notificationsProjector),
    readModelHarness(notificationsProjector),
    readModelHarness(notificationsProjector),
  ]);
});
afterAll(async () => {
  await Promise.all([model?.close(), rebuilt?.close(), batched?.close()]);
});

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12)).toISOString();
const drawId = 'nfl-bronze-2026-11-10';

const teamSynced = (teamId: string, userId: string, name: string): FedEvent => ({
  type: 'TeamSynced',
  data: { teamId, userId, provider: 'demo', teamKey: teamId, name, sport: 'NFL', league: 'L', platform: 'Yahoo Fantasy' },
});
const ticket = (userId: string, teamId: string, tier: number, count: number): FedEvent => ({
  type: 'TicketAwarded',
  data: {
    ticketId: `ticket:${teamId}:w:${tier}`,
    teamId,
    userId,
    week: '2026-11-03',
    tier,
    count,
    currentPoints: 200,
    target: 150,
    awardedAt: at(5),
  },
});
const entry = (userId: string, entryId: string): FedEvent => ({
  type: 'DrawEntryAdded',
  data: { drawId, entryId, userId, tickets: 1, source: 'earned', addedAt: at(6) },
});
const read = (userId: string, upTo: string, upToPosition: string): FedEvent => ({
  type: 'NotificationsRead',
  data: { userId, upTo, upToPosition, readAt: at(20) },
});

/** Everything a player can be told of, for u1, with u2 entering the same draw and buying coins. */
const history: FedEvent[] = [
  teamSynced('t1', 'u1', 'Chiefs Kingdom'),
  { type: 'SyncCompleted', data: { userId: 'u1', provider: 'demo', teamsFound: 1, teamsChanged: ['t1'], completedAt: at(1) } },
  teamSynced('t1', 'u1', 'Chiefs Dynasty'),
  ticket('u1', 't1', 4, 1),
  ticket('u1', 't1', 2, 3),
  entry('u1', 'tk1'),
  entry('u1', 'tk2'),
  entry('u2', 'free:u2'),
  {
    type: 'DrawCompleted',
    data: { drawId, seed: 's', beaconRound: 1, beaconRandomness: 'r', beaconSignature: 'g', winners: ['tk1'], drawnAt: at(11) },
  },
  {
    type: 'PrizeWon',
    data: {
      userId: 'u1',
      awardId: `${drawId}:0`,
      drawId,
      raffleId: 'nfl-bronze',
      prizeId: 'nfl-merch-pack',
      name: 'NFL Team Merchandise Pack',
      description: 'd',
      value: 250,
      type: 'physical',
      wonAt: at(11),
      claimDeadline: at(25),
    },
  },
  {
    type: 'BoostApplied',
    data: {
      userId: 'u1',
      boostId: 'b1',
      code: 'tickets_2x',
      teamId: 't1',
      teamName: 'Chiefs Dynasty',
      week: '2026-11-10',
      appliedAt: at(12),
    },
  },
  {
    type: 'CoinPurchaseCompleted',
    data: { userId: 'u1', paymentId: 'p1', provider: 'sandbox', amount: 2500, bonus: 500, priceCents: 999, completedAt: at(13) },
  },
  {
    type: 'CoinPurchaseCompleted',
    data: { userId: 'u2', paymentId: 'p2', provider: 'sandbox', amount: 1000, bonus: 0, priceCents: 499, completedAt: at(13) },
  },
];

it('tells each player what happened to them, newest first, in words with the real values', async () => {
  await model.feed(...history);
  const inbox = await notificationsOf(model.pool, 'u1', 1, 20);
  expect(inbox.total).toBe(7);
  expect(inbox.unreadCount).toBe(7);
  expect(inbox.items.map((n) => [n.kind, n.message, n.link, n.read])).toEqual([
    ['purchase_completed', 'Purchase completed: 2,500 coins + 500 bonus coins', '/bank', false],
    ['boost_applied', 'Boost applied: 2x Prize Multiplier on Chiefs Dynasty', '/dashboard', false],
    ['prize_won', 'You won NFL Team Merchandise Pack ($250)! Claim it from your profile.', '/profile', false],
    [
      'draw_result',
      'Draw result: the NFL Bronze Raffle draw of Nov 10, 2026 is complete. See the winners and the proof.',
      `/raffles/draws/${drawId}`,
      false,
    ],
    ['ticket_earned', 'You earned 3 Bronze tickets for Chiefs Dynasty', '/raffles?sport=nfl&tier=bronze', false],
    ['ticket_earned', 'You earned a Gold ticket for Chiefs Dynasty', '/raffles?sport=nfl&tier=gold', false],
    ['sync_finished', 'Sync finished: 1 team found', '/dashboard', false],
  ]);
  expect(inbox.items[0]).toEqual({
    id: 'event-12',
    kind: 'purchase_completed',
    message: expect.any(String),
    link: '/bank',
    at: '2026-11-01T00:00:12.000Z',
    read: false,
  });
  // The other entrant hears the draw once and their own purchase; nobody else's.
  expect((await notificationsOf(model.pool, 'u2', 1, 20)).items.map((n) => n.kind)).toEqual(['purchase_completed', 'draw_result']);
  expect(await notificationsOf(model.pool, 'nobody', 1, 20)).toEqual({ items: [], total: 0, unreadCount: 0 });
  const second = await notificationsOf(model.pool, 'u1', 2, 3);
  expect(second.items.map((n) => n.id)).toEqual(inbox.items.slice(3, 6).map((n) => n.id));
});

it("reads up to a notification, never back, and finds notifications only in their own player's inbox", async () => {
  const draw = (await notificationsOf(model.pool, 'u1', 1, 20)).items.find((n) => n.kind === 'draw_result')!;
  const position = (await notificationPositionOf(model.pool, 'u1', draw.id))!;
  expect(await notificationPositionOf(model.pool, 'u2', draw.id)).toBe(position);
  expect(await notificationPositionOf(model.pool, 'u2', 'event-12')).toBeNull();
  expect(await notificationsNewerThan(model.pool, 'u1', position)).toBe(3);

  await model.feed(read('u1', draw.id, position));
  let inbox = await notificationsOf(model.pool, 'u1', 1, 20);
  expect(inbox.unreadCount).toBe(3);
  expect(inbox.items.map((n) => n.read)).toEqual([false, false, false, true, true, true, true]);

  const newest = (await newestNotificationOf(model.pool, 'u1'))!;
  expect(newest.id).toBe('event-12');
  await model.feed(read('u1', newest.id, newest.position), read('u1', draw.id, position));
  inbox = await notificationsOf(model.pool, 'u1', 1, 20);
  expect(inbox.unreadCount).toBe(0);
  expect(inbox.items.every((n) => n.read)).toBe(true);
  expect((await notificationsOf(model.pool, 'u2', 1, 20)).unreadCount).toBe(2);
  expect(await newestNotificationOf(model.pool, 'nobody')).toBeNull();
});

it('changes nothing when replayed, and rebuilds to the same rows', async () => {
  const rows = await model.rows();
  // The entrants are dropped once the draw is done; the read mark is the newest one.
  expect(rows.notification_draw_entrants).toEqual([]);
  expect(rows.notification_reads).toEqual([{ user_id: 'u1', up_to_position: '000000000012' }]);
  await model.replay();
  expect(await model.rows()).toEqual(rows);
  const draw = rows.notifications!.find((n) => (n as { kind: string }).kind === 'draw_result') as { id: string; event_position: string };
  await rebuilt.feed(
    ...history,
    read('u1', draw.id, draw.event_position),
    read('u1', 'event-12', '000000000012'),
    read('u1', draw.id, draw.event_position),
  );
  expect(await rebuilt.rows()).toEqual(rows);
});

it('given a batch that renames a team between two of its tickets, when written set-based, then each ticket names the team as it was', async () => {
  await batched.feedBatch(teamSynced('t1', 'u1', 'Chiefs Kingdom'), ticket('u1', 't1', 2, 1));
  await batched.feedBatch(ticket('u1', 't1', 3, 1), teamSynced('t1', 'u1', 'Chiefs Dynasty'), ticket('u1', 't1', 4, 1));
  await batched.feedBatch(ticket('u1', 't1', 5, 1), teamSynced('t1', 'u1', 'Chiefs Forever'));

  const inbox = await notificationsOf(batched.pool, 'u1', 1, 20);
  expect(inbox.items.map((n) => n.message)).toEqual([
    'You earned a Platinum ticket for Chiefs Dynasty',
    'You earned a Gold ticket for Chiefs Dynasty',
    'You earned a Silver ticket for Chiefs Kingdom',
    'You earned a Bronze ticket for Chiefs Kingdom',
  ]);
  expect((await batched.rows()).notification_teams).toEqual([{ team_id: 't1', name: 'Chiefs Forever', sport: 'NFL' }]);
});
