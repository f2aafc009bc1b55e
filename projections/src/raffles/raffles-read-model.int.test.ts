import { afterAll, beforeAll, expect, it } from 'vitest';
import '../testing/provided-context';
import { readModelHarness, type ReadModelHarness } from '../testing/read-model-harness';
import { rafflesProjector } from './raffles-projector';
import {
  currentAward,
  drawById,
  drawStats,
  drawsDue,
  entriesOfDraw,
  entriesOfPlayer,
  lastFinishedDraws,
  pastDrawsOf,
  recentWinners,
  ticketsToEnter,
} from './raffles-queries';

let model: ReadModelHarness;
beforeAll(async () => {
  model = await readModelHarness(rafflesProjector);
});
afterAll(async () => {
  await model?.close();
});

const drawId = 'nfl-bronze-2026-11-23';
const beacon = {
  kind: 'local' as const,
  name: 'Local demo beacon',
  chainHash: 'c0',
  publicKey: 'pk',
  genesisTime: 1_700_000_000,
  period: 3,
  scheme: 'bls-unchained-g1-rfc9380',
  url: null,
};
const entry = (entryId: string, userId: string, tickets: number, source: 'earned' | 'free' = 'earned') => ({
  type: 'DrawEntryAdded' as const,
  data: { drawId, entryId, userId, tickets, source, addedAt: '2026-11-23T10:00:00.000Z' },
});

it('follows tickets to their entries, a draw to its winner and a forfeit to the runner-up, unchanged by a replay', async () => {
  const team = (teamId: string, sport: 'NFL' | 'NBA') => ({
    type: 'TeamSynced' as const,
    data: { teamId, userId: 'u1', provider: 'demo', teamKey: teamId, name: teamId, sport, league: 'L', platform: 'Yahoo Fantasy' },
  });
  const ticket = (ticketId: string, teamId: string, tier: number) => ({
    type: 'TicketAwarded' as const,
    data: {
      ticketId,
      teamId,
      userId: 'u1',
      week: '2026-11-17',
      tier,
      count: 2,
      currentPoints: 120,
      target: 110,
      awardedAt: '2026-11-20T00:00:00.000Z',
    },
  });
  await model.feed(
    team('t1', 'NFL'),
    team('t2', 'NBA'),
    ticket('ticket:t1:w:2', 't1', 2),
    ticket('ticket:t2:w:3', 't2', 3),
    ticket('ticket:t2:w:4', 't2', 4),
    {
      type: 'TicketRevoked',
      data: {
        ticketId: 'ticket:t2:w:4',
        teamId: 't2',
        userId: 'u1',
        week: '2026-11-17',
        tier: 4,
        reason: 'stat_correction',
        revokedAt: '2026-11-21T00:00:00.000Z',
      },
    },
    {
      type: 'WeekClosed',
      data: { teamId: 't1', userId: 'u1', week: '2026-11-17', ticketIds: ['ticket:t1:w:2'], closedAt: '2026-11-25T09:00:00.000Z' },
    },
  );
  const now = new Date('2026-11-25T10:00:00.000Z');
  // Only the settled, unrevoked ticket waits to enter; the NBA one has not settled and the revoked one never will.
  expect(await ticketsToEnter(model.pool, now, 30, 10)).toEqual([
    {
      ticketId: 'ticket:t1:w:2',
      userId: 'u1',
      sport: 'NFL',
      tier: 'bronze',
      tickets: 2,
      settledAt: '2026-11-25T09:00:00.000Z',
      enteredRaffles: [],
    },
  ]);
  expect(await ticketsToEnter(model.pool, new Date('2027-01-25T10:00:00.000Z'), 30, 10)).toEqual([]);

  await model.feed(
    {
      type: 'DrawOpened',
      data: {
        drawId,
        raffleId: 'nfl-bronze',
        opensAt: '2026-11-23T04:59:00.000Z',
        closesAt: '2026-11-24T04:59:00.000Z',
        prizeId: 'nfl-merch-pack',
        seedCommitment: 'commit',
        beacon,
        beaconRound: 42,
      },
    },
    entry('ticket:t1:w:2', 'u1', 2),
    entry('free:u2', 'u2', 1, 'free'),
  );
  expect((await ticketsToEnter(model.pool, now, 30, 10))[0]?.enteredRaffles).toEqual(['nfl-bronze']);
  expect(await drawStats(model.pool, [drawId, 'other'], 'u2')).toEqual(
    new Map([[drawId, { participants: 2, userTickets: 1, freeEntryUsed: true }]]),
  );
  expect(await drawsDue(model.pool, new Date('2026-11-24T04:58:00.000Z'))).toEqual([]);
  expect(await drawsDue(model.pool, now)).toEqual([drawId]);

  await model.feed(
    {
      type: 'DrawClosed',
      data: { drawId, entryCount: 2, totalTickets: 3, participants: 2, entryListHash: 'h', closedAt: '2026-11-24T05:00:00.000Z' },
    },
    {
      type: 'DrawCompleted',
      data: {
        drawId,
        seed: 's',
        beaconRound: 42,
        beaconRandomness: 'r',
        beaconSignature: 'sig',
        winners: ['free:u2', 'ticket:t1:w:2'],
        drawnAt: '2026-11-24T05:01:00.000Z',
      },
    },
    {
      type: 'DrawPrizeAwarded',
      data: { drawId, pick: 0, entryId: 'free:u2', userId: 'u2', awardId: `${drawId}:0`, awardedAt: '2026-11-24T05:01:00.000Z' },
    },
  );
  expect(await drawsDue(model.pool, now)).toEqual([]);
  expect(await drawById(model.pool, drawId)).toMatchObject({
    status: 'drawn',
    winners: ['free:u2', 'ticket:t1:w:2'],
    currentPick: 0,
    beacon,
  });
  expect(await entriesOfDraw(model.pool, drawId)).toHaveLength(2);
  expect(await lastFinishedDraws(model.pool)).toEqual(
    new Map([['nfl-bronze', { drawId, status: 'drawn', drawnAt: '2026-11-24T05:01:00.000Z' }]]),
  );

  await model.feed(
    {
      type: 'DrawPrizeForfeited',
      data: { drawId, pick: 0, userId: 'u2', awardId: `${drawId}:0`, forfeitedAt: '2026-12-10T00:00:00.000Z' },
    },
    {
      type: 'DrawPrizeAwarded',
      data: { drawId, pick: 1, entryId: 'ticket:t1:w:2', userId: 'u1', awardId: `${drawId}:1`, awardedAt: '2026-12-10T00:00:00.000Z' },
    },
  );
  expect(await currentAward(model.pool, drawId)).toEqual({ pick: 1, userId: 'u1', awardId: `${drawId}:1` });
  expect((await recentWinners(model.pool, 5)).map((w) => w.userId)).toEqual(['u1']);

  // The raffle's history names the runner-up who holds the prize now; the open period is not history yet.
  await model.feed({
    type: 'DrawOpened',
    data: {
      drawId: 'nfl-bronze-2026-11-24',
      raffleId: 'nfl-bronze',
      opensAt: '2026-11-24T04:59:00.000Z',
      closesAt: '2026-11-25T04:59:00.000Z',
      prizeId: 'nfl-merch-pack',
      seedCommitment: 'commit2',
      beacon,
      beaconRound: 43,
    },
  });
  await model.feed({
    type: 'DrawEntryAdded',
    data: {
      drawId: 'nfl-bronze-2026-11-24',
      entryId: 'free:u2',
      userId: 'u2',
      tickets: 1,
      source: 'free',
      addedAt: '2026-11-24T12:00:00.000Z',
    },
  });
  const past = {
    drawId,
    status: 'drawn',
    closesAt: '2026-11-24T04:59:00.000Z',
    drawnAt: '2026-11-24T05:01:00.000Z',
    prizeId: 'nfl-merch-pack',
    entryCount: 2,
    totalTickets: 3,
    participants: 2,
    winnerUserId: 'u1',
  };
  expect(await pastDrawsOf(model.pool, 'nfl-bronze', 0, 10)).toEqual({ draws: [past], total: 1 });
  expect(await pastDrawsOf(model.pool, 'nfl-bronze', 1, 10)).toEqual({ draws: [], total: 1 });
  expect(await pastDrawsOf(model.pool, 'nba-bronze', 0, 10)).toEqual({ draws: [], total: 0 });

  // Each player's entries and how they ended, newest first: u2 forfeited the prize u1's ticket now holds.
  const outcomes = async (userId: string, offset = 0, limit = 10) => {
    const { entries, total } = await entriesOfPlayer(model.pool, userId, offset, limit);
    return { entries: entries.map((e) => [e.drawId, e.entryId, e.source, e.result]), total };
  };
  expect(await outcomes('u1')).toEqual({ entries: [[drawId, 'ticket:t1:w:2', 'earned', { outcome: 'won', pick: 1 }]], total: 1 });
  expect(await outcomes('u2')).toEqual({
    entries: [
      ['nfl-bronze-2026-11-24', 'free:u2', 'free', { outcome: 'pending' }],
      [drawId, 'free:u2', 'free', { outcome: 'forfeited' }],
    ],
    total: 2,
  });
  expect(await outcomes('u2', 1, 1)).toEqual({ entries: [[drawId, 'free:u2', 'free', { outcome: 'forfeited' }]], total: 2 });
  expect(await outcomes('nobody')).toEqual({ entries: [], total: 0 });

  const rows = await model.rows();
  const queried = [await pastDrawsOf(model.pool, 'nfl-bronze', 0, 10), await entriesOfPlayer(model.pool, 'u2', 0, 10)];
  await model.replay();
  expect(await model.rows()).toEqual(rows);
  expect([await pastDrawsOf(model.pool, 'nfl-bronze', 0, 10), await entriesOfPlayer(model.pool, 'u2', 0, 10)]).toEqual(queried);
});

it('counts a player once per draw however many entries they add, and a replayed entry not again', async () => {
  const other = 'nba-bronze-2026-11-23';
  const add = (entryId: string, userId: string) => ({
    type: 'DrawEntryAdded' as const,
    data: { drawId: other, entryId, userId, tickets: 1, source: 'earned' as const, addedAt: '2026-11-23T10:00:00.000Z' },
  });
  await model.feed(add('ticket:a', 'p1'), add('ticket:b', 'p1'), add('ticket:c', 'p2'));
  await model.feed(add('ticket:a', 'p1'));
  expect(await drawStats(model.pool, [other], 'p1')).toEqual(new Map([[other, { participants: 2, userTickets: 2, freeEntryUsed: false }]]));
});
