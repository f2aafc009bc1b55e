import { SIGNIN_LOCKOUT_SECONDS, texts, type AuthUser, type SignInRequest } from '@fr/contracts';
import { AppError } from '../../platform/errors';
import { findUsersByEmail, type StoredUser } from '@fr/projections';
import type { AppServices } from '../../services';
import type { AccountLimiters } from './account-limiters';
import { verifyPassword } from '../../platform/passwords';
import { passwordHashOf, playerCredential } from '../../platform/credentials';

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
  const user = await matchingAccount(services, input.email.trim(), input.password);
  if (!user) {
    await limiters.signInFailuresPerAccount.consume(email, locked);
    throw new AppError('unauthenticated', texts.server.invalidCredentials);
  }
  await limiters.signInPerAccount.reset(accountKey);
  return publicUser(user);
}

/** Sign-ups that found the e-mail taken are looked at too, each with its own password (see sign-up.ts). */
const CANDIDATE_ACCOUNTS = 4;

/** The account with this e-mail whose password matches; an unknown e-mail costs one hash like a wrong password. */
async function matchingAccount(services: Pick<AppServices, 'pool'>, email: string, password: string): Promise<StoredUser | null> {
  const candidates = await findUsersByEmail(services.pool, email, CANDIDATE_ACCOUNTS);
  if (candidates.length === 0) {
    await verifyPassword(null, password);
    return null;
  }
  for (const candidate of candidates) {
    if (await verifyPassword(await passwordHashOf(services.pool, playerCredential(candidate.userId)), password)) return candidate;
  }
  return null;
}

export const publicUser = ({ hasPassword: _hasPassword, ...user }: StoredUser): AuthUser => user;
