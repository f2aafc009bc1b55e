import { accountStream, texts } from '@fr/contracts';
import { AppError } from '../../platform/errors';
import { findTokenOwner } from '@fr/projections';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { accountDecider } from './domain/account';
import { hashVerificationToken, isWellFormedToken } from './verification-token';

/** Confirms the e-mail behind a verification token: success, expired (after 24 h), invalid or missing. */
export async function verifyEmail(services: AppServices, token: string | undefined): Promise<void> {
  if (!token?.trim()) throw new AppError('validation_failed', texts.server.verificationMissingToken);
  if (!isWellFormedToken(token.trim())) throw new AppError('invalid_token', texts.server.verificationInvalid);
  const tokenHash = hashVerificationToken(token.trim());
  const userId = await findTokenOwner(services.pool, tokenHash);
  if (!userId) throw new AppError('invalid_token', texts.server.verificationInvalid);
  const result = await services.commands.handle({
    streamId: accountStream(userId),
    decider: accountDecider,
    command: { type: 'VerifyEmail', tokenHash },
    context: { now: services.now() },
    eventId: () => eventIdFor(`account:${userId}:verified:${tokenHash}`),
    metadata: { actor: userId },
  });
  await services.readYourWrites(result.position);
}
