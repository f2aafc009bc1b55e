import { z } from 'zod';

const remainingChallenge = z.object({ id: z.string(), name: z.string(), requirements: z.string() });

export const checkInProgressResponseSchema = z.object({
  /** What today's claim pays this player (the same rule the claim credits by), whether claimed yet or not. */
  totalPossible: z.number().int(),
  totalRemaining: z.number().int(),
  remainingSignups: z.array(remainingChallenge),
  remainingSyncs: z.array(remainingChallenge),
  /** Ours: whether today's check-in (in the player's time zone) is claimed, the streak, and when the next day starts. */
  claimedToday: z.boolean(),
  currentStreak: z.number().int(),
  nextResetAt: z.string(),
  timeZone: z.string(),
});

export type CheckInProgressResponse = z.infer<typeof checkInProgressResponseSchema>;

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return zone.length > 0;
      } catch {
        return false;
      }
    },
    { error: 'Unknown time zone.' },
  );

export const checkInRequestSchema = z.object({ timeZone: timeZoneSchema.optional() });

export const checkInResponseSchema = z.object({
  dailyReward: z.number().int(),
  bonusName: z.string(),
  totalAwarded: z.number().int(),
  currentStreak: z.number().int(),
});

export type CheckInResponse = z.infer<typeof checkInResponseSchema>;
