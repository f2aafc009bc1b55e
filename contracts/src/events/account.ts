import { z } from 'zod';

export const accountStream = (userId: string) => `account-${userId}`;
export const usernameClaimStream = (username: string) => `unique-username-${username.toLowerCase()}`;
export const emailClaimStream = (email: string) => `unique-email-${email.toLowerCase()}`;

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
  passwordHash: z.string(),
  registeredAt: z.string(),
});

export const emailVerificationIssuedSchema = z.object({
  userId: z.string(),
  email: z.string(),
  /** SHA-256 of the token; the token itself only travels in the e-mail. */
  tokenHash: z.string(),
  expiresAt: z.string(),
});

export const emailVerifiedSchema = z.object({ userId: z.string(), tokenHash: z.string(), verifiedAt: z.string() });
