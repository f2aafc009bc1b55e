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

export * from './account';
export * from './wallet';

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
} as const satisfies Record<string, CatalogueEntry>;

export type EventType = keyof typeof eventCatalogue;
export type EventData<T extends EventType> = z.infer<(typeof eventCatalogue)[T]['schema']>;
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];
