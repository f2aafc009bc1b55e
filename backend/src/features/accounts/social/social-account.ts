import { v5 as uuidv5 } from 'uuid';
import {
  SIGNIN_LOCKOUT_SECONDS,
  SIGNUP_GRANT_COINS,
  accountStream,
  emailClaimStream,
  socialIdentityClaimStream,
  texts,
  usernameClaimStream,
  type AuthUser,
  type DomainEvent,
  type EventStore,
  type SocialProvider,
} from '@fr/contracts';
import { findUserById } from '@fr/projections';
import { AppError, DomainError } from '../../../platform/errors';
import { playerIsLocked } from '../../../platform/http/player-lock';
import type { AppServices } from '../../../services';
import type { Decider } from '../../../write/decider';
import { eventIdFor } from '../../../write/event-ids';
import { creditCoins } from '../../coins';
import type { AccountLimiters } from '../account-limiters';
import { accountDecider } from '../domain/account';
import { claimDecider } from '../domain/claim';
import { verifyPassword } from '../../../platform/passwords';
import { passwordHashOf, playerCredential } from '../../../platform/credentials';
import { publicUser } from '../sign-in';
import { claim } from '../sign-up';
import type { SocialIdentity } from './social-client';
import { usernameCandidates } from './social-username';

/** A provider identity waiting for the player to confirm, with the password, that it signs in to `userId` from now on. */
export interface PendingLink {
  provider: SocialProvider;
  subject: string;
  email: string;
  userId: string;
}

export type SocialSignInResult = { kind: 'signed_in' | 'signed_up'; user: AuthUser } | { kind: 'link_required'; link: PendingLink };

const SOCIAL_ACCOUNT_NAMESPACE = 'a4f0c1e2-5b7d-4c3a-9e8f-1d2c3b4a5f60';

/**
 * A social sign-up's account id comes from the identity, so a sign-up that stopped half-way (claims taken, account not
 * yet recorded) resumes under the same id when the player tries again, and nothing ever has to be released.
 */
const socialUserId = (provider: SocialProvider, subject: string) => uuidv5(`${provider}:${subject}`, SOCIAL_ACCOUNT_NAMESPACE);

async function folded<S, E extends DomainEvent>(
  store: Pick<EventStore, 'read'>,
  streamId: string,
  decider: Pick<Decider<S, never, never, E>, 'initialState' | 'evolve'>,
): Promise<S> {
  const events = await store.read(streamId);
  return events.reduce((state, e) => decider.evolve(state, { type: e.type, data: e.data } as E), decider.initialState());
}

/** Who holds a claim (a provider identity, an e-mail), read from its stream, so it holds the moment it is claimed. */
const holderOf = async (services: Pick<AppServices, 'store'>, streamId: string) =>
  (await folded(services.store, streamId, claimDecider)).owner;

/**
 * Signs in whoever the provider says signed in: the account their identity is linked to; otherwise, when the provider
 * vouches for an e-mail another account holds, nothing yet (the player confirms with that account's password);
 * otherwise a new account with the sign-up coins, once per identity and once per e-mail.
 */
export async function socialSignIn(
  services: AppServices,
  limiters: AccountLimiters,
  ip: string,
  provider: SocialProvider,
  identity: SocialIdentity,
): Promise<SocialSignInResult> {
  const ownId = socialUserId(provider, identity.subject);
  const holder = await holderOf(services, socialIdentityClaimStream(provider, identity.subject));
  if (holder && holder !== ownId) return { kind: 'signed_in', user: await signInTo(services, holder) };
  if (!holder && identity.verifiedEmail) {
    const emailHolder = await holderOf(services, emailClaimStream(identity.verifiedEmail));
    if (emailHolder && emailHolder !== ownId) {
      const account = await findUserById(services.pool, emailHolder);
      if (account && !account.hasPassword) throw new AppError('conflict', texts.server.socialEmailHeldBySocialAccount);
      return { kind: 'link_required', link: { provider, subject: identity.subject, email: identity.verifiedEmail, userId: emailHolder } };
    }
  }
  if (!holder) await limiters.signUpPerIp.consume(ip);
  const signedUp = await registerSocialAccount(services, provider, identity, ownId);
  return { kind: signedUp ? 'signed_up' : 'signed_in', user: await signInTo(services, ownId) };
}

/** Records the account (if not yet) and grants the sign-up coins (once per account); true when this call recorded it. */
async function registerSocialAccount(
  services: AppServices,
  provider: SocialProvider,
  identity: SocialIdentity,
  userId: string,
): Promise<boolean> {
  const { subject, verifiedEmail } = identity;
  await claim(services, socialIdentityClaimStream(provider, subject), userId, texts.server.socialIdentityTaken, {
    type: 'SocialIdentityClaimed',
    data: { userId, provider, subject },
  });
  const account = await folded(services.store, accountStream(userId), accountDecider);
  let position: string | null = null;
  if (!account.userId) {
    // Only an e-mail the provider verified is held; one that another account won meanwhile is left off.
    const emailHeld = verifiedEmail ? await claimOrLose(services, emailClaimStream(verifiedEmail), userId, verifiedEmail) : false;
    const username = await claimUsername(services, userId, usernameCandidates(identity.nameHint, provider, subject));
    const registered = await services.commands.handle({
      streamId: accountStream(userId),
      decider: accountDecider,
      command: {
        type: 'RegisterSocial',
        registration: {
          userId,
          username,
          email: emailHeld && verifiedEmail ? verifiedEmail : '',
          firstName: identity.firstName,
          lastName: identity.lastName,
          registeredAt: services.now().toISOString(),
        },
        provider,
        subject,
      },
      context: { now: services.now() },
      eventId: (event) => eventIdFor(`account:${userId}:${event.type}`),
      metadata: { actor: userId },
    });
    position = registered.position;
  }
  const grant = await creditCoins(services, {
    userId,
    commandId: 'signup-grant',
    amount: SIGNUP_GRANT_COINS,
    lot: 'earned',
    from: 'mint',
    reason: 'signup_grant',
    metadata: { actor: 'system' },
  });
  // Nothing appended here means another request (a second popup) recorded it moments ago: wait for that too.
  if (grant.position ?? position) await services.waitForReadModels(grant.position ?? position);
  else await services.waitForAllCommitted();
  return position !== null;
}

async function claimOrLose(services: AppServices, streamId: string, userId: string, email: string): Promise<boolean> {
  try {
    await claim(services, streamId, userId, texts.server.emailTaken, { type: 'EmailClaimed', data: { userId, email } });
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'conflict') return false;
    throw error;
  }
}

async function claimUsername(services: AppServices, userId: string, candidates: string[]): Promise<string> {
  for (const username of candidates) {
    const event = { type: 'UsernameClaimed', data: { userId, username } } as const;
    const won = await claim(services, usernameClaimStream(username), userId, texts.server.usernameTaken, event).then(
      () => true,
      (error: unknown) => {
        if (error instanceof DomainError && error.code === 'conflict') return false;
        throw error;
      },
    );
    if (won) return username;
  }
  throw new AppError('conflict', texts.server.usernameTaken);
}

/** The account to sign in to, refused while an admin has it locked (as a password sign-in is). */
async function signInTo(services: AppServices, userId: string): Promise<AuthUser> {
  if (await playerIsLocked(services.store, userId)) throw new AppError('forbidden', texts.server.accountLockedByAdmin);
  const user = await findUserById(services.pool, userId);
  if (!user) throw new AppError('not_found', texts.server.notFound);
  return publicUser(user);
}

/**
 * The player proves they own the account holding the provider's e-mail by its password (limited and locked out like
 * a password sign-in); the identity is then linked and signs in to it from now on.
 */
export async function linkWithPassword(
  services: AppServices,
  limiters: AccountLimiters,
  link: PendingLink,
  password: string,
  ip: string,
): Promise<AuthUser> {
  const accountKey = link.email.toLowerCase();
  const locked = texts.server.accountLocked(SIGNIN_LOCKOUT_SECONDS / 60);
  await limiters.signInPerIp.consume(ip);
  await limiters.signInFailuresPerAccount.assertOpen(accountKey, locked);
  // Only a live account's password counts: one that expired meanwhile has none to confirm with.
  const account = await findUserById(services.pool, link.userId);
  const passwordHash = account && (await passwordHashOf(services.pool, playerCredential(account.userId)));
  if (!(await verifyPassword(passwordHash ?? null, password))) {
    await limiters.signInFailuresPerAccount.consume(accountKey, locked);
    throw new AppError('unauthenticated', texts.server.invalidCredentials);
  }
  // Checked after the password, as a password sign-in does, and before anything is linked.
  if (await playerIsLocked(services.store, link.userId)) throw new AppError('forbidden', texts.server.accountLockedByAdmin);
  const { provider, subject, email, userId } = link;
  await claim(services, socialIdentityClaimStream(provider, subject), userId, texts.server.socialIdentityTaken, {
    type: 'SocialIdentityClaimed',
    data: { userId, provider, subject },
  });
  const linked = await services.commands.handle({
    streamId: accountStream(userId),
    decider: accountDecider,
    command: { type: 'LinkSocialIdentity', provider, subject, email, linkedAt: services.now().toISOString() },
    context: { now: services.now() },
    eventId: () => eventIdFor(`account:${userId}:linked:${provider}:${subject}`),
    metadata: { actor: userId },
  });
  await services.waitForReadModels(linked.position);
  return signInTo(services, userId);
}
