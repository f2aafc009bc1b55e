import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';
import { entrySources } from './constants';
import { beaconInfoSchema } from './schemas';

/** Each draw period is a stream of its own (issue 10): opened, entries, closed, drawn, prize awarded. */
export const drawStream = (drawId: string) => `draw-${drawId}`;

export const drawOpenedSchema = z.object({
  drawId: z.string(),
  raffleId: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  prizeId: z.string(),
  /** sha256 of the secret seed; the seed itself is revealed only with the result. */
  seedCommitment: z.string(),
  beacon: beaconInfoSchema,
  /** Fixed in advance: the first beacon round emitted after the close. */
  beaconRound: z.number().int().positive(),
});

export const drawEntryAddedSchema = z.object({
  drawId: z.string(),
  /** The ticket id for earned entries, `free:{userId}` for the free entry. */
  entryId: z.string(),
  userId: z.string(),
  tickets: z.number().int().positive(),
  source: z.enum(entrySources),
  addedAt: z.string(),
});

export const drawClosedSchema = z.object({
  drawId: z.string(),
  entryCount: z.number().int().nonnegative(),
  totalTickets: z.number().int().nonnegative(),
  participants: z.number().int().nonnegative(),
  /** sha256 of the frozen, pseudonymised entry list (contracts/src/raffles/proof.ts). */
  entryListHash: z.string(),
  /**
   * True: the list hashed (and later drawn) names each entry by its public id (`publicEntryId`), not by its own id,
   * which names a team or a player. Absent on draws closed before: their hash covers the own ids, so their proofs keep
   * publishing those (docs/decisions/0008).
   */
  publicEntryIds: z.boolean().optional(),
  closedAt: z.string(),
  /**
   * Present when the period was closed before its scheduled close (Draw now, development and demo only): who closed
   * it, and the beacon round fixed at that close, the first one emitted after it. Its value could not be known when
   * the entry list froze, as for a scheduled close; the proof shows this close time and this round.
   */
  closedEarly: z.object({ by: z.string(), beaconRound: z.number().int().positive() }).optional(),
});

export const drawCompletedSchema = z.object({
  drawId: z.string(),
  seed: z.string(),
  beaconRound: z.number().int().positive(),
  beaconRandomness: z.string(),
  beaconSignature: z.string(),
  /** Entry ids in winner order (winner first); empty when the period had no entries. */
  winners: z.array(z.string()),
  drawnAt: z.string(),
});

export const drawPrizeAwardedSchema = z.object({
  drawId: z.string(),
  pick: z.number().int().nonnegative(),
  entryId: z.string(),
  userId: z.string(),
  awardId: z.string(),
  awardedAt: z.string(),
});

export const drawPrizeForfeitedSchema = z.object({
  drawId: z.string(),
  pick: z.number().int().nonnegative(),
  userId: z.string(),
  awardId: z.string(),
  forfeitedAt: z.string(),
});

/** The draw events (docs/events.md is generated from them). */
export const rafflesEvents = {
  DrawOpened: {
    stream: 'draw-{drawId}',
    description: 'A draw period opened with a commitment to its secret seed and the beacon round it will use.',
    schema: drawOpenedSchema,
  },
  DrawEntryAdded: {
    stream: 'draw-{drawId}',
    description: 'A settled ticket (or the free entry) entered the period; id entry:{drawId}:{entryId}, so once.',
    schema: drawEntryAddedSchema,
  },
  DrawClosed: {
    stream: 'draw-{drawId}',
    description: 'The period closed: its entry list is frozen and its hash published.',
    schema: drawClosedSchema,
  },
  DrawCompleted: {
    stream: 'draw-{drawId}',
    description: 'The seed was revealed and, with the beacon round, gave the winner order (empty with no entries).',
    schema: drawCompletedSchema,
  },
  DrawPrizeAwarded: {
    stream: 'draw-{drawId}',
    description: 'The prize went to a pick of the winner order: the winner, or after a forfeit the next runner-up.',
    schema: drawPrizeAwardedSchema,
  },
  DrawPrizeForfeited: {
    stream: 'draw-{drawId}',
    description: 'The awarded pick did not claim by the deadline.',
    schema: drawPrizeForfeitedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
