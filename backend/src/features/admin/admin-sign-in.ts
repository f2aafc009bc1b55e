import { randomUUID } from 'node:crypto';
import { ADMIN_SIGNIN_LOCKOUT_SECONDS, adminStream, texts, type AdminLoginRequest, type AdminProfile } from '@fr/contracts';
import { AppError } from '../../platform/errors';
import type { Limiter } from '../../platform/rate-limit';
import type { AppServices } from '../../services';
import type { TokenCipher } from '../../platform/token-cipher';
import { verifyPassword } from '../../platform/passwords';
import { adminCredential, passwordHashOf } from '../../platform/credentials';
import { eventIdFor } from '../../write/event-ids';
import { adminAccountDecider } from './domain/admin-account';
import { findAdmin } from './admin-write';
import { enrolledSecret, totpCodeStep } from './totp';

export interface AdminLimiters {
  perIp: Limiter;
  perAccount: Limiter;
  /** Failed passwords and codes per account, whatever the address: over the limit the account is locked for a while. */
  failuresPerAccount: Limiter;
}

/**
 * Checks an admin's username (or e-mail), password and, once enrolled, TOTP code. The failure reads the same whether
 * or not the admin exists, and takes the same time (the password check runs against a throwaway hash). Wrong passwords
 * and codes count against the account from any address, so guessing from many addresses locks it for a while. In
 * production every admin signs in only with a second factor.
 */
export async function adminSignIn(
  services: Pick<AppServices, 'commands' | 'store' | 'now' | 'config' | 'pool'>,
  cipher: TokenCipher,
  limiters: AdminLimiters,
  input: AdminLoginRequest,
  ip: string,
): Promise<AdminProfile> {
  const accountKey = `${input.username.trim().toLowerCase()}|${ip}`;
  await limiters.perIp.consume(ip);
  await limiters.perAccount.consume(accountKey);
  const admin = await findAdmin(services.store, input.username);
  // Per admin when there is one (its username and e-mail share the count); an unknown name counts under itself, so
  // that it answers like a known one.
  const failureKey = admin?.adminId ?? `unknown:${input.username.trim().toLowerCase()}`;
  const locked = texts.server.adminSignInLocked(ADMIN_SIGNIN_LOCKOUT_SECONDS / 60);
  await limiters.failuresPerAccount.assertOpen(failureKey, locked);
  const fail = async (message: string): Promise<never> => {
    await limiters.failuresPerAccount.consume(failureKey, locked);
    throw new AppError('unauthenticated', message);
  };
  const passwordHash = admin && (await passwordHashOf(services.pool, adminCredential(admin.adminId)));
  if (!(await verifyPassword(passwordHash ?? null, input.password)) || !admin) {
    return fail(texts.server.adminInvalidCredentials);
  }
  const now = services.now();
  const secret = enrolledSecret(cipher, admin);
  let totpStep: number | null = null;
  if (secret) {
    // Not a failure: the sign-in form asks for the code after the password was accepted.
    if (!input.totpCode) throw new AppError('unauthenticated', texts.server.adminTotpRequired);
    totpStep = totpCodeStep(secret, input.totpCode, now);
    if (totpStep === null) return fail(texts.server.adminTotpInvalid);
  } else if (services.config.env === 'production') {
    throw new AppError('forbidden', texts.server.adminTotpNotEnrolled);
  }
  // The decider refuses a code already used; only a sign-in it records resets the attempts.
  const signInId = randomUUID();
  const recorded = services.commands.handle({
    streamId: adminStream(admin.adminId),
    decider: adminAccountDecider,
    command: { type: 'RecordSignIn', adminId: admin.adminId, totpStep },
    context: { now },
    // Its own id per sign-in: two processes recording the same code at the same moment would otherwise decide the
    // very same event, which the store takes for one replayed append, and both would let the admin in.
    eventId: () => eventIdFor(`admin-sign-in:${signInId}`),
    metadata: { actor: `admin:${admin.adminId}`, adminId: admin.adminId, command: 'SignIn' },
  });
  // A code used before counts as a wrong one.
  await recorded.catch((error: unknown) =>
    error instanceof AppError && error.code === 'unauthenticated' ? fail(error.message) : Promise.reject(error),
  );
  await limiters.perAccount.reset(accountKey);
  return { adminId: admin.adminId, username: admin.username, email: admin.email, role: admin.role };
}
