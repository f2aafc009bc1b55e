import { OrderedMap as PersistentMap, Set as PersistentSet } from 'immutable';
import {
  DRAW_PICKS,
  entryListHash,
  entryPseudonym,
  publicEntryId,
  seedCommitment,
  selectWinners,
  texts,
  type BeaconInfoDto,
  type EventData,
  type ProofEntry,
} from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { Decider } from '../../../write/decider';
import { beaconSchedule } from '../beacon/beacon';

/** The events of a draw period's stream. */
export type DrawEvent =
  | { type: 'DrawOpened'; data: EventData<'DrawOpened'> }
  | { type: 'DrawEntryAdded'; data: EventData<'DrawEntryAdded'> }
  | { type: 'DrawClosed'; data: EventData<'DrawClosed'> }
  | { type: 'DrawCompleted'; data: EventData<'DrawCompleted'> }
  | { type: 'DrawPrizeAwarded'; data: EventData<'DrawPrizeAwarded'> }
  | { type: 'DrawPrizeForfeited'; data: EventData<'DrawPrizeForfeited'> };

export interface DrawEntry {
  userId: string;
  tickets: number;
  source: 'earned' | 'free';
}

export interface DrawState {
  opened: EventData<'DrawOpened'> | null;
  /**
   * By entry id, in arrival order. Persistent, so an entry adds to it without copying every entry before it: a copy
   * per entry made a draw of n entries cost n² (20,000 entries took 27 s of deciding).
   */
  entries: PersistentMap<string, DrawEntry>;
  /** The players who used their free entry: a second is refused without scanning the entries. */
  freeEntrants: PersistentSet<string>;
  closed: EventData<'DrawClosed'> | null;
  completed: EventData<'DrawCompleted'> | null;
  /** Awards by pick; `forfeited` once the pick missed its claim deadline. */
  awards: Map<number, { userId: string; awardId: string; forfeited: boolean }>;
}

export interface OpenDraw {
  type: 'OpenDraw';
  drawId: string;
  raffleId: string;
  opensAt: Date;
  closesAt: Date;
  prizeId: string;
  seedCommitment: string;
  beacon: BeaconInfoDto;
  beaconRound: number;
}

export interface AddEntry {
  type: 'AddEntry';
  entryId: string;
  userId: string;
  tickets: number;
  source: 'earned' | 'free';
}

/** The seed stays on the server until the result; the decider needs it to pseudonymise and hash the frozen list. */
export interface CloseDraw {
  type: 'CloseDraw';
  seed: string;
  /** Draw now (development and demo): close before the scheduled close, by this admin (or the CLI). */
  early?: { by: string };
}

export interface CompleteDraw {
  type: 'CompleteDraw';
  seed: string;
  beaconRound: number;
  beaconRandomness: string;
  beaconSignature: string;
}

export interface ForfeitPick {
  type: 'ForfeitPick';
  pick: number;
}

export type DrawCommand = OpenDraw | AddEntry | CloseDraw | CompleteDraw | ForfeitPick;

export interface DrawContext {
  now: Date;
}

export const awardIdOf = (drawId: string, pick: number) => `${drawId}:${pick}`;

export const initialDrawState = (): DrawState => ({
  opened: null,
  entries: PersistentMap(),
  freeEntrants: PersistentSet(),
  closed: null,
  completed: null,
  awards: new Map(),
});

export function evolveDraw(state: DrawState, event: DrawEvent): DrawState {
  switch (event.type) {
    case 'DrawOpened':
      return { ...state, opened: event.data };
    case 'DrawEntryAdded': {
      const { entryId, userId, tickets, source } = event.data;
      return {
        ...state,
        entries: state.entries.set(entryId, { userId, tickets, source }),
        freeEntrants: source === 'free' ? state.freeEntrants.add(userId) : state.freeEntrants,
      };
    }
    case 'DrawClosed':
      return { ...state, closed: event.data };
    case 'DrawCompleted':
      return { ...state, completed: event.data };
    case 'DrawPrizeAwarded': {
      const { pick, userId, awardId } = event.data;
      return { ...state, awards: new Map(state.awards).set(pick, { userId, awardId, forfeited: false }) };
    }
    case 'DrawPrizeForfeited': {
      const award = state.awards.get(event.data.pick);
      return award ? { ...state, awards: new Map(state.awards).set(event.data.pick, { ...award, forfeited: true }) } : state;
    }
  }
}

/**
 * The frozen entry list as the proof publishes it: player ids replaced by per-draw pseudonyms and, on draws closed with
 * `publicEntryIds`, entry ids by their public ids. The draw runs on this list, so the winners it gives are the ids
 * the proof shows; `ownIds` maps them back to the entries they stand for.
 */
export function proofEntries(
  entries: Iterable<readonly [string, DrawEntry]>,
  seed: string,
  publicIds: boolean,
): { list: ProofEntry[]; ownIds: Map<string, string> } {
  const list: ProofEntry[] = [];
  const ownIds = new Map<string, string>();
  // A player's entries share one pseudonym: computed once per player, not once per entry.
  const pseudonyms = new Map<string, string>();
  for (const [entryId, e] of entries) {
    let pseudonym = pseudonyms.get(e.userId);
    if (pseudonym === undefined) pseudonyms.set(e.userId, (pseudonym = entryPseudonym(seed, e.userId)));
    const shown = publicIds ? publicEntryId(seed, entryId) : entryId;
    ownIds.set(shown, entryId);
    list.push({ entryId: shown, pseudonym, tickets: e.tickets });
  }
  return { list, ownIds };
}

/** The beacon round the draw uses: fixed at opening, or at an early close (Draw now). */
export const beaconRoundOf = (state: DrawState): number | undefined => state.closed?.closedEarly?.beaconRound ?? state.opened?.beaconRound;

function requireSeed(state: DrawState, seed: string): void {
  if (seedCommitment(seed) !== state.opened?.seedCommitment)
    throw new Error(`Seed does not match the commitment of ${state.opened?.drawId}`);
}

/** Opening is idempotent: a period opens once, whoever asks first. */
export function decideOpen(command: OpenDraw, state: DrawState): DrawEvent[] {
  if (state.opened) return [];
  const { type: _type, opensAt, closesAt, ...rest } = command;
  return [{ type: 'DrawOpened', data: { ...rest, opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString() } }];
}

/** An entry joins an open period before its close; the same entry twice is one entry, a second free entry is refused. */
export function decideAddEntry(command: AddEntry, state: DrawState, { now }: DrawContext): DrawEvent[] {
  if (!state.opened) throw new DomainError('not_found', texts.server.drawNotFound);
  if (state.entries.has(command.entryId)) return [];
  if (state.closed || now.getTime() >= new Date(state.opened.closesAt).getTime()) {
    throw new DomainError('business_rule', texts.server.entriesClosed);
  }
  if (command.source === 'free' && state.freeEntrants.has(command.userId)) {
    throw new DomainError('conflict', texts.server.freeEntryUsed);
  }
  const { type: _type, ...entry } = command;
  return [{ type: 'DrawEntryAdded', data: { drawId: state.opened.drawId, ...entry, addedAt: now.toISOString() } }];
}

/** At the close the entry list is frozen: its pseudonymised hash is published, the seed is not. */
export function decideClose(command: CloseDraw, state: DrawState, { now }: DrawContext): DrawEvent[] {
  if (!state.opened) throw new DomainError('not_found', texts.server.drawNotFound);
  if (state.closed) return [];
  const early = now.getTime() < new Date(state.opened.closesAt).getTime();
  if (early && !command.early) throw new DomainError('business_rule', 'The period has not ended yet.');
  requireSeed(state, command.seed);
  const entries = [...state.entries.values()];
  // Closed early, the round fixed at opening is still far off: the first round after this close takes its place.
  const closedEarly =
    early && command.early
      ? { closedEarly: { by: command.early.by, beaconRound: beaconSchedule.roundAfter(now, state.opened.beacon) } }
      : {};
  return [
    {
      type: 'DrawClosed',
      data: {
        drawId: state.opened.drawId,
        entryCount: entries.length,
        totalTickets: entries.reduce((sum, e) => sum + e.tickets, 0),
        participants: new Set(entries.map((e) => e.userId)).size,
        entryListHash: entryListHash(proofEntries(state.entries, command.seed, true).list),
        publicEntryIds: true,
        closedAt: now.toISOString(),
        ...closedEarly,
      },
    },
  ];
}

/**
 * The draw: the seed is revealed and, with the frozen list's hash and the beacon round fixed at opening, gives the
 * winner order; the prize goes to the first pick. A period with no entries completes with no winner.
 */
export function decideComplete(command: CompleteDraw, state: DrawState, { now }: DrawContext): DrawEvent[] {
  if (!state.opened || !state.closed) throw new DomainError('business_rule', 'The period is not closed yet.');
  if (state.completed) return [];
  requireSeed(state, command.seed);
  if (command.beaconRound !== beaconRoundOf(state)) throw new Error(`Beacon round ${command.beaconRound} is not the one fixed in advance`);
  const { drawId } = state.opened;
  // The list its close hashed: public ids since they exist, own ids on draws closed before (their hash covers those).
  const { list, ownIds } = proofEntries(state.entries, command.seed, state.closed.publicEntryIds === true);
  const drawn = selectWinners(
    list,
    { seed: command.seed, entryListHash: state.closed.entryListHash, beaconRandomness: command.beaconRandomness },
    DRAW_PICKS,
  );
  // Recorded by the entries' own ids, as ever: awards and forfeits find the player by them; the proof maps them back.
  const winners = drawn.map((id) => ownIds.get(id)!);
  const at = now.toISOString();
  const { type: _type, ...revealed } = command;
  const events: DrawEvent[] = [{ type: 'DrawCompleted', data: { drawId, ...revealed, winners, drawnAt: at } }];
  if (winners.length > 0) {
    const userId = state.entries.get(winners[0]!)!.userId;
    events.push({
      type: 'DrawPrizeAwarded',
      data: { drawId, pick: 0, entryId: winners[0]!, userId, awardId: awardIdOf(drawId, 0), awardedAt: at },
    });
  }
  return events;
}

/** An unclaimed prize passes to the next runner-up of the same proof; when none is left it stays unawarded. */
export function decideForfeit(command: ForfeitPick, state: DrawState, { now }: DrawContext): DrawEvent[] {
  const award = state.awards.get(command.pick);
  if (!state.opened || !state.completed || !award || award.forfeited) return [];
  const { drawId } = state.opened;
  const at = now.toISOString();
  const events: DrawEvent[] = [
    { type: 'DrawPrizeForfeited', data: { drawId, pick: command.pick, userId: award.userId, awardId: award.awardId, forfeitedAt: at } },
  ];
  const next = command.pick + 1;
  const entryId = state.completed.winners[next];
  if (entryId) {
    const userId = state.entries.get(entryId)!.userId;
    events.push({
      type: 'DrawPrizeAwarded',
      data: { drawId, pick: next, entryId, userId, awardId: awardIdOf(drawId, next), awardedAt: at },
    });
  }
  return events;
}

/** A draw period's stream: opened, entries, closed, drawn, prize awarded (and re-awarded after a forfeit). */
export const drawDecider: Decider<DrawState, DrawCommand, DrawContext, DrawEvent> = {
  initialState: initialDrawState,
  evolve: evolveDraw,
  decide(command, state, context) {
    switch (command.type) {
      case 'OpenDraw':
        return decideOpen(command, state);
      case 'AddEntry':
        return decideAddEntry(command, state, context);
      case 'CloseDraw':
        return decideClose(command, state, context);
      case 'CompleteDraw':
        return decideComplete(command, state, context);
      case 'ForfeitPick':
        return decideForfeit(command, state, context);
    }
  },
};
