import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import {
  PASSWORD_RESET_TTL_MS,
  accountStream,
  clientRoutes,
  emailClaimStream,
  texts,
  type AuthUser,
  type ChangePasswordRequest,
  type ResetPasswordRequest,
} from '@fr/contracts';
import { findUserById } from '@fr/projections';
import { issuePasswordReset, passwordHashOf, playerCredential, setPassword, spendPasswordReset } from '../../platform/credentials';
import { AppError } from '../../platform/errors';
import { playerIsLocked } from '../../platform/http/player-lock';
import { currentDeviceId, endPlayerSessions, startPlayerSession } from '../../platform/http/session';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import type { AccountLimiters } from './account-limiters';
import { accountDecider } from './domain/account';
import { passwordChangedEmail, passwordResetEmail } from './mail/account-emails';
import { claimHolder } from './claim-holder';
import { publicUser } from './sign-in';

/**
 * Answers every reset request alike: the same message, and the same work before it (the limits, one look-up of who
 * holds the address). Only after the answer is the link issued and queued, when the address has an account, so
 * neither the answer nor its time says whether it has one.
 */
export async function forgotPassword(services: AppServices, limiters: AccountLimiters, email: string, ip: string): Promise<void> {
  const address = email.trim();
  await limiters.resetPerIp.consume(ip);
  await limiters.resetPerEmail.consume(address.toLowerCase());
  // The account that holds the address, never a sign-up that found it taken (sign-up.ts): that one has none of its own.
  const userId = await claimHolder(services, emailClaimStream(address));
  if (!userId) return;
  void sendResetLink(services, userId).catch((error: unknown) => services.log.error({ err: error }, 'password reset mail failed'));
}

async function sendResetLink(services: AppServices, userId: string): Promise<void> {
  const user = await findUserById(services.pool, userId);
  if (!user?.email) return;
  const now = services.now();
  const token = await issuePasswordReset(services.pool, playerCredential(userId), now, new Date(now.getTime() + PASSWORD_RESET_TTL_MS));
  const link = `${services.config.publicUrl}${clientRoutes.resetPassword}?token=${token}`;
  // The job id names neither the token nor the address (job ids sit in Redis in the clear).
  await services.sendEmail({ to: user.email, ...passwordResetEmail({ name: user.username, link }) }, `password-reset:${randomUUID()}`);
}

/**
 * Sets the new password with a reset token (once, within its hour), ends every session of the account, tells the
 * owner, and signs this browser in afresh. Unknown, used, expired and admin tokens all answer the same 400.
 */
export async function resetPassword(services: AppServices, ctx: Koa.ParameterizedContext, input: ResetPasswordRequest): Promise<AuthUser> {
  // Hashed before the token is looked at, so a valid and an invalid token take the same time.
  const hash = await hashPassword(input.password);
  const now = services.now();
  const subject = await spendPasswordReset(services.pool, 'player', input.token.trim(), now);
  const userId = subject?.slice('player:'.length);
  const user = userId ? await findUserById(services.pool, userId) : null;
  if (!userId || !user) throw new AppError('invalid_token', texts.server.resetLinkInvalid);
  await setPassword(services.pool, playerCredential(userId), hash, now);
  await endPlayerSessions(services, userId);
  await recordPasswordChange(services, userId, 'reset');
  await tellPasswordChanged(services, user, 'reset');
  // The new password holds; a player an admin locked still may not sign in.
  if (await playerIsLocked(services.store, userId)) throw new AppError('forbidden', texts.server.accountLockedByAdmin);
  await startPlayerSession(ctx, userId, now);
  return publicUser(user);
}

/** Changes the password with the current one (wrong ones count towards the account's sign-in lockout); ends the other sessions. */
export async function changePassword(
  services: AppServices,
  limiters: AccountLimiters,
  ctx: Koa.ParameterizedContext,
  userId: string,
  input: ChangePasswordRequest,
): Promise<void> {
  const user = await findUserById(services.pool, userId);
  if (!user) throw new AppError('not_found', texts.server.notFound);
  const failureKey = `change:${userId}`;
  await limiters.signInFailuresPerAccount.assertOpen(failureKey);
  if (!(await verifyPassword(await passwordHashOf(services.pool, playerCredential(userId)), input.currentPassword))) {
    await limiters.signInFailuresPerAccount.consume(failureKey);
    throw new AppError('forbidden', texts.server.currentPasswordWrong);
  }
  const now = services.now();
  await setPassword(services.pool, playerCredential(userId), await hashPassword(input.newPassword), now);
  await endPlayerSessions(services, userId, { keepDeviceId: currentDeviceId(ctx) });
  await recordPasswordChange(services, userId, 'change');
  await tellPasswordChanged(services, user, 'change');
}

async function recordPasswordChange(services: AppServices, userId: string, how: 'reset' | 'change'): Promise<void> {
  const commandId = randomUUID();
  await services.commands.handle({
    streamId: accountStream(userId),
    decider: accountDecider,
    command: { type: 'RecordPasswordChange', how },
    context: { now: services.now() },
    eventId: () => eventIdFor(`account:${userId}:password:${commandId}`),
    metadata: { actor: userId },
  });
}

async function tellPasswordChanged(
  services: AppServices,
  user: { userId: string; username: string; email: string },
  how: 'reset' | 'change',
) {
  if (!user.email) return;
  await services.sendEmail(
    {
      to: user.email,
      ...passwordChangedEmail({ name: user.username, how, signInLink: `${services.config.publicUrl}${clientRoutes.login}` }),
    },
    `password-changed:${randomUUID()}`,
  );
}
