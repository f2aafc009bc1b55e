import { randomUUID } from 'node:crypto';
import { adminStream, texts, type AdminLoginRequest, type AdminProfile } from '@fr/contracts';
import { AppError } from '../../platform/errors';
import type { Limiter } from '../../platform/rate-limit';
import type { AppServices } from '../../services';
import type { TokenCipher } from '../../platform/token-cipher';
import { verifyPassword } from '../../platform/passwords';
import { eventIdFor } from '../../write/event-ids';
import { adminAccountDecider } from './domain/admin-account';
import { findAdmin } from './admin-write';
import { enrolledSecret, totpCodeStep } from './totp';

export interface AdminLimiters {
  perIp: Limiter;
  perAccount: Limiter;
}

/**
 * Checks an admin's username (or e-mail), password and, once enrolled, TOTP code. The failure reads the same whether
 * or not the admin exists, and takes the same time (the password check runs against a throwaway hash). In production
 * the `admin` role signs in only with a second factor.
 */
export async function adminSignIn(
  services: Pick<AppServices, 'commands' | 'store' | 'now' | 'config'>,
  cipher: TokenCipher,
  limiters: AdminLimiters,
  input: AdminLoginRequest,
  ip: string,
): Promise<AdminProfile> {
  const accountKey = `${input.username.trim().toLowerCase()}|${ip}`;
  await limiters.perIp.consume(ip);
  await limiters.perAccount.consume(accountKey);
  const admin = await findAdmin(services.store, input.username);
  if (!(await verifyPassword(admin?.passwordHash ?? null, input.password)) || !admin) {
    throw new AppError('unauthenticated', texts.server.adminInvalidCredentials);
  }
  const now = services.now();
  const secret = enrolledSecret(cipher, admin);
  let totpStep: number | null = null;
  if (secret) {
    if (!input.totpCode) throw new AppError('unauthenticated', texts.server.adminTotpRequired);
    totpStep = totpCodeStep(secret, input.totpCode, now);
    if (totpStep === null) throw new AppError('unauthenticated', texts.server.adminTotpInvalid);
  } else if (admin.role === 'admin' && services.config.env === 'production') {
    throw new AppError('forbidden', texts.server.adminTotpNotEnrolled);
  }
  // The decider refuses a code already used; only a sign-in it records resets the attempts.
  const signInId = randomUUID();
  await services.commands.handle({
    streamId: adminStream(admin.adminId),
    decider: adminAccountDecider,
    command: { type: 'RecordSignIn', adminId: admin.adminId, totpStep },
    context: { now },
    // Its own id per sign-in: two processes recording the same code at the same moment would otherwise decide the
    // very same event, which the store takes for one replayed append, and both would let the admin in.
    eventId: () => eventIdFor(`admin-sign-in:${signInId}`),
    metadata: { actor: `admin:${admin.adminId}`, adminId: admin.adminId, command: 'SignIn' },
  });
  await limiters.perAccount.reset(accountKey);
  return { adminId: admin.adminId, username: admin.username, email: admin.email, role: admin.role };
}
