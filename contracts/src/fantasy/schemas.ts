import { z } from 'zod';
import { sports } from './constants';

export const sportSchema = z.enum(sports);

export const appliedBoostSchema = z.object({ id: z.string(), boostType: z.string() });

/** Team, product-spec.md §3. */
export const teamSchema = z.object({
  id: z.string(),
  teamKey: z.string(),
  name: z.string(),
  sport: sportSchema,
  league: z.string(),
  platform: z.string(),
  /** True while the team's games are in progress (boosts can only be applied to inactive teams). */
  isActive: z.boolean(),
  projectedPoints: z.number(),
  currentPoints: z.number(),
  /** The share of the team's games this week already played (0 to 1), from which its pace is computed; null when unknown. */
  gameProgress: z.number().nullable(),
  week: z.string(),
  boostApplied: z.boolean(),
  boostType: z.string().nullable(),
  boostReduction: z.number(),
  appliedBoosts: z.array(appliedBoostSchema),
});

export type Team = z.infer<typeof teamSchema>;

export const teamsResponseSchema = z.object({
  teams: z.object({ NFL: z.array(teamSchema), NBA: z.array(teamSchema), MLB: z.array(teamSchema) }),
});

export type TeamsResponse = z.infer<typeof teamsResponseSchema>;

export const syncResponseSchema = z.object({ success: z.boolean(), teamsFound: z.number().int().nonnegative() });

export type SyncResponse = z.infer<typeof syncResponseSchema>;

/** Tier (public), product-spec.md §3. */
export const tierSchema = z.object({
  id: z.number().int().min(1).max(5),
  tierName: z.string(),
  pointsMultiplier: z.number(),
  reward: z.string(),
  description: z.string(),
  keyBenefits: z.array(z.string()),
  /** The live configuration's tickets per achievement (0 for the coin tier) and prize pool. */
  ticketCount: z.number().int().nonnegative(),
  prizePool: z.string(),
  /** What the tier's raffles award, from the prize catalogue ("$100 to $250"); null for the coin tier. */
  prizeRange: z.string().nullable(),
});

export type Tier = z.infer<typeof tierSchema>;

export const tiersResponseSchema = z.array(tierSchema);

export const oauthInitiateResponseSchema = z.object({ authUrl: z.string(), state: z.string() });

export type OAuthInitiateResponse = z.infer<typeof oauthInitiateResponseSchema>;

export const oauthCallbackRequestSchema = z.object({
  code: z
    .string()
    .max(2048)
    .refine((v) => v.trim().length > 0, { error: 'Please enter the authorization code from the provider.' }),
  state: z.string().min(1).max(256),
});

export type OAuthCallbackRequest = z.infer<typeof oauthCallbackRequestSchema>;

export const providerParamSchema = z.object({ provider: z.string().max(32) });

export const ticketStatusSchema = z.enum(['provisional', 'final']);

export const raffleTicketSchema = z.object({
  id: z.string(),
  /** 2 Bronze, 3 Silver, 4 Gold, 5 Platinum. */
  tierAchieved: z.number().int().min(2).max(5),
  team: z.object({ id: z.string(), name: z.string(), sport: sportSchema }),
  week: z.string(),
  status: ticketStatusSchema,
  awardedAt: z.string(),
});

export type RaffleTicket = z.infer<typeof raffleTicketSchema>;

export const raffleTicketsResponseSchema = z.object({ tickets: z.array(raffleTicketSchema) });

export type RaffleTicketsResponse = z.infer<typeof raffleTicketsResponseSchema>;

/** What the dashboard shows (issue 3): tickets by tier, points, performance, streak, teams per tier. */
export const dashboardResponseSchema = z.object({
  week: z.string(),
  tickets: z.object({
    total: z.number().int(),
    byTier: z.object({ bronze: z.number().int(), silver: z.number().int(), gold: z.number().int(), platinum: z.number().int() }),
  }),
  totalPoints: z.number(),
  totalProjectedPoints: z.number(),
  /** Mean of the pace-projected final / projected over teams that have started (1.12 = 12% above projection); null before any game. */
  averagePerformance: z.number().nullable(),
  /** Consecutive game weeks, up to the current one, in which at least one team reached a tier. */
  activeStreak: z.number().int().nonnegative(),
  /** Teams by the highest tier they reach this week; `none` below Rookie. */
  teamsPerTier: z.object({
    none: z.number().int(),
    rookie: z.number().int(),
    bronze: z.number().int(),
    silver: z.number().int(),
    gold: z.number().int(),
    platinum: z.number().int(),
  }),
  teamCount: z.number().int(),
  experienceCoins: z.number().int(),
});

export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** A tier as the admin Settings tab edits it (§3 Tier admin config), with who changed it last. */
export const tierAdminConfigSchema = z.object({
  tierName: z.string(),
  increasePercentage: z.number(),
  ticketCount: z.number().int(),
  prizePool: z.string(),
  changedBy: z.string(),
  changedAt: z.string().nullable(),
});
export type TierAdminConfig = z.infer<typeof tierAdminConfigSchema>;

export const tierAdminConfigsResponseSchema = z.array(tierAdminConfigSchema);

export const tierNameParamsSchema = z.object({ tierName: z.string().min(1).max(32) });

/** §5: threshold 0 to 100 in steps of 0.1, tickets 0 to 10, prize pool free text; the client sends one field per edit. */
export const tierConfigUpdateSchema = z
  .object({
    increasePercentage: z
      .number()
      .min(0)
      .max(100)
      .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { error: 'Use steps of 0.1.' })
      .optional(),
    ticketCount: z.number().int().min(0).max(10).optional(),
    prizePool: z.string().trim().max(200).optional(),
  })
  .refine((v) => v.increasePercentage !== undefined || v.ticketCount !== undefined || v.prizePool !== undefined, {
    error: 'Change at least one of increasePercentage, ticketCount, prizePool.',
  });
export type TierConfigUpdate = z.infer<typeof tierConfigUpdateSchema>;

/** Last week's teams scored again under a proposed value: tickets per tier now and with the change. */
export const tierWhatIfResponseSchema = z.object({
  week: z.string(),
  teams: z.number().int().nonnegative(),
  tiers: z.array(z.object({ tierName: z.string(), before: z.number().int().nonnegative(), after: z.number().int().nonnegative() })),
});
export type TierWhatIfResponse = z.infer<typeof tierWhatIfResponseSchema>;
