import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';

export const boostPurchasedSchema = z.object({
  userId: z.string(),
  boostId: z.string(),
  boostTypeId: z.string(),
  level: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  cost: z.number().int().positive(),
  purchasedAt: z.string(),
});

export const boostAppliedSchema = z.object({
  userId: z.string(),
  boostId: z.string(),
  code: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  /** The game week the boost counts for. */
  week: z.string(),
  appliedAt: z.string(),
});

export const styleItemPurchasedSchema = z.object({
  userId: z.string(),
  itemId: z.string(),
  cost: z.number().int().positive(),
  purchasedAt: z.string(),
});

export const styleItemEquippedSchema = z.object({
  userId: z.string(),
  /** The frame now shown, or null when the player took it off. */
  itemId: z.string().nullable(),
  /** The command that chose it: a retry of the same command changes nothing. */
  commandId: z.string(),
  equippedAt: z.string(),
});

/** The shop events: stream, meaning and payload schema of each (docs/events.md is generated from them). */
export const shopEvents = {
  BoostPurchased: {
    stream: 'player-{userId}',
    description: 'A boost bought in the shop; comes with its CoinsDebited.',
    schema: boostPurchasedSchema,
  },
  BoostApplied: {
    stream: 'player-{userId}',
    description: "A purchased boost spent on one of the player's inactive teams; single use, irreversible.",
    schema: boostAppliedSchema,
  },
  StyleItemPurchased: {
    stream: 'player-{userId}',
    description: 'A Style item (an avatar frame, no prize value) bought with any coin; comes with its CoinsDebited.',
    schema: styleItemPurchasedSchema,
  },
  StyleItemEquipped: {
    stream: 'player-{userId}',
    description: 'The Style item the player shows on the profile chosen (or none); one at a time.',
    schema: styleItemEquippedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
