import { z } from 'zod';
import { challengeCategories, challengeTypes, difficulties } from './constants';

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

export const claimBonusRequestSchema = z.object({ category: z.enum([...challengeCategories, 'all']) });

export const claimBonusResponseSchema = z.object({ message: z.string(), coinsAwarded: z.number().int() });
export type ClaimBonusRequest = z.infer<typeof claimBonusRequestSchema>;
export type ClaimBonusResponse = z.infer<typeof claimBonusResponseSchema>;

export const earnedCoinsResponseSchema = z.object({ earnedCoins: z.number().int() });

export const affiliatePostbackSchema = z.object({
  partner: z.string().min(1).max(64),
  event: z.enum(['signup', 'deposit', 'wager', 'wager_type', 'referral']),
  /** Our player id, passed to the partner as the sub-id of the affiliate link. */
  subId: z.string().min(1).max(128),
  transactionId: z.string().min(1).max(128),
  occurredAt: z.string().max(64).optional(),
});

export type AffiliatePostback = z.infer<typeof affiliatePostbackSchema>;
