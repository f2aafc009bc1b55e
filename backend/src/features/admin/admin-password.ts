import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import {
  PASSWORD_RESET_TTL_MS,
  adminStream,
  clientRoutes,
  texts,
  type ChangePasswordRequest,
  type ResetPasswordRequest,
} from '@fr/contracts';
import { adminCredential, issuePasswordReset, passwordHashOf, setPassword, spendPasswordReset } from '../../platform/credentials';
import { AppError } from '../../platform/errors';
import { endAdminSessions } from '../../platform/http/admin-session';
import type { Limiter } from '../../platform/rate-limit';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { passwordChangedEmail, passwordResetEmail } from '../accounts';
import { findAdmin, loadAdmin } from './admin-write';
import { adminAccountDecider } from './domain/admin-account';

export interface AdminResetLimiters {
  perEmail: Limiter;
  perIp: Limiter;
  /** Wrong current passwords count with the sign-in failures of the account. */
  failuresPerAccount: Limiter;
}

/** As the players' (accounts/password-reset.ts): the same answer and work either way; the link goes out after the answer. */
export async function adminForgotPassword(services: AppServices, limiters: AdminResetLimiters, email: string, ip: string): Promise<void> {
  const address = email.trim();
  await limiters.perIp.consume(ip);
  await limiters.perEmail.consume(address.toLowerCase());
  const admin = await findAdmin(services.store, address);
  if (!admin) return;
  void sendAdminResetLink(services, admin).catch((error: unknown) =>
    services.log.error({ err: error }, 'admin password reset mail failed'),
  );
}

async function sendAdminResetLink(services: AppServices, admin: { adminId: string; username: string; email: string }): Promise<void> {
  const now = services.now();
  const token = await issuePasswordReset(
    services.pool,
    adminCredential(admin.adminId),
    now,
    new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
  );
  const link = `${services.config.publicUrl}${clientRoutes.adminResetPassword}?token=${token}`;
  await services.sendEmail(
    { to: admin.email, ...passwordResetEmail({ name: admin.username, link }) },
    `admin-password-reset:${randomUUID()}`,
  );
}

/**
 * Sets the admin's new password with a reset token and ends every session of that admin; the admin then signs in
 * again with it (and the second factor). A second factor is not bypassed: the reset only replaces the password.
 */
export async function adminResetPassword(services: AppServices, input: ResetPasswordRequest): Promise<void> {
  const hash = await hashPassword(input.password);
  const now = services.now();
  const subject = await spendPasswordReset(services.pool, 'admin', input.token.trim(), now);
  const admin = subject ? await loadAdmin(services.store, subject.slice('admin:'.length)) : null;
  if (!admin) throw new AppError('invalid_token', texts.server.resetLinkInvalid);
  await setPassword(services.pool, adminCredential(admin.adminId), hash, now);
  await endAdminSessions(services.pool, admin.adminId);
  await recordAdminPasswordChange(services, admin, 'reset');
}

/** Changes the signed-in admin's password with the current one; the admin's other sessions end. */
export async function adminChangePassword(
  services: AppServices,
  limiters: AdminResetLimiters,
  ctx: Context,
  adminId: string,
  input: ChangePasswordRequest,
): Promise<void> {
  const admin = await loadAdmin(services.store, adminId);
  if (!admin) throw new AppError('not_found', texts.server.notFound);
  await limiters.failuresPerAccount.assertOpen(adminId);
  if (!(await verifyPassword(await passwordHashOf(services.pool, adminCredential(adminId)), input.currentPassword))) {
    await limiters.failuresPerAccount.consume(adminId);
    throw new AppError('forbidden', texts.server.currentPasswordWrong);
  }
  await setPassword(services.pool, adminCredential(adminId), await hashPassword(input.newPassword), services.now());
  await endAdminSessions(services.pool, adminId, ctx);
  await recordAdminPasswordChange(services, admin, 'change');
}

async function recordAdminPasswordChange(
  services: AppServices,
  admin: { adminId: string; username: string; email: string },
  how: 'reset' | 'change',
): Promise<void> {
  const commandId = randomUUID();
  await services.commands.handle({
    streamId: adminStream(admin.adminId),
    decider: adminAccountDecider,
    command: { type: 'RecordPasswordChange', how },
    context: { now: services.now() },
    eventId: () => eventIdFor(`admin-password:${commandId}`),
    metadata: { actor: `admin:${admin.adminId}`, adminId: admin.adminId, command: 'ChangePassword' },
  });
  const signInLink = `${services.config.publicUrl}${clientRoutes.admin}`;
  await services.sendEmail(
    { to: admin.email, ...passwordChangedEmail({ name: admin.username, how, signInLink }) },
    `admin-password-changed:${commandId}`,
  );
}
