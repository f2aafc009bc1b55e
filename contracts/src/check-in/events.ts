import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';

export const dailyCheckInClaimedSchema = z.object({
  userId: z.string(),
  /** The player's local calendar date of the claim (YYYY-MM-DD) in `timeZone`. */
  localDate: z.string(),
  timeZone: z.string(),
  reward: z.number().int().positive(),
  /** Completed sign-up and sync challenges that added to the reward (at most 19). */
  bonusChallenges: z.number().int().nonnegative(),
  streak: z.number().int().positive(),
  claimedAt: z.string(),
});

/** The check-in events: stream, meaning and payload schema of each (docs/events.md is generated from them). */
export const checkInEvents = {
  DailyCheckInClaimed: {
    stream: 'player-{userId}',
    description: "The daily check-in of one local day (the player's time zone); comes with its CoinsCredited.",
    schema: dailyCheckInClaimedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
