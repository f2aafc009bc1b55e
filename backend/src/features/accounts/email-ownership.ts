import type { AccountEmailResponse, ChangeEmailRequest } from '@fr/contracts';
import { EMAIL_VERIFICATION_TTL_MS, accountStream, clientRoutes, emailClaimStream, texts } from '@fr/contracts';
import { findTokenOwner } from '@fr/projections';
import { passwordHashOf, playerCredential } from '../../platform/credentials';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import type { AccountLimiters } from './account-limiters';
import { claimHolder } from './claim-holder';
import { accountDecider, type AccountEvent, type AccountState } from './domain/account';
import { claimDecider, type ClaimEvent } from './domain/claim';
import { emailChangeVerificationEmail, emailChangedNoticeEmail } from './mail/account-emails';
import { verificationEmail } from './mail/verification-email';
import { hashVerificationToken, isWellFormedToken, newVerificationToken } from './verification-token';

/** The account folded from its stream: what a command on it will be decided on, with no read model in between. */
export async function loadAccount(services: Pick<AppServices, 'store'>, userId: string): Promise<AccountState> {
  const events = await services.store.read(accountStream(userId));
  return events.reduce(
    (state, e) => accountDecider.evolve(state, { type: e.type, data: e.data } as AccountEvent),
    accountDecider.initialState(),
  );
}

export async function accountEmail(services: AppServices, userId: string): Promise<AccountEmailResponse> {
  const state = await loadAccount(services, userId);
  if (!state.userId) throw new AppError('not_found', texts.server.notFound);
  const hasPassword = (await passwordHashOf(services.pool, playerCredential(userId))) !== null;
  return { email: state.email ?? '', emailVerified: state.verified, hasPassword };
}

/**
 * A new verification link to the account's own address: the signed-in player's, or (from an expired link's page,
 * signed out) the account that link was issued to. Earlier links stay valid until they expire. A sign-up whose address
 * another account holds is answered the same but sent nothing (sign-up.ts).
 */
export async function resendVerification(
  services: AppServices,
  limiters: AccountLimiters,
  caller: { userId: string | null; token: string | undefined; ip: string },
): Promise<string> {
  await limiters.verificationPerIp.consume(caller.ip);
  const userId = caller.userId ?? (await tokenOwner(services, caller.token));
  await limiters.verificationPerAccount.consume(userId);
  const state = await loadAccount(services, userId);
  if (!state.userId || state.expired) throw new AppError('business_rule', texts.server.verificationUnavailable);
  if (!state.email) throw new AppError('business_rule', texts.server.verificationNoEmail);
  const sentTo = texts.server.verificationSent(caller.userId ? state.email : 'your email address');
  const { token, tokenHash } = newVerificationToken();
  const issued = await issueVerification(services, userId, state.email, tokenHash);
  if (!issued) return sentTo;
  const link = `${services.config.publicUrl}${clientRoutes.verifyEmail}?token=${token}`;
  await services.sendEmail(
    { to: state.email, ...verificationEmail({ username: state.username ?? '', link }) },
    `verify-email:${userId}:${tokenHash.slice(0, 16)}`,
  );
  return sentTo;
}

async function tokenOwner(services: AppServices, token: string | undefined): Promise<string> {
  if (token === undefined) throw new AppError('unauthenticated', texts.server.notSignedIn);
  const owner = isWellFormedToken(token.trim()) ? await findTokenOwner(services.pool, hashVerificationToken(token.trim())) : null;
  if (!owner) throw new AppError('invalid_token', texts.server.verificationInvalid);
  return owner;
}

/**
 * Changes the e-mail address, or adds one to an account that has none: the new address is sent a link and replaces
 * the old one only when it is opened (verifyEmail claims it then). An account with a password confirms with it. An
 * address another account holds is refused with the sign-up's own words, and nothing more.
 */
export async function changeEmail(
  services: AppServices,
  limiters: AccountLimiters,
  userId: string,
  input: ChangeEmailRequest,
  ip: string,
): Promise<string> {
  const email = input.email.trim();
  const state = await loadAccount(services, userId);
  if (!state.userId || state.expired) throw new AppError('not_found', texts.server.notFound);
  const passwordHash = await passwordHashOf(services.pool, playerCredential(userId));
  if (passwordHash !== null) {
    const failureKey = `change:${userId}`;
    await limiters.signInFailuresPerAccount.assertOpen(failureKey);
    if (!(await verifyPassword(passwordHash, input.password ?? ''))) {
      await limiters.signInFailuresPerAccount.consume(failureKey);
      throw new AppError('forbidden', texts.server.currentPasswordWrong);
    }
  }
  if (state.email?.toLowerCase() === email.toLowerCase()) throw new AppError('business_rule', texts.server.emailUnchanged);
  await limiters.verificationPerIp.consume(ip);
  await limiters.verificationPerAccount.consume(userId);
  const holder = await claimHolder(services, emailClaimStream(email));
  if (holder && holder !== userId) throw new AppError('conflict', texts.server.emailTakenByAnother);
  const { token, tokenHash } = newVerificationToken();
  await issueVerification(services, userId, email, tokenHash);
  const link = `${services.config.publicUrl}${clientRoutes.verifyEmail}?token=${token}`;
  await services.sendEmail(
    { to: email, ...emailChangeVerificationEmail({ name: state.username ?? '', link }) },
    `verify-email:${userId}:${tokenHash.slice(0, 16)}`,
  );
  return texts.server.emailChangeSent(email);
}

/** Records a verification token for `email`; false when none was issued (an address the account does not hold). */
async function issueVerification(services: AppServices, userId: string, email: string, tokenHash: string): Promise<boolean> {
  const now = services.now();
  const result = await services.commands.handle({
    streamId: accountStream(userId),
    decider: accountDecider,
    command: { type: 'IssueVerification', email, tokenHash, expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS).toISOString() },
    context: { now },
    eventId: () => eventIdFor(`account:${userId}:verification:${tokenHash}`),
    metadata: { actor: userId },
  });
  await services.readYourWrites(result.position);
  return result.events.length > 0;
}

/**
 * Before a link to a new address is used: claims that address for the account, so two accounts never hold one (409
 * when another got it meanwhile). Nothing to do for a link to the account's own address or one that no longer works.
 * Answers the address claimed, for `afterEmailChange` or to be given back should the verification fail.
 */
export async function claimNewAddress(services: AppServices, userId: string, tokenHash: string): Promise<string | null> {
  const state = await loadAccount(services, userId);
  const token = state.tokens.get(tokenHash);
  if (!token || token.used || state.expired || Date.parse(token.expiresAt) <= services.now().getTime()) return null;
  if (state.email?.toLowerCase() === token.email.toLowerCase()) return null;
  const event: ClaimEvent = { type: 'EmailClaimed', data: { userId, email: token.email } };
  await claimStep(services, emailClaimStream(token.email), userId, `claim:${tokenHash}`, {
    type: 'Claim',
    userId,
    takenMessage: texts.server.emailTakenByAnother,
    event,
  });
  return token.email;
}

/** Gives an address back (the old one after a change, or a new one whose verification failed). */
export async function releaseAddress(services: AppServices, userId: string, email: string, tokenHash: string): Promise<void> {
  const event: ClaimEvent = { type: 'EmailReleased', data: { userId, email } };
  await claimStep(services, emailClaimStream(email), userId, `release:${tokenHash}`, { type: 'Release', userId, event });
}

/**
 * After the address changed: the old one is released and told. A sign-up's address that another account holds is
 * neither: it was never this account's, and its owner has nothing to do with this change.
 */
export async function afterEmailChange(services: AppServices, previous: AccountState, tokenHash: string): Promise<void> {
  const { userId, email, emailHeld, username } = previous;
  if (!userId || !email || !emailHeld) return;
  await releaseAddress(services, userId, email, tokenHash);
  await services.sendEmail(
    { to: email, ...emailChangedNoticeEmail({ name: username ?? '', signInLink: `${services.config.publicUrl}${clientRoutes.login}` }) },
    `email-changed:${userId}:${tokenHash.slice(0, 16)}`,
  );
}

// Claim and release ids carry the token: an address released and later claimed again by the same account is a new event.
function claimStep(
  services: AppServices,
  streamId: string,
  userId: string,
  step: string,
  command: Parameters<typeof claimDecider.decide>[0],
) {
  return services.commands.handle({
    streamId,
    decider: claimDecider,
    command,
    context: {},
    eventId: () => eventIdFor(`${streamId}:${userId}:${step}`),
    metadata: { actor: userId },
  });
}
