import { randomUUID } from 'node:crypto';
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
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { creditCoins } from '../coins';
import { accountDecider } from './domain/account';
import { claimDecider, type ClaimEvent } from './domain/claim';
import { verificationEmail } from './mail/verification-email';
import { hashPassword } from './passwords';
import { newVerificationToken } from './verification-token';

/**
 * Registers a player: claims the username and e-mail (each a stream of its own, first claim wins), records the
 * account with a verification token, grants the sign-up coins, and queues the verification e-mail.
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
    passwordHash,
    registeredAt: now.toISOString(),
  };
  try {
    await claim(services, emailClaimStream(email), userId, texts.server.emailTaken, emailClaim);
    await services.commands.handle({
      streamId: accountStream(userId),
      decider: accountDecider,
      command: { type: 'Register', registration, tokenHash, expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS).toISOString() },
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
  const link = `${services.config.publicUrl}/verify-email?token=${token}`;
  await services.sendEmail({ to: email, ...verificationEmail({ username, link }) }, `verify-email:${email}:${link.slice(-12)}`);
  await services.readYourWrites(grant.position);
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

async function claim(services: AppServices, streamId: string, userId: string, takenMessage: string, event: ClaimEvent) {
  await services.commands.handle({
    streamId,
    decider: claimDecider,
    command: { type: 'Claim', userId, takenMessage, event },
    context: {},
    eventId: () => eventIdFor(`${streamId}:${userId}`),
    metadata: { actor: userId },
  });
}
