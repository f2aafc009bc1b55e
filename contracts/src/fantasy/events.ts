import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';
import { sports } from './constants';

export const boostAttachedSchema = z.object({
  teamId: z.string(),
  userId: z.string(),
  boostId: z.string(),
  code: z.string(),
  week: z.string(),
  attachedAt: z.string(),
});

export const connectionStream = (userId: string) => `connection-${userId}`;
/** One provider account links to one player: its claim is a stream of its own, and the first claim wins. */
export const providerAccountClaimStream = (provider: string, providerUserId: string) =>
  `unique-provider-account-${provider}-${providerUserId}`;

export const teamStream = (teamId: string) => `team-${teamId}`;

export const providerAccountClaimedSchema = z.object({ userId: z.string(), provider: z.string(), providerUserId: z.string() });

export const fantasyAccountConnectedSchema = z.object({
  userId: z.string(),
  provider: z.string(),
  /** The provider's own id for the player (Yahoo GUID), when known. */
  providerUserId: z.string().nullable(),
  connectedAt: z.string(),
});

export const syncCompletedSchema = z.object({
  userId: z.string(),
  provider: z.string(),
  /** Every team the provider listed. */
  teamsFound: z.number().int().nonnegative(),
  /** The teams this sync saw for the first time or with a new name, league or platform. */
  teamsChanged: z.array(z.string()).min(1),
  completedAt: z.string(),
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
  /** The share of the team's games this week already played (0 to 1), for its pace; null in scores recorded before it was. */
  gameProgress: z.number().min(0).max(1).nullable().default(null),
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

export const tierValuesSchema = z.object({
  increasePercentage: z.number().min(0).max(100),
  ticketCount: z.number().int().min(0).max(10),
  prizePool: z.string(),
});

export const tierConfiguredSchema = tierValuesSchema.extend({
  tierName: z.string(),
  /** Who changed it: an admin's id, or `system` for the spec's seed (older events are all seeds). */
  changedBy: z.string().default('system'),
  changedAt: z.string().nullable().default(null),
  /** The values before the change; null for the seed. */
  previous: tierValuesSchema.nullable().default(null),
});

/** The fantasy events: stream, meaning and payload schema of each (docs/events.md is generated from them). */
export const fantasyEvents = {
  ProviderAccountClaimed: {
    stream: 'unique-provider-account-{provider}-{providerUserId}',
    description: 'Reserves a fantasy provider account for one player; a second player linking it is refused.',
    schema: providerAccountClaimedSchema,
  },
  FantasyAccountConnected: {
    stream: 'connection-{userId}',
    description: 'The player linked a fantasy provider account (tokens are kept encrypted outside the event log).',
    schema: fantasyAccountConnectedSchema,
  },
  SyncCompleted: {
    stream: 'connection-{userId}',
    description:
      'A sync that found new teams, or teams whose name, league or platform changed, finished; a sync that changed none records nothing.',
    schema: syncCompletedSchema,
  },
  TeamSynced: {
    stream: 'team-{teamId}',
    description: 'A sync found the team, or its name, league or platform changed.',
    schema: teamSyncedSchema,
  },
  TeamScoreUpdated: {
    stream: 'team-{teamId}',
    description: "The team's points, projection or game progress for a game week changed (appended only on change).",
    schema: teamScoreUpdatedSchema,
  },
  TicketAwarded: {
    stream: 'team-{teamId}',
    description: 'The team reached a tier (2-5) this game week: provisional raffle tickets; id ticket:{teamId}:{week}:{tier}.',
    schema: ticketAwardedSchema,
  },
  TicketRevoked: {
    stream: 'team-{teamId}',
    description: 'A downward stat correction before the week closed took a provisional ticket back.',
    schema: ticketRevokedSchema,
  },
  WeekClosed: {
    stream: 'team-{teamId}',
    description: "The game week is over (plus the correction grace): the team's tickets of that week are final.",
    schema: weekClosedSchema,
  },
  ExperienceRewardEarned: {
    stream: 'team-{teamId}',
    description: 'The team reached tier 1 (Rookie/Experience) this week; the coins are credited to the wallet.',
    schema: experienceRewardEarnedSchema,
  },
  TierConfigured: {
    stream: 'config-tiers',
    description: "A tier's threshold, ticket count or prize pool was set (seeded from the spec, then by admins).",
    schema: tierConfiguredSchema,
  },
  BoostAttached: {
    stream: 'team-{teamId}',
    description: "The applied boost's effect on the team's scoring for that game week.",
    schema: boostAttachedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
