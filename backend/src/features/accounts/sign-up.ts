import { createHash, randomUUID } from 'node:crypto';
import {
  EMAIL_VERIFICATION_TTL_MS,
  SIGNUP_GRANT_COINS,
  accountStream,
  emailClaimStream,
  texts,
  usernameClaimStream,
  type AuthUser,
  type SignUpRequest,
} from '@fr/contracts';
import { DomainError } from '../../platform/errors';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { creditCoins } from '../coins';
import { accountDecider } from './domain/account';
import { claimDecider, type ClaimEvent } from './domain/claim';
import { signUpNoticeEmail, verificationEmail } from './mail/verification-email';
import { hashPassword } from '../../platform/passwords';
import { playerCredential, setPassword } from '../../platform/credentials';
import { newVerificationToken } from './verification-token';

/**
 * Registers a player: claims the username and e-mail (each a stream of its own, first claim wins), records the
 * account with a verification token, grants the sign-up coins, and queues the verification e-mail.
 *
 * A taken e-mail is not revealed (issue 9): the sign-up is answered and signed in exactly as a new one, but the new
 * account does not hold the address, is never sent a verification link (so it cannot buy coins or claim prizes) and
 * expires unverified; the address's owner is mailed a notice. A taken username is said openly: usernames are public.
 */
export async function signUp(services: AppServices, input: SignUpRequest): Promise<AuthUser> {
  const userId = randomUUID();
  const email = input.email.trim();
  const username = input.username.trim();
  const passwordHash = await hashPassword(input.password);

  const usernameClaim = { type: 'UsernameClaimed', data: { userId, username } } as const;
  const emailClaim = { type: 'EmailClaimed', data: { userId, email } } as const;
  await claim(services, usernameClaimStream(username), userId, texts.server.usernameTaken, usernameClaim);
  const now = services.now();
  const { token, tokenHash } = newVerificationToken();
  const registration = {
    userId,
    username,
    email,
    firstName: input.firstName?.trim() || null,
    lastName: input.lastName?.trim() || null,
    hasPassword: true,
    registeredAt: now.toISOString(),
  };
  let emailHeld: boolean;
  try {
    // Before the account is recorded, so no account exists without its password. Should the sign-up fail after it, the
    // row names an account that never came to be: harmless, its id is fresh and nothing reads it.
    await setPassword(services.pool, playerCredential(userId), passwordHash, now);
    emailHeld = await claim(services, emailClaimStream(email), userId, texts.server.emailTaken, emailClaim).then(
      () => true,
      (error: unknown) => {
        if (error instanceof DomainError && error.code === 'conflict') return false;
        throw error;
      },
    );
    await services.commands.handle({
      streamId: accountStream(userId),
      decider: accountDecider,
      command: {
        type: 'Register',
        registration: { ...registration, emailHeld },
        tokenHash,
        expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS).toISOString(),
      },
      context: { now },
      eventId: (event) => eventIdFor(`account:${userId}:${event.type}`),
      metadata: { actor: userId },
    });
  } catch (error) {
    await releaseClaim(services, emailClaimStream(email), userId, { type: 'EmailReleased', data: emailClaim.data });
    await releaseClaim(services, usernameClaimStream(username), userId, { type: 'UsernameReleased', data: usernameClaim.data });
    throw error;
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
  if (emailHeld) {
    const link = `${services.config.publicUrl}/verify-email?token=${token}`;
    // The job id is in Redis in the clear: it names the token by its hash, never by a piece of the token.
    await services.sendEmail({ to: email, ...verificationEmail({ username, link }) }, `verify-email:${userId}:${tokenHash.slice(0, 16)}`);
  } else {
    // The owner hears about it, at most once an hour, however many sign-ups try the address. The job id (kept in Redis
    // and in the sent e-mail log) names the address by its hash only.
    const hour = now.toISOString().slice(0, 13);
    const addressHash = createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);
    await services.sendEmail(
      { to: email, ...signUpNoticeEmail({ signInLink: `${services.config.publicUrl}/login` }) },
      `signup-notice:${addressHash}:${hour}`,
    );
  }
  // Waited for here, not deferred to the browser's next request: a new account may sign in from another browser at once.
  await services.waitForReadModels(grant.position);
  return { userId, username, email, firstName: registration.firstName, lastName: registration.lastName, emailVerified: false };
}

export function releaseClaim(services: Pick<AppServices, 'commands'>, streamId: string, userId: string, event: ClaimEvent) {
  return services.commands.handle({
    streamId,
    decider: claimDecider,
    command: { type: 'Release', userId, event },
    context: {},
    eventId: () => eventIdFor(`${streamId}:${userId}:released`),
    metadata: { actor: userId },
  });
}

/** Claims a unique value for the user; taken by someone else, it is refused with `takenMessage` (409). */
export async function claim(
  services: Pick<AppServices, 'commands'>,
  streamId: string,
  userId: string,
  takenMessage: string,
  event: ClaimEvent,
) {
  await services.commands.handle({
    streamId,
    decider: claimDecider,
    command: { type: 'Claim', userId, takenMessage, event },
    context: {},
    eventId: () => eventIdFor(`${streamId}:${userId}`),
    metadata: { actor: userId },
  });
}
