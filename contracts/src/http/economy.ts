import { z } from 'zod';
import { boostCategories } from '../constants/shop';
import { challengeCategories, challengeTypes, difficulties } from '../constants/challenges';

export const challengeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(challengeTypes),
  difficulty: z.enum(difficulties),
  coinReward: z.number().int(),
  completed: z.boolean(),
  progress: z.number().int(),
  maxProgress: z.number().int(),
  /** JSON text holding `affiliateLink` and display-only requirements (spec §3). */
  requirements: z.string(),
});
export type Challenge = z.infer<typeof challengeSchema>;
export const challengesResponseSchema = z.array(challengeSchema);

const remainingChallenge = z.object({ id: z.string(), name: z.string(), requirements: z.string() });
export const checkInProgressResponseSchema = z.object({
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
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone.length > 0;
    } catch {
      return false;
    }
  }, { error: 'Unknown time zone.' });

export const checkInRequestSchema = z.object({ timeZone: timeZoneSchema.optional() });
export const checkInResponseSchema = z.object({
  dailyReward: z.number().int(),
  bonusName: z.string(),
  totalAwarded: z.number().int(),
  currentStreak: z.number().int(),
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

export const claimBonusRequestSchema = z.object({ category: z.enum([...challengeCategories, 'all']) });
export const claimBonusResponseSchema = z.object({ message: z.string(), coinsAwarded: z.number().int() });
export const earnedCoinsResponseSchema = z.object({ earnedCoins: z.number().int() });

const effectDataSchema = z.union([
  z.object({ type: z.literal('odds_boost'), oddsIncrease: z.number(), description: z.string() }),
  z.object({ type: z.literal('performance_reduction'), tiers: z.array(z.number()).length(5) }),
  z.object({ type: z.literal('tier_upgrade'), upgradeCount: z.number().int(), targetTier: z.string() }),
  z.object({ type: z.literal('ticket_multiplier'), multiplier: z.number().int(), description: z.string() }),
]);
export const shopBoostTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(boostCategories),
  icon: z.string(),
  userLevel: z.number().int(),
  levels: z.array(z.object({ level: z.number().int(), code: z.string(), coinCost: z.number().int(), effectData: effectDataSchema })),
});
export type ShopBoostType = z.infer<typeof shopBoostTypeSchema>;
export const shopBoostsResponseSchema = z.array(shopBoostTypeSchema);

const positiveInt = z.number({ error: 'Must be a whole number.' }).int({ error: 'Must be a whole number.' }).positive();
export const purchaseBoostRequestSchema = z.object({ boostTypeId: z.string().min(1).max(64), level: positiveInt.max(100) });
export const purchaseTierUpgradeRequestSchema = z.object({
  upgradeType: z.enum(['bronze_upgrade', 'silver_upgrade', 'gold_upgrade', 'platinum_upgrade']),
  cost: positiveInt,
});

export const purchasedBoostSchema = z.object({
  id: z.string(),
  boostTypeId: z.string(),
  boostType: z.string(),
  name: z.string(),
  description: z.string(),
  applied: z.boolean(),
  appliedToTeamName: z.string().nullable(),
  appliedAt: z.string().nullable(),
  purchasedAt: z.string(),
});
export type PurchasedBoost = z.infer<typeof purchasedBoostSchema>;
export const purchasedBoostsResponseSchema = z.object({ boosts: z.array(purchasedBoostSchema) });
export const purchaseResponseSchema = z.object({ message: z.string(), boost: purchasedBoostSchema, coins: z.number().int() });

export const applyBoostRequestSchema = z.object({ boostId: z.string().min(1).max(128), teamId: z.string().min(1).max(128) });
export const applyBoostResponseSchema = z.object({ message: z.string(), boost: purchasedBoostSchema });

export const coinPackageSchema = z.object({ amount: z.number().int(), price: z.number(), bonus: z.number().int(), popular: z.boolean() });
export const coinPackagesResponseSchema = z.array(coinPackageSchema);
export const bankPurchaseRequestSchema = z.object({ amount: positiveInt });
export const bankPurchaseResponseSchema = z.union([
  z.object({ status: z.literal('completed'), message: z.string(), coinsAdded: z.number().int(), coins: z.number().int() }),
  z.object({ status: z.literal('pending'), checkoutUrl: z.string(), sessionId: z.string() }),
]);
export type BankPurchaseResponse = z.infer<typeof bankPurchaseResponseSchema>;

export const affiliateClickRequestSchema = z.object({
  platform: z.string().min(1).max(64),
  contestId: z.union([z.string().max(64), z.number()]).optional(),
  affiliateUrl: z.string().max(2048),
});
export const affiliatePostbackSchema = z.object({
  partner: z.string().min(1).max(64),
  event: z.enum(['signup', 'deposit', 'wager', 'wager_type', 'referral']),
  /** Our player id, passed to the partner as the sub-id of the affiliate link. */
  subId: z.string().min(1).max(128),
  transactionId: z.string().min(1).max(128),
  occurredAt: z.string().max(64).optional(),
});
export type AffiliatePostback = z.infer<typeof affiliatePostbackSchema>;
