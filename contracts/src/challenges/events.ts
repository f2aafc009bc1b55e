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

/** A player's clicks on one partner challenge's link: what the dedupe window needs, and nothing else contends with it. */
export const challengeClickStream = (userId: string, challengeId: string) => `challenge-clicks-${userId}-${challengeId}`;

export const challengeClickRecordedSchema = z.object({
  clickId: z.string(),
  userId: z.string(),
  challengeId: z.string(),
  platform: z.string(),
  /** The partner's page the click was sent to, carrying the click id as its sub-id. */
  url: z.string(),
  clickedAt: z.string(),
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
  ChallengeClickRecorded: {
    stream: 'challenge-clicks-{userId}-{challengeId}',
    description:
      "A player opened a partner challenge's link; repeats within 30 minutes count once. The partner's postback names its click id, which completes the challenge for that player.",
    schema: challengeClickRecordedSchema,
  },
  BonusClaimed: {
    stream: 'player-{userId}',
    description: 'A category bonus (every challenge of the category done) or the ultimate bonus (all done), once each.',
    schema: bonusClaimedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
