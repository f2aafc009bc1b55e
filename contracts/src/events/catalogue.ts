import { z } from 'zod';
import {
  accountRegisteredSchema,
  emailClaimedSchema,
  emailReleasedSchema,
  emailVerificationIssuedSchema,
  emailVerifiedSchema,
  usernameClaimedSchema,
  usernameReleasedSchema,
} from './account';
import { coinsCreditedSchema, coinsDebitedSchema } from './wallet';
import {
  experienceRewardEarnedSchema,
  fantasyAccountConnectedSchema,
  teamScoreUpdatedSchema,
  teamSyncedSchema,
  ticketAwardedSchema,
  ticketRevokedSchema,
  tierConfiguredSchema,
  weekClosedSchema,
} from './fantasy';
import {
  bonusClaimedSchema,
  boostAppliedSchema,
  boostAttachedSchema,
  boostPurchasedSchema,
  challengeCompletedSchema,
  coinPurchaseCompletedSchema,
  dailyCheckInClaimedSchema,
} from './economy';

export * from './account';
export * from './wallet';
export * from './fantasy';
export * from './economy';

interface CatalogueEntry {
  stream: string;
  description: string;
  schema: z.ZodObject;
}

/** Every event type the system appends: its stream, meaning and payload schema. docs/events.md is generated from it. */
export const eventCatalogue = {
  UsernameClaimed: {
    stream: 'unique-username-{username}',
    description: 'Reserves a username for one account; appended with expected version no-stream, so a second claim fails.',
    schema: usernameClaimedSchema,
  },
  EmailClaimed: {
    stream: 'unique-email-{email}',
    description: 'Reserves an e-mail address for one account, the same way.',
    schema: emailClaimedSchema,
  },
  UsernameReleased: {
    stream: 'unique-username-{username}',
    description: 'Gives a username back when the sign-up that claimed it failed.',
    schema: usernameReleasedSchema,
  },
  EmailReleased: {
    stream: 'unique-email-{email}',
    description: 'Gives an e-mail address back when the sign-up that claimed it failed.',
    schema: emailReleasedSchema,
  },
  AccountRegistered: {
    stream: 'account-{userId}',
    description: 'A player signed up with e-mail and password (argon2id hash).',
    schema: accountRegisteredSchema,
  },
  EmailVerificationIssued: {
    stream: 'account-{userId}',
    description: 'A verification token was issued and e-mailed; valid for 24 hours.',
    schema: emailVerificationIssuedSchema,
  },
  EmailVerified: {
    stream: 'account-{userId}',
    description: 'The player confirmed the e-mail address with a valid token.',
    schema: emailVerifiedSchema,
  },
  CoinsCredited: {
    stream: 'player-{userId}',
    description: 'Coins moved from a system account (mint for earned coins, bank for bought ones) to the player.',
    schema: coinsCreditedSchema,
  },
  CoinsDebited: {
    stream: 'player-{userId}',
    description: 'Coins moved from the player to the sink; never more than the balance.',
    schema: coinsDebitedSchema,
  },
  FantasyAccountConnected: {
    stream: 'connection-{userId}',
    description: 'The player linked a fantasy provider account (tokens are kept encrypted outside the event log).',
    schema: fantasyAccountConnectedSchema,
  },
  TeamSynced: {
    stream: 'team-{teamId}',
    description: "A sync found the team, or its name, league or platform changed.",
    schema: teamSyncedSchema,
  },
  TeamScoreUpdated: {
    stream: 'team-{teamId}',
    description: "The team's points or projection for a game week changed (appended only on change).",
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
  DailyCheckInClaimed: {
    stream: 'player-{userId}',
    description: "The daily check-in of one local day (the player's time zone); comes with its CoinsCredited.",
    schema: dailyCheckInClaimedSchema,
  },
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
  BoostPurchased: {
    stream: 'player-{userId}',
    description: 'A boost bought in the shop; comes with its CoinsDebited.',
    schema: boostPurchasedSchema,
  },
  BoostApplied: {
    stream: 'player-{userId}',
    description: "A purchased boost spent on one of the player's inactive teams; single use, irreversible.",
    schema: boostAppliedSchema,
  },
  BoostAttached: {
    stream: 'team-{teamId}',
    description: "The applied boost's effect on the team's scoring for that game week.",
    schema: boostAttachedSchema,
  },
  CoinPurchaseCompleted: {
    stream: 'player-{userId}',
    description: 'A coin package paid (sandbox or a verified Stripe checkout); comes with a CoinsCredited from the bank, lot purchased.',
    schema: coinPurchaseCompletedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;

export type EventType = keyof typeof eventCatalogue;
export type EventData<T extends EventType> = z.infer<(typeof eventCatalogue)[T]['schema']>;
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];
