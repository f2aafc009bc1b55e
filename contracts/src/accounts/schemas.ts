import { z } from 'zod';
import { texts } from '../texts';
import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  socialProviders,
} from './constants';

const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(max);

/** The e-mail format both the client (before the round trip) and the server check. */
export const emailFormatSchema = z.email({ error: texts.auth.invalidEmailMessage });

export const signUpRequestSchema = z.object({
  username: requiredText(MAX_USERNAME_LENGTH, texts.auth.signUpRequiredMessage).regex(/^[A-Za-z0-9_.-]+$/, {
    error: 'Username may contain letters, digits, dots, dashes and underscores only.',
  }),
  email: requiredText(MAX_EMAIL_LENGTH, texts.auth.signUpRequiredMessage).pipe(emailFormatSchema),
  password: z
    .string({ error: texts.auth.signUpRequiredMessage })
    .min(1, { error: texts.auth.signUpRequiredMessage })
    .min(MIN_PASSWORD_LENGTH, { error: texts.auth.weakPasswordMessage })
    .max(MAX_PASSWORD_LENGTH),
  firstName: z.string().trim().max(MAX_NAME_LENGTH).optional(),
  lastName: z.string().trim().max(MAX_NAME_LENGTH).optional(),
});

export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email: requiredText(MAX_EMAIL_LENGTH, texts.auth.signInRequiredMessage),
  password: z
    .string({ error: texts.auth.signInRequiredMessage })
    .min(1, { error: texts.auth.signInRequiredMessage })
    .max(MAX_PASSWORD_LENGTH),
});

export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const authUserSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailVerified: z.boolean(),
});

export type AuthUser = z.infer<typeof authUserSchema>;

export const authSuccessResponseSchema = z.object({ message: z.string(), user: authUserSchema });

export type AuthSuccessResponse = z.infer<typeof authSuccessResponseSchema>;

export const authStatusResponseSchema = z.object({
  authenticated: z.boolean(),
  /** Whether the fantasy provider's credentials are set up (product-spec.md §3). */
  configured: z.boolean(),
  userId: z.string().nullable(),
});

export type AuthStatusResponse = z.infer<typeof authStatusResponseSchema>;

export const verifyEmailQuerySchema = z.object({ token: z.string().optional() });

export const socialProviderSchema = z.enum(socialProviders);

export const socialProviderParamsSchema = z.object({ provider: socialProviderSchema });

export const socialProvidersResponseSchema = z.object({
  providers: z.array(z.object({ provider: socialProviderSchema, configured: z.boolean() })),
});

export type SocialProvidersResponse = z.infer<typeof socialProvidersResponseSchema>;

/** What the provider sent back to /auth/callback, passed on by the page; the PKCE verifier never leaves the server. */
export const socialSignInRequestSchema = z.object({
  code: requiredText(2048, texts.server.socialSignInIncomplete),
  state: requiredText(256, texts.server.socialSignInIncomplete),
});

export type SocialSignInRequest = z.infer<typeof socialSignInRequestSchema>;

export const socialSignInResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('signed_in'), message: z.string(), user: authUserSchema }),
  z.object({ outcome: z.literal('signed_up'), message: z.string(), user: authUserSchema }),
  /** The provider's verified e-mail belongs to an existing account: its password confirms the link (POST /api/auth/social/link). */
  z.object({ outcome: z.literal('link_required'), message: z.string(), provider: socialProviderSchema, email: z.string() }),
]);

export type SocialSignInResponse = z.infer<typeof socialSignInResponseSchema>;

export const socialLinkRequestSchema = z.object({
  password: z
    .string({ error: texts.server.socialLinkPasswordRequired })
    .min(1, { error: texts.server.socialLinkPasswordRequired })
    .max(MAX_PASSWORD_LENGTH),
});

export type SocialLinkRequest = z.infer<typeof socialLinkRequestSchema>;

const newPasswordSchema = z
  .string({ error: texts.auth.weakPasswordMessage })
  .min(MIN_PASSWORD_LENGTH, { error: texts.auth.weakPasswordMessage })
  .max(MAX_PASSWORD_LENGTH);

const currentPasswordSchema = z
  .string({ error: texts.server.currentPasswordRequired })
  .min(1, { error: texts.server.currentPasswordRequired })
  .max(MAX_PASSWORD_LENGTH);

export const forgotPasswordRequestSchema = z.object({
  email: requiredText(MAX_EMAIL_LENGTH, texts.auth.invalidEmailMessage).pipe(emailFormatSchema),
});

export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The token from the reset link (43 base64url characters; anything else is simply an invalid link). */
export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: texts.server.resetLinkInvalid }).max(128, { error: texts.server.resetLinkInvalid }),
  password: newPasswordSchema,
});

export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema });

export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Signed in, the player's own account; from an expired link's page, the account that link was issued to. */
export const resendVerificationRequestSchema = z.object({ token: z.string().max(128).optional() });

export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;

/** `password` is needed by an account that has one; a social sign-up without a password adds or changes it without. */
export const changeEmailRequestSchema = z.object({
  email: requiredText(MAX_EMAIL_LENGTH, texts.auth.invalidEmailMessage).pipe(emailFormatSchema),
  password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
});

export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** The signed-in player's e-mail standing, for the unverified banner and Settings. */
export const accountEmailResponseSchema = z.object({
  /** '' for a social sign-up whose provider gave no e-mail. */
  email: z.string(),
  emailVerified: z.boolean(),
  /**
   * A sign-up whose address another account holds reads as unverified like any other (and a resend answers as sent):
   * nothing here tells it the address is registered (sign-up.ts).
   */
  hasPassword: z.boolean(),
});

export type AccountEmailResponse = z.infer<typeof accountEmailResponseSchema>;

export const sessionSchema = z.object({
  /** An id of the session's own, never its cookie. */
  sessionId: z.string(),
  browser: z.string(),
  os: z.string(),
  /** The IP's network only (an IPv4 /24 as `203.0.113.x`, an IPv6 /48), never a looked-up place. */
  network: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});

export type PlayerSession = z.infer<typeof sessionSchema>;

export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });

export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

export const sessionParamsSchema = z.object({ sessionId: z.string().max(64) });
