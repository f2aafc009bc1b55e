import { SIGNIN_LOCKOUT_SECONDS, texts, type AuthUser, type SignInRequest } from '@fr/contracts';
import { AppError } from '../../platform/errors';
import { findUserByEmail, type StoredUser } from '@fr/projections';
import type { AppServices } from '../../services';
import type { AccountLimiters } from './account-limiters';
import { verifyPassword } from './passwords';

/**
 * Checks e-mail and password. Rate-limited per IP and per e-mail+IP, and failures per account lock it softly for a
 * while whatever address they come from; the failure message is the same whether or not the e-mail exists, and so is
 * the time it takes.
 */
export async function signIn(
  services: Pick<AppServices, 'pool'>,
  limiters: AccountLimiters,
  input: SignInRequest,
  ip: string,
): Promise<AuthUser> {
  const email = input.email.trim().toLowerCase();
  const accountKey = `${email}|${ip}`;
  const locked = texts.server.accountLocked(SIGNIN_LOCKOUT_SECONDS / 60);
  await limiters.signInPerIp.consume(ip);
  await limiters.signInPerAccount.consume(accountKey);
  await limiters.signInFailuresPerAccount.assertOpen(email, locked);
  const user = await findUserByEmail(services.pool, input.email.trim());
  if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
    await limiters.signInFailuresPerAccount.consume(email, locked);
    throw new AppError('unauthenticated', texts.server.invalidCredentials);
  }
  await limiters.signInPerAccount.reset(accountKey);
  return publicUser(user);
}

const publicUser = ({ passwordHash: _hash, ...user }: StoredUser): AuthUser => user;
