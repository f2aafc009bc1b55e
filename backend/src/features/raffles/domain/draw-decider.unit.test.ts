import { describe, expect, it } from 'vitest';
import {
  DRAW_PICKS,
  entryListHash,
  publicEntryId,
  seedCommitment,
  selectWinners,
  verifyDrawProof,
  type BeaconInfoDto,
} from '@fr/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { drawDecider, proofEntries, type DrawEvent } from './draw-decider';

const seed = 'ab'.repeat(32);
const drawId = 'nfl-bronze-2026-11-23';
const closesAt = '2026-11-24T04:59:00.000Z';
const before = new Date('2026-11-23T20:00:00.000Z');
const after = new Date('2026-11-24T05:00:00.000Z');
const beacon: BeaconInfoDto = {
  kind: 'local',
  name: 'Local demo beacon',
  chainHash: 'c0',
  publicKey: 'pk',
  genesisTime: 1_700_000_000,
  period: 3,
  scheme: 'bls-unchained-g1-rfc9380',
  url: null,
};
const spec = deciderSpec(drawDecider, { now: before });

const opened: DrawEvent = {
  type: 'DrawOpened',
  data: {
    drawId,
    raffleId: 'nfl-bronze',
    opensAt: '2026-11-23T04:59:00.000Z',
    closesAt,
    prizeId: 'nfl-merch-pack',
    seedCommitment: seedCommitment(seed),
    beacon,
    beaconRound: 42,
  },
};
const entry = (entryId: string, userId: string, tickets = 1, source: 'earned' | 'free' = 'earned'): DrawEvent => ({
  type: 'DrawEntryAdded',
  data: { drawId, entryId, userId, tickets, source, addedAt: before.toISOString() },
});
const entries = [entry('ticket:a', 'u1', 2), entry('ticket:b', 'u2'), entry('free:u3', 'u3', 1, 'free')];
const entryMap = new Map([
  ['ticket:a', { userId: 'u1', tickets: 2, source: 'earned' as const }],
  ['ticket:b', { userId: 'u2', tickets: 1, source: 'earned' as const }],
  ['free:u3', { userId: 'u3', tickets: 1, source: 'free' as const }],
]);
/** The list as proofs publish it since public entry ids, and as draws closed before published it (own ids). */
const publicList = proofEntries(entryMap, seed, true).list;
const ownIdList = proofEntries(entryMap, seed, false).list;
const hash = entryListHash(publicList);
const closed: DrawEvent = {
  type: 'DrawClosed',
  data: {
    drawId,
    entryCount: 3,
    totalTickets: 4,
    participants: 3,
    entryListHash: hash,
    publicEntryIds: true,
    closedAt: after.toISOString(),
  },
};
/** A draw closed before public entry ids: no flag, its hash over the own ids, as recorded then. */
const closedBefore: DrawEvent = {
  type: 'DrawClosed',
  data: { drawId, entryCount: 3, totalTickets: 4, participants: 3, entryListHash: entryListHash(ownIdList), closedAt: after.toISOString() },
};
const complete = { type: 'CompleteDraw' as const, seed, beaconRound: 42, beaconRandomness: 'cd'.repeat(32), beaconSignature: 'ef' };

describe('a draw period', () => {
  it('opens once, whoever asks first', () => {
    spec
      .given(opened)
      .when({
        type: 'OpenDraw',
        drawId,
        raffleId: 'nfl-bronze',
        opensAt: new Date(),
        closesAt: new Date(),
        prizeId: 'x',
        seedCommitment: 'other',
        beacon,
        beaconRound: 1,
      })
      .thenNothing();
  });

  it('takes an entry once, and refuses it after the close even before the close is recorded', () => {
    const add = { type: 'AddEntry' as const, entryId: 'ticket:a', userId: 'u1', tickets: 2, source: 'earned' as const };
    spec
      .given(opened)
      .when(add)
      .then([entry('ticket:a', 'u1', 2)]);
    spec
      .given(opened, entry('ticket:a', 'u1', 2))
      .when(add)
      .thenNothing();
    spec
      .given(opened)
      .when(add, { now: new Date(closesAt) })
      .thenRefuses(/closed to entries/);
    spec
      .given(opened, closed)
      .when({ ...add, entryId: 'ticket:z' })
      .thenRefuses(/closed to entries/);
  });

  it('allows one free entry per player and period', () => {
    spec
      .given(opened, entry('free:u3', 'u3', 1, 'free'))
      .when({ type: 'AddEntry', entryId: 'free:u3-again', userId: 'u3', tickets: 1, source: 'free' })
      .thenRefuses(/already used your free entry/);
  });

  it('freezes the entry list at the close and publishes its hash, not the seed', () => {
    spec
      .given(opened, ...entries)
      .when({ type: 'CloseDraw', seed }, { now: after })
      .then([closed]);
    spec
      .given(opened)
      .when({ type: 'CloseDraw', seed }, { now: before })
      .thenRefuses(/not ended/);
    spec
      .given(opened)
      .when({ type: 'CloseDraw', seed: 'cd'.repeat(32) }, { now: after })
      .thenRefuses(/commitment/);
  });

  it('closes early only for Draw now, fixing the first beacon round after that close; the draw uses that round', () => {
    // genesis 1_700_000_000 s, 3 s rounds: `before` is 95_464_000 s later, so round 31_821_334 is out and 31_821_335 next.
    const earlyClosed: DrawEvent = {
      type: 'DrawClosed',
      data: { ...closed.data, closedAt: before.toISOString(), closedEarly: { by: 'admin-1', beaconRound: 31_821_335 } },
    };
    spec
      .given(opened, ...entries)
      .when({ type: 'CloseDraw', seed, early: { by: 'admin-1' } }, { now: before })
      .then([earlyClosed]);
    // After the scheduled close an early close is an ordinary one: the round fixed at opening stands.
    spec
      .given(opened, ...entries)
      .when({ type: 'CloseDraw', seed, early: { by: 'admin-1' } }, { now: after })
      .then([closed]);
    spec
      .given(opened, ...entries, earlyClosed)
      .when(complete, { now: before })
      .thenRefuses(/not the one fixed/);
    const events = spec
      .given(opened, ...entries, earlyClosed)
      .when({ ...complete, beaconRound: 31_821_335 }, { now: before })
      .events();
    expect(events[0]).toMatchObject({ type: 'DrawCompleted', data: { beaconRound: 31_821_335 } });
  });

  it('draws the winner the proof re-computes, and awards the prize to the first pick', () => {
    const events = spec
      .given(opened, ...entries, closed)
      .when(complete, { now: after })
      .events();
    // The draw runs on the public list: its winners, by public id, are what anyone re-computes from the proof.
    const published = selectWinners(publicList, { seed, entryListHash: hash, beaconRandomness: complete.beaconRandomness }, DRAW_PICKS);
    expect(published).toHaveLength(3);
    const ownId = new Map([...entryMap.keys()].map((id) => [publicEntryId(seed, id), id]));
    // Recorded by own ids (awards find the player by them): the same entries, in the same order.
    const expected = published.map((id) => ownId.get(id)!);
    expect(events[0]).toMatchObject({ type: 'DrawCompleted', data: { winners: expected, seed } });
    const winnerUser = { 'ticket:a': 'u1', 'ticket:b': 'u2', 'free:u3': 'u3' }[expected[0]!];
    expect(events[1]).toMatchObject({ type: 'DrawPrizeAwarded', data: { pick: 0, userId: winnerUser, awardId: `${drawId}:0` } });
    spec
      .given(opened, ...entries, closed)
      .when({ ...complete, beaconRound: 43 }, { now: after })
      .thenRefuses(/fixed in advance/);
  });

  it('publishes no team or player id: the public list names entries by ids only the seed gives', () => {
    const text = JSON.stringify(publicList);
    for (const own of ['ticket:a', 'ticket:b', 'free:u3', 'u1', 'u2', 'u3']) expect(text).not.toContain(`"${own}"`);
    expect(text).not.toContain('ticket:');
    expect(text).not.toContain('free:');
  });

  it('draws a period closed before public entry ids on the own ids its hash covers, as it was drawn then', () => {
    const events = spec
      .given(opened, ...entries, closedBefore)
      .when(complete, { now: after })
      .events();
    const inputs = { seed, entryListHash: entryListHash(ownIdList), beaconRandomness: complete.beaconRandomness };
    const winners = selectWinners(ownIdList, inputs, DRAW_PICKS);
    expect(events[0]).toMatchObject({ type: 'DrawCompleted', data: { winners } });
    // Its proof, with the own ids, still re-computes.
    const proof = { seedCommitment: seedCommitment(seed), entries: ownIdList, picks: DRAW_PICKS, winners, ...inputs };
    expect(verifyDrawProof(proof).winnersMatch).toBe(true);
  });

  it('closes a period with no entries with no winner', () => {
    const emptyClosed: DrawEvent = {
      type: 'DrawClosed',
      data: {
        drawId,
        entryCount: 0,
        totalTickets: 0,
        participants: 0,
        entryListHash: entryListHash([]),
        publicEntryIds: true,
        closedAt: after.toISOString(),
      },
    };
    spec.given(opened).when({ type: 'CloseDraw', seed }, { now: after }).then([emptyClosed]);
    const events = spec.given(opened, emptyClosed).when(complete, { now: after }).events();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'DrawCompleted', data: { winners: [] } });
  });

  it('passes a forfeited prize to the next runner-up of the same proof, once', () => {
    const [completed, awarded] = spec
      .given(opened, ...entries, closed)
      .when(complete, { now: after })
      .events() as [DrawEvent, DrawEvent];
    const winners = (completed.data as { winners: string[] }).winners;
    const later = new Date('2026-12-10T00:00:00.000Z');
    const events = spec
      .given(opened, ...entries, closed, completed, awarded)
      .when({ type: 'ForfeitPick', pick: 0 }, { now: later })
      .events();
    expect(events.map((e) => e.type)).toEqual(['DrawPrizeForfeited', 'DrawPrizeAwarded']);
    expect(events[1]).toMatchObject({ data: { pick: 1, entryId: winners[1], awardId: `${drawId}:1` } });
    spec
      .given(opened, ...entries, closed, completed, awarded, ...events)
      .when({ type: 'ForfeitPick', pick: 0 }, { now: later })
      .thenNothing();
  });
});
