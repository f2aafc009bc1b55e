import { z } from 'zod';
import { MAX_COMMISSION_CENTS, challengeCategories, challengeTypes, difficulties } from './constants';

export const challengeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(challengeTypes),
  difficulty: z.enum(difficulties),
  coinReward: z.number().int(),
  completed: z.boolean(),
  /** Ours: the player opened the partner's link (a click was issued) and the partner has not confirmed yet. */
  pending: z.boolean(),
  progress: z.number().int(),
  maxProgress: z.number().int(),
  /** JSON text holding `affiliateLink` (our click route, for a partner challenge) and display-only requirements (spec §3). */
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
  event: z.enum(['signup', 'sync', 'deposit', 'wager', 'wager_type', 'referral']),
  /** The sub-id of the link that led to the conversion: the click id (`clk_...`) a contest's or a challenge's link carried. */
  subId: z.string().min(1).max(128),
  transactionId: z.string().min(1).max(128),
  occurredAt: z.string().max(64).optional(),
  /** What the partner pays us for this conversion, in cents; signed with the rest of the body. */
  commissionCents: z.number().int().nonnegative().max(MAX_COMMISSION_CENTS).optional(),
});

export type AffiliatePostback = z.infer<typeof affiliatePostbackSchema>;

export const challengeClickParamsSchema = z.object({ challengeId: z.string().min(1).max(64) });
