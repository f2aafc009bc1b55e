import { randomBytes } from 'node:crypto';
import { FANTASY_PROVIDER_ALIAS, connectionStream, providerAccountClaimStream, texts, type OAuthInitiateResponse } from '@fr/contracts';
import { AppError } from '../../../platform/errors';
import type { AppServices } from '../../../services';
import type { FantasyParts } from '../fantasy-parts';
import { eventIdFor } from '../../../write/event-ids';
import { providerAccountClaimDecider } from '../domain/provider-account-claim';
import { saveCredentials } from '../provider/credentials-store';
import { ProviderRejectedError, ProviderUnavailableError, type FantasyProvider } from '../provider/fantasy-provider';

/** The pending authorization kept in the player's server-side session between initiate and callback. */
export interface PendingAuthorization {
  state: string;
  provider: string;
  issuedAt: number;
}

const PENDING_TTL_MS = 30 * 60 * 1000;

/** The configured provider, addressed by its id or by the alias `fantasy` (the client need not know which it is). */
export function resolveProvider(fantasy: FantasyParts, requested: string): FantasyProvider {
  const provider = fantasy.provider;
  if (!provider) throw new AppError('business_rule', texts.server.providerNotConfigured);
  if (requested !== FANTASY_PROVIDER_ALIAS && requested !== provider.id) throw new AppError('not_found', texts.server.notFound);
  return provider;
}

export function initiateConnection(
  services: Pick<AppServices, 'now'>,
  fantasy: FantasyParts,
  requested: string,
): { response: OAuthInitiateResponse; pending: PendingAuthorization } {
  const provider = resolveProvider(fantasy, requested);
  const state = randomBytes(24).toString('base64url');
  return {
    response: { authUrl: provider.authorizationUrl(state), state },
    pending: { state, provider: provider.id, issuedAt: services.now().getTime() },
  };
}

/** Exchanges the pasted code, keeps the tokens encrypted, and records the connection as an event. */
export async function completeConnection(
  services: AppServices,
  fantasy: FantasyParts,
  userId: string,
  requested: string,
  input: { code: string; state: string },
  pending: PendingAuthorization | undefined,
): Promise<void> {
  const provider = resolveProvider(fantasy, requested);
  const fresh = pending && services.now().getTime() - pending.issuedAt < PENDING_TTL_MS;
  if (!pending || !fresh || pending.state !== input.state || pending.provider !== provider.id) {
    throw new AppError('validation_failed', texts.server.oauthStateMismatch);
  }
  let account;
  try {
    account = await provider.exchangeCode(input.code.trim());
  } catch (error) {
    if (error instanceof ProviderRejectedError) throw new AppError('business_rule', texts.server.oauthCodeRejected);
    if (error instanceof ProviderUnavailableError) throw new AppError('bad_gateway', texts.server.providerUnavailable);
    throw error;
  }
  if (account.providerUserId) {
    const claim = { userId, provider: provider.id, providerUserId: account.providerUserId };
    await services.commands.handle({
      streamId: providerAccountClaimStream(provider.id, account.providerUserId),
      decider: providerAccountClaimDecider,
      command: claim,
      context: {},
      eventId: () => eventIdFor(`provider-account:${provider.id}:${account.providerUserId}:${userId}`),
      metadata: { actor: userId },
    });
  }
  await saveCredentials(services.pool, fantasy.cipher, userId, provider.id, account);
  const now = services.now();
  const result = await services.store.append(connectionStream(userId), [
    {
      eventId: eventIdFor(`connection:${userId}:${input.state}`),
      type: 'FantasyAccountConnected',
      data: { userId, provider: provider.id, providerUserId: account.providerUserId, connectedAt: now.toISOString() },
      metadata: { actor: userId },
    },
  ]);
  await services.readYourWrites(result.position);
}
