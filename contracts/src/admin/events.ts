import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';
import { adminRoleSchema } from './schemas';

export const adminStream = (adminId: string) => `admin-${adminId}`;

export const adminUsernameClaimStream = (username: string) => `unique-admin-username-${username.toLowerCase()}`;

export const adminEmailClaimStream = (email: string) => `unique-admin-email-${email.toLowerCase()}`;

/** A player's lock state lives on a stream of its own, so locking never contends with the player's own commands. */
export const playerLockStream = (userId: string) => `player-lock-${userId}`;

export const adminClaimSchema = z.object({ adminId: z.string(), value: z.string() });

export const adminAccountCreatedSchema = z.object({
  adminId: z.string(),
  username: z.string(),
  email: z.string(),
  role: adminRoleSchema,
  /**
   * Always true: a password was set. Its hash lives in the credentials table, outside the log; events written before that carried
   * it here, and the start-up migration moves it there (and, on PostgreSQL and PGlite, removes it from the event).
   */
  hasPassword: z.boolean().default(true),
  /** Older events only: never written any more. */
  passwordHash: z.string().optional(),
  /** How the account came to be: the admin:create script or the first-start setup link. */
  via: z.enum(['cli', 'setup-link']),
  createdAt: z.string(),
});

/**
 * The time step (30-second period since the epoch) of the TOTP code the admin used. A code is accepted once: a later
 * sign-in needs a code of a newer step. Absent without a second factor, and on events older than that rule.
 */
const totpStepSchema = z.number().int().nonnegative().optional();

/** For the audit trail only: no password, hash or token. */
export const adminPasswordChangedSchema = z.object({ adminId: z.string(), how: z.enum(['reset', 'change']), changedAt: z.string() });

export const adminSignedInSchema = z.object({ adminId: z.string(), at: z.string(), totpStep: totpStepSchema });

export const adminTotpEnrolmentStartedSchema = z.object({
  adminId: z.string(),
  /** The base32 secret sealed with the server's token key (AES-256-GCM, bound to the admin id). */
  sealedSecret: z.string(),
  at: z.string(),
});

export const adminTotpEnrolledSchema = z.object({ adminId: z.string(), at: z.string(), totpStep: totpStepSchema });

export const playerLockedSchema = z.object({ userId: z.string(), adminId: z.string(), reason: z.string(), at: z.string() });

export const playerUnlockedSchema = playerLockedSchema;

/** The admin events: stream, meaning and payload schema of each (docs/events.md is generated from them). */
export const adminEvents = {
  AdminUsernameClaimed: {
    stream: 'unique-admin-username-{username}',
    description: 'Reserves an admin username (lower-cased) for one admin account; the first claim wins.',
    schema: adminClaimSchema,
  },
  AdminEmailClaimed: {
    stream: 'unique-admin-email-{email}',
    description: 'Reserves an admin e-mail address (lower-cased) for one admin account; the first claim wins.',
    schema: adminClaimSchema,
  },
  AdminUsernameReleased: {
    stream: 'unique-admin-username-{username}',
    description: 'Gives an admin username back when the account creation that claimed it failed.',
    schema: adminClaimSchema,
  },
  AdminEmailReleased: {
    stream: 'unique-admin-email-{email}',
    description: 'Gives an admin e-mail address back when the account creation that claimed it failed.',
    schema: adminClaimSchema,
  },
  AdminAccountCreated: {
    stream: 'admin-{adminId}',
    description:
      'An admin account was created (admin:create script or setup link) with its role and a password (its argon2id hash is kept in the credentials table, not here).',
    schema: adminAccountCreatedSchema,
  },
  AdminSignedIn: {
    stream: 'admin-{adminId}',
    description:
      'The admin signed in to the portal; with a second factor, `totpStep` is the time step of the code used (each code signs in once).',
    schema: adminSignedInSchema,
  },
  AdminTotpEnrolmentStarted: {
    stream: 'admin-{adminId}',
    description: 'A TOTP secret was issued to the admin (sealed); it takes effect once confirmed with a code.',
    schema: adminTotpEnrolmentStartedSchema,
  },
  AdminTotpEnrolled: {
    stream: 'admin-{adminId}',
    description:
      'The admin confirmed the TOTP secret with a valid code (its time step in `totpStep`: that code is spent); sign-in needs a code from now on.',
    schema: adminTotpEnrolledSchema,
  },
  AdminPasswordChanged: {
    stream: 'admin-{adminId}',
    description:
      "The admin's password was replaced, through a reset link or with the current one; the admin's other sessions ended. The hash is in the credentials table.",
    schema: adminPasswordChangedSchema,
  },
  PlayerLocked: {
    stream: 'player-lock-{userId}',
    description: 'An admin locked a player account with a reason: it can no longer sign in or spend.',
    schema: playerLockedSchema,
  },
  PlayerUnlocked: {
    stream: 'player-lock-{userId}',
    description: 'An admin unlocked a player account with a reason.',
    schema: playerUnlockedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
