import { z } from 'zod';
import { sports } from '../constants/fantasy';

export const connectionStream = (userId: string) => `connection-${userId}`;
export const teamStream = (teamId: string) => `team-${teamId}`;

export const fantasyAccountConnectedSchema = z.object({
  userId: z.string(),
  provider: z.string(),
  /** The provider's own id for the player (Yahoo GUID), when known. */
  providerUserId: z.string().nullable(),
  connectedAt: z.string(),
});

export const teamSyncedSchema = z.object({
  teamId: z.string(),
  userId: z.string(),
  provider: z.string(),
  teamKey: z.string(),
  name: z.string(),
  sport: z.enum(sports),
  league: z.string(),
  platform: z.string(),
});

export const teamScoreUpdatedSchema = z.object({
  teamId: z.string(),
  userId: z.string(),
  week: z.string(),
  currentPoints: z.number(),
  projectedPoints: z.number(),
  isActive: z.boolean(),
  /** True when the projection came from the fallback table (§9) because the provider gave none. */
  projectionIsFallback: z.boolean(),
});

export const ticketAwardedSchema = z.object({
  ticketId: z.string(),
  teamId: z.string(),
  userId: z.string(),
  week: z.string(),
  tier: z.number().int().min(2).max(5),
  /** Tickets for this achievement (more than 1 with a prize multiplier). */
  count: z.number().int().positive(),
  currentPoints: z.number(),
  target: z.number(),
  awardedAt: z.string(),
});

export const ticketRevokedSchema = z.object({
  ticketId: z.string(),
  teamId: z.string(),
  userId: z.string(),
  week: z.string(),
  tier: z.number().int().min(2).max(5),
  reason: z.literal('stat_correction'),
  revokedAt: z.string(),
});

export const weekClosedSchema = z.object({
  teamId: z.string(),
  userId: z.string(),
  week: z.string(),
  /** Tickets that became final. */
  ticketIds: z.array(z.string()),
  closedAt: z.string(),
});

export const experienceRewardEarnedSchema = z.object({
  teamId: z.string(),
  userId: z.string(),
  week: z.string(),
  coins: z.number().int().positive(),
  earnedAt: z.string(),
});

export const tierConfiguredSchema = z.object({
  tierName: z.string(),
  increasePercentage: z.number().min(0).max(100),
  ticketCount: z.number().int().min(0).max(10),
  prizePool: z.string(),
});
