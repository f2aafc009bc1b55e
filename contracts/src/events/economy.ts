import { z } from 'zod';

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

export const boostAttachedSchema = z.object({
  teamId: z.string(),
  userId: z.string(),
  boostId: z.string(),
  code: z.string(),
  week: z.string(),
  attachedAt: z.string(),
});

export const coinPurchaseCompletedSchema = z.object({
  userId: z.string(),
  /** The payment's id at the provider (sandbox id or Stripe Checkout session id): credited once per id. */
  paymentId: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  amount: z.number().int().positive(),
  bonus: z.number().int().nonnegative(),
  priceCents: z.number().int().positive(),
  completedAt: z.string(),
});
