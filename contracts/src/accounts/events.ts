import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';

export const accountStream = (userId: string) => `account-${userId}`;

export const usernameClaimStream = (username: string) => `unique-username-${username.toLowerCase()}`;

export const emailClaimStream = (email: string) => `unique-email-${email.toLowerCase()}`;

/** One person at one provider: the provider's stable subject id, never the e-mail, which can change hands. */
export const socialIdentityClaimStream = (provider: string, subject: string) => `unique-social-${provider}-${subject}`;

export const usernameClaimedSchema = z.object({ userId: z.string(), username: z.string() });

export const emailClaimedSchema = z.object({ userId: z.string(), email: z.string() });

export const usernameReleasedSchema = usernameClaimedSchema;

export const emailReleasedSchema = emailClaimedSchema;

export const accountRegisteredSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /**
   * Always true: a password was set. Its hash lives in the credentials table, outside the log; events written before that carried
   * it here, and the start-up migration moves it there (and, on PostgreSQL and PGlite, removes it from the event).
   */
  hasPassword: z.boolean().default(true),
  /** Older events only: never written any more. */
  passwordHash: z.string().optional(),
  registeredAt: z.string(),
  /**
   * False when the e-mail already belonged to another account: the sign-up is answered like any other (so it does not
   * reveal who is registered), but this account never holds the address, is never sent a verification link, and
   * expires unverified; the owner is mailed a notice instead. Older events, before this field, all held theirs.
   */
  emailHeld: z.boolean().default(true),
});

export const emailVerificationIssuedSchema = z.object({
  userId: z.string(),
  email: z.string(),
  /** SHA-256 of the token; the token itself only travels in the e-mail. */
  tokenHash: z.string(),
  expiresAt: z.string(),
});

export const accountExpiredSchema = z.object({ userId: z.string(), username: z.string(), email: z.string(), expiredAt: z.string() });

export const emailVerifiedSchema = z.object({ userId: z.string(), tokenHash: z.string(), verifiedAt: z.string() });

export const socialIdentityClaimedSchema = z.object({ userId: z.string(), provider: z.string(), subject: z.string() });

export const socialAccountRegisteredSchema = z.object({
  userId: z.string(),
  username: z.string(),
  /**
   * The address the provider vouched for as verified and this account holds, so it counts as verified; '' when the
   * provider gave none it verified (X gives none) or another account already holds it.
   */
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  registeredAt: z.string(),
});

export const socialIdentityLinkedSchema = z.object({
  userId: z.string(),
  provider: z.string(),
  subject: z.string(),
  /** The e-mail the provider vouched for as verified when linking, or ''; when it is the account's own, that is verified too. */
  email: z.string(),
  linkedAt: z.string(),
});

export const passwordChangeKinds = ['reset', 'change'] as const;

/** For the audit trail only: neither the password nor its hash nor the reset token is here. */
export const passwordChangedSchema = z.object({ userId: z.string(), how: z.enum(passwordChangeKinds), changedAt: z.string() });

/** The new address, verified with the token (whose hash is here) sent to it; the old one is released. */
export const emailChangedSchema = z.object({ userId: z.string(), email: z.string(), tokenHash: z.string(), changedAt: z.string() });

/** The accounts events: stream, meaning and payload schema of each (docs/events.md is generated from them). */
export const accountsEvents = {
  UsernameClaimed: {
    stream: 'unique-username-{username}',
    description: 'Reserves a username for one account; appended with expected version no-stream, so a second claim fails.',
    schema: usernameClaimedSchema,
    personal: ['username'],
    personalStreamId: true,
  },
  EmailClaimed: {
    stream: 'unique-email-{email}',
    description: 'Reserves an e-mail address for one account, the same way.',
    schema: emailClaimedSchema,
    personal: ['email'],
    personalStreamId: true,
  },
  UsernameReleased: {
    stream: 'unique-username-{username}',
    description: 'Gives a username back when the sign-up that claimed it failed.',
    schema: usernameReleasedSchema,
    personal: ['username'],
    personalStreamId: true,
  },
  EmailReleased: {
    stream: 'unique-email-{email}',
    description: 'Gives an e-mail address back when the sign-up that claimed it failed.',
    schema: emailReleasedSchema,
    personal: ['email'],
    personalStreamId: true,
  },
  AccountExpired: {
    stream: 'account-{userId}',
    description: 'A registration never verified within its time: it can no longer sign in, and its username and e-mail are free again.',
    schema: accountExpiredSchema,
    personal: ['username', 'email'],
  },
  AccountRegistered: {
    stream: 'account-{userId}',
    description: 'A player signed up with e-mail and password (its argon2id hash is kept in the credentials table, not here).',
    schema: accountRegisteredSchema,
    personal: ['username', 'email', 'firstName', 'lastName'],
  },
  EmailVerificationIssued: {
    stream: 'account-{userId}',
    description:
      'A verification token was issued and e-mailed; valid for 24 hours. Also resent, and for a new address the player asked for (whose claim is checked when it is verified).',
    schema: emailVerificationIssuedSchema,
    personal: ['email'],
  },
  EmailVerified: {
    stream: 'account-{userId}',
    description: 'The player confirmed the e-mail address with a valid token.',
    schema: emailVerifiedSchema,
  },
  SocialIdentityClaimed: {
    stream: 'unique-social-{provider}-{subject}',
    description:
      'Reserves a person at a social sign-in provider for one account: the first claim wins, so they get one account and one sign-up grant. Never released: a social sign-up that failed half-way resumes under the same account id.',
    schema: socialIdentityClaimedSchema,
    personal: ['subject'],
    personalStreamId: true,
  },
  SocialAccountRegistered: {
    stream: 'account-{userId}',
    description:
      'A player signed up through a social sign-in provider (no password); never expires, as the provider vouches for the person.',
    schema: socialAccountRegisteredSchema,
    personal: ['username', 'email', 'firstName', 'lastName'],
  },
  SocialIdentityLinked: {
    stream: 'account-{userId}',
    description:
      'A provider identity signs in to this account: at a social sign-up, or linked to an existing account whose password the player entered.',
    schema: socialIdentityLinkedSchema,
    personal: ['subject', 'email'],
  },
  PasswordChanged: {
    stream: 'account-{userId}',
    description:
      "The player's password was replaced, through a reset link or in Settings with the current one; every other session of the account ended. The hash is in the credentials table.",
    schema: passwordChangedSchema,
  },
  EmailChanged: {
    stream: 'account-{userId}',
    description:
      'The player verified a new e-mail address (claimed for them at that moment); it replaces the old one, which is released and told.',
    schema: emailChangedSchema,
    personal: ['email'],
  },
} as const satisfies Record<string, CatalogueEntry>;
