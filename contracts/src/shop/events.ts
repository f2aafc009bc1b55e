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
} as const satisfies Record<string, CatalogueEntry>;
