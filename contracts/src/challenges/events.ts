import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';

export const challengeCompletedSchema = z.object({
  userId: z.string(),
  challengeId: z.string(),
  coinReward: z.number().int().nonnegative(),
  /** What completed it: a sync of that platform, a partner postback, or check-ins. */
  source: z.enum(['sync', 'postback', 'checkin']),
  sourceRef: z.string(),
  completedAt: z.string(),
});

export const bonusClaimedSchema = z.object({
  userId: z.string(),
  category: z.string(),
  coins: z.number().int().positive(),
  claimedAt: z.string(),
});

/** The challenges events: stream, meaning and payload schema of each (docs/events.md is generated from them). */
export const challengesEvents = {
  ChallengeCompleted: {
    stream: 'player-{userId}',
    description: 'A challenge completed from a real signal (sync, partner postback, check-ins); comes with its CoinsCredited.',
    schema: challengeCompletedSchema,
  },
  BonusClaimed: {
    stream: 'player-{userId}',
    description: 'A category bonus (every challenge of the category done) or the ultimate bonus (all done), once each.',
    schema: bonusClaimedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
