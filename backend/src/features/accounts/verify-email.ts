import { accountStream, texts } from '@fr/contracts';
import { AppError } from '../../platform/errors';
import { findTokenOwner } from '@fr/projections';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { accountDecider } from './domain/account';
import { afterEmailChange, claimNewAddress, loadAccount, releaseAddress } from './email-ownership';
import { hashVerificationToken, isWellFormedToken } from './verification-token';

/**
 * Confirms the e-mail behind a verification token: success, expired (after 24 h), invalid or missing. A link sent to a
 * new address changes the account's address to it: claimed first (409 when another account holds it), the old one
 * released and told afterwards.
 */
export async function verifyEmail(services: AppServices, token: string | undefined): Promise<void> {
  if (!token?.trim()) throw new AppError('validation_failed', texts.server.verificationMissingToken);
  if (!isWellFormedToken(token.trim())) throw new AppError('invalid_token', texts.server.verificationInvalid);
  const tokenHash = hashVerificationToken(token.trim());
  const userId = await findTokenOwner(services.pool, tokenHash);
  if (!userId) throw new AppError('invalid_token', texts.server.verificationInvalid);
  const previous = await loadAccount(services, userId);
  const claimed = await claimNewAddress(services, userId, tokenHash);
  const result = await services.commands
    .handle({
      streamId: accountStream(userId),
      decider: accountDecider,
      command: { type: 'VerifyEmail', tokenHash },
      context: { now: services.now() },
      eventId: () => eventIdFor(`account:${userId}:verified:${tokenHash}`),
      metadata: { actor: userId },
    })
    .catch(async (error: unknown) => {
      if (claimed) await releaseAddress(services, userId, claimed, tokenHash);
      throw error;
    });
  if (result.events.some((event) => event.type === 'EmailChanged')) await afterEmailChange(services, previous, tokenHash);
  await services.readYourWrites(result.position);
}
