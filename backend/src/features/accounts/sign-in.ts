import { texts, type AuthUser, type SignInRequest } from '@fr/contracts';
import { AppError } from '../../platform/errors';
import { findUserByEmail, type StoredUser } from '@fr/projections';
import type { AppServices } from '../../services';
import { verifyPassword } from './passwords';

/**
 * Checks e-mail and password. Rate-limited per IP and per e-mail+IP; the failure message is the same whether or
 * not the e-mail exists, and so is the time it takes.
 */
export async function signIn(services: Pick<AppServices, 'limiters' | 'pool'>, input: SignInRequest, ip: string): Promise<AuthUser> {
  const accountKey = `${input.email.trim().toLowerCase()}|${ip}`;
  await services.limiters.signInPerIp.consume(ip);
  await services.limiters.signInPerAccount.consume(accountKey);
  const user = await findUserByEmail(services.pool, input.email.trim());
  if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
    throw new AppError('unauthenticated', texts.server.invalidCredentials);
  }
  await services.limiters.signInPerAccount.reset(accountKey);
  return publicUser(user);
}

const publicUser = ({ passwordHash: _hash, ...user }: StoredUser): AuthUser => user;
