import { z } from 'zod';
import { wonPrizeStatuses } from '../prizes/constants';
import { prizeCatalogueItemSchema } from '../prizes/schemas';
import {
  drawFrequencies,
  entrySources,
  RAFFLE_ENTRIES_PAGE_SIZE,
  RAFFLE_HISTORY_PAGE_SIZE,
  RAFFLE_LIST_MAX_PAGE_SIZE,
  raffleSports,
  raffleTiers,
} from './constants';

export const raffleSportSchema = z.enum(raffleSports);

export const raffleTierSchema = z.enum(raffleTiers);

export const drawStatuses = ['open', 'closed', 'drawn', 'no_entries'] as const;

export const drawStatusSchema = z.enum(drawStatuses);

/** The last finished draw of a raffle, for the card's proof link. */
export const lastDrawSchema = z.object({
  drawId: z.string(),
  status: drawStatusSchema,
  drawnAt: z.string().nullable(),
});

/** A raffle card (§2 Raffle card fields), from the read models. */
export const raffleCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  subtitle: z.string(),
  sport: raffleSportSchema,
  tier: raffleTierSchema,
  /** daily, weekly, monthly or season (§2 "tier or type"). */
  type: z.enum(drawFrequencies),
  /** Display name of the tier ("Bronze"). */
  tierType: z.string(),
  prize: z.string(),
  prizeDetails: z.string(),
  prizeValue: z.string(),
  /** The prize's catalogue value in whole dollars: the home banner sums the open draws' prizes from it. */
  prizeEstimatedValue: z.number().int().nonnegative(),
  prizeId: z.string(),
  /** When the open period's draw happens, as the card shows it ("Nov 23, 11:59 PM ET"). */
  drawTime: z.string(),
  /** ISO instant of the open period's close. */
  nextDraw: z.string(),
  /** The open period. */
  drawId: z.string(),
  /** Distinct players with entries in the open period. */
  participants: z.number().int().nonnegative(),
  /** The signed-in player's tickets in the open period (0 for visitors). */
  userTickets: z.number().int().nonnegative(),
  /** "1 in floor(participants / userTickets)", or null without tickets. */
  odds: z.string().nullable(),
  /** Whether the signed-in player has earned tickets of this sport and tier (§2 "active"). */
  active: z.boolean(),
  /** Whether the player has used this period's free entry. */
  freeEntryUsed: z.boolean(),
  lastDraw: lastDrawSchema.nullable(),
});
export type RaffleCard = z.infer<typeof raffleCardSchema>;

export const rafflesResponseSchema = z.object({
  raffles: z.array(raffleCardSchema),
  /** Which randomness beacon the draws use (the local demo beacon in embedded mode). */
  beacon: z.object({ kind: z.enum(['drand', 'local']), name: z.string() }),
});
export type RafflesResponse = z.infer<typeof rafflesResponseSchema>;

export const raffleParamsSchema = z.object({ raffleId: z.string().min(1).max(64) });

export const drawParamsSchema = z.object({ drawId: z.string().min(1).max(64) });

export const proofEntrySchema = z.object({ entryId: z.string(), pseudonym: z.string(), tickets: z.number().int().positive() });

export const beaconInfoSchema = z.object({
  kind: z.enum(['drand', 'local']),
  name: z.string(),
  chainHash: z.string(),
  publicKey: z.string(),
  genesisTime: z.number().int(),
  period: z.number().int().positive(),
  scheme: z.string(),
  url: z.string().nullable(),
});
export type BeaconInfoDto = z.infer<typeof beaconInfoSchema>;

/** Everything needed to re-compute a draw; the seed and beacon value are null until the draw is done. */
export const drawProofResponseSchema = z.object({
  drawId: z.string(),
  raffleId: z.string(),
  raffleName: z.string(),
  status: drawStatusSchema,
  opensAt: z.string(),
  closesAt: z.string(),
  seedCommitment: z.string(),
  seed: z.string().nullable(),
  entryListHash: z.string().nullable(),
  entries: z.array(proofEntrySchema),
  totalTickets: z.number().int().nonnegative(),
  beacon: beaconInfoSchema,
  beaconRound: z.number().int().positive(),
  beaconRandomness: z.string().nullable(),
  beaconSignature: z.string().nullable(),
  picks: z.number().int().positive(),
  /** Entry ids in winner order: the winner, then runners-up for re-picks. */
  winners: z.array(z.string()),
  /** Which pick holds the prize now (0 unless a winner forfeited). */
  currentPick: z.number().int().nonnegative().nullable(),
  /** The winner's pseudonym in this draw; the signed-in player also sees their own. */
  winnerPseudonym: z.string().nullable(),
  yourPseudonym: z.string().nullable(),
  drawnAt: z.string().nullable(),
});
export type DrawProofResponse = z.infer<typeof drawProofResponseSchema>;

export const freeEntryRequestSchema = z.object({
  /** The player confirms the free entry's terms (no purchase necessary). */
  acceptRules: z.literal(true, { error: 'Please accept the official rules.' }),
});

export const freeEntryResponseSchema = z.object({ drawId: z.string(), tickets: z.number().int().positive() });
export type FreeEntryResponse = z.infer<typeof freeEntryResponseSchema>;

export const officialRulesResponseSchema = z.object({
  raffleId: z.string(),
  raffleName: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  prize: prizeCatalogueItemSchema,
  nextDraw: z.string(),
  drawId: z.string(),
});
export type OfficialRulesResponse = z.infer<typeof officialRulesResponseSchema>;

export const recentWinnersResponseSchema = z.object({
  winners: z.array(
    z.object({
      /** First name and last initial only ("Devin R."). */
      name: z.string(),
      prize: z.string(),
      tier: z.string(),
      drawId: z.string(),
      drawnAt: z.string(),
    }),
  ),
});
export type RecentWinnersResponse = z.infer<typeof recentWinnersResponseSchema>;

const pageQuery = (pageSize: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(RAFFLE_LIST_MAX_PAGE_SIZE).default(pageSize),
  });

const paged = { page: z.number().int().positive(), pageSize: z.number().int().positive(), total: z.number().int().nonnegative() };

export const raffleHistoryQuerySchema = pageQuery(RAFFLE_HISTORY_PAGE_SIZE);

/** A past draw of a raffle (issue 22): closed, drawn or closed with no entries. */
export const pastDrawSchema = z.object({
  drawId: z.string(),
  status: z.enum(['closed', 'drawn', 'no_entries']),
  closesAt: z.string(),
  drawnAt: z.string().nullable(),
  entryCount: z.number().int().nonnegative(),
  totalTickets: z.number().int().nonnegative(),
  participants: z.number().int().nonnegative(),
  /** The prize's title as the draw offered it. */
  prize: z.string(),
  /** Who holds the prize now, by display name only (first name and last initial); null before the award or with no entries. */
  winner: z.string().nullable(),
});
export type PastDraw = z.infer<typeof pastDrawSchema>;

export const raffleHistoryResponseSchema = z.object({
  raffleId: z.string(),
  raffleName: z.string(),
  sport: raffleSportSchema,
  tier: raffleTierSchema,
  /** Newest first. */
  draws: z.array(pastDrawSchema),
  ...paged,
});
export type RaffleHistoryResponse = z.infer<typeof raffleHistoryResponseSchema>;

export const myEntriesQuerySchema = pageQuery(RAFFLE_ENTRIES_PAGE_SIZE);

/**
 * How an entry ended: the draw is still to come, the entry was picked (and holds the prize), it was picked but its
 * prize went unclaimed to a runner-up, or another entry was picked.
 */
export const entryOutcomes = ['pending', 'won', 'forfeited', 'not_won'] as const;
export type EntryOutcome = (typeof entryOutcomes)[number];

export const myEntrySchema = z.object({
  drawId: z.string(),
  raffleId: z.string(),
  raffleName: z.string(),
  /** Earned (a ticket of a settled week) or the free entry (no purchase necessary). */
  source: z.enum(entrySources),
  tickets: z.number().int().positive(),
  addedAt: z.string(),
  closesAt: z.string(),
  outcome: z.enum(entryOutcomes),
  /** The prize the draw offered. */
  prize: z.string(),
  /** For a won entry, where its prize stands: pending (to claim), claimed or redeemed; null otherwise. */
  prizeStatus: z.enum(wonPrizeStatuses).nullable(),
});
export type MyEntry = z.infer<typeof myEntrySchema>;

export const myEntriesResponseSchema = z.object({
  /** Newest first. */
  entries: z.array(myEntrySchema),
  ...paged,
});
export type MyEntriesResponse = z.infer<typeof myEntriesResponseSchema>;
