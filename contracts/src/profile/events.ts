import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';
import { emailPreferencesSchema } from './schemas';

export const profileSettingsChangedSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  timeZone: z.string(),
  emailPreferences: emailPreferencesSchema,
  /** Shown on the weekly leaderboard; events from before it had the switch parse as shown (the board's default). */
  showOnLeaderboard: z.boolean().default(true),
  changedAt: z.string(),
});

export const purchaseLimitChangedSchema = z.object({
  userId: z.string(),
  monthlyLimitUsd: z.number().int().nullable(),
  /** At once for a lower limit; after the raise delay for a higher one or none. */
  effectiveAt: z.string(),
  changedAt: z.string(),
});

export const selfExclusionStartedSchema = z.object({
  userId: z.string(),
  days: z.number().int().positive(),
  until: z.string(),
  startedAt: z.string(),
});

/** The profile events on the player's stream (docs/events.md is generated from them). */
export const profileEvents = {
  ProfileSettingsChanged: {
    stream: 'player-{userId}',
    description: 'The player changed their name, time zone, e-mail preferences or whether the leaderboard shows them.',
    schema: profileSettingsChangedSchema,
    personal: ['firstName', 'lastName'],
  },
  PurchaseLimitChanged: {
    stream: 'player-{userId}',
    description: 'Responsible play: a monthly coin-purchase limit the bank enforces (a raise waits a day).',
    schema: purchaseLimitChangedSchema,
  },
  SelfExclusionStarted: {
    stream: 'player-{userId}',
    description: 'Responsible play: purchases and raffle entries are blocked until the date; it cannot be ended early.',
    schema: selfExclusionStartedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
