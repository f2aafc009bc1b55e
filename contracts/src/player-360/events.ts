import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';

/** What admins did to a player's account from the player 360 apart from locks: a stream of its own per player. */
export const playerSupportStream = (userId: string) => `player-support-${userId}`;

export const playerSignedOutEverywhereSchema = z.object({
  userId: z.string(),
  adminId: z.string(),
  /** How many sessions ended. */
  sessions: z.number().int().nonnegative(),
  at: z.string(),
});

export const verificationResentByAdminSchema = z.object({ userId: z.string(), adminId: z.string(), at: z.string() });

/** The player 360's admin actions: stream, meaning and payload schema of each (docs/events.md is generated from them). */
export const player360Events = {
  PlayerSignedOutEverywhere: {
    stream: 'player-support-{userId}',
    description: "An admin ended every session of the player: each of the player's devices must sign in again.",
    schema: playerSignedOutEverywhereSchema,
  },
  VerificationResentByAdmin: {
    stream: 'player-support-{userId}',
    description: "An admin sent the player a new e-mail verification link to the account's own address.",
    schema: verificationResentByAdminSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
