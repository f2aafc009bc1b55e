import {
  DELETE_CONFIRMATION_WORD,
  TAX_RECORD_RETENTION_YEARS,
  accountStream,
  emailClaimStream,
  texts,
  usernameClaimStream,
  type DeleteAccountRequest,
} from '@fr/contracts';
import { findUserById } from '@fr/projections';
import { forgetPassword, passwordHashOf, playerCredential } from '../../platform/credentials';
import { AppError } from '../../platform/errors';
import { forgetIdempotencyKeysOf } from '../../platform/http/idempotency';
import { endEverySessionOf } from '../../platform/http/session-records';
import { verifyPassword } from '../../platform/passwords';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { releaseClaim } from '../accounts';
import { forgetProviderCredentialsOf } from '../fantasy';
import { eraseSupportContentsOf } from '../legal';
import { forgetShippingAddressesOf, newestTaxRecordOf } from '../prizes';
import { erasureDecider } from './domain/erasure';
import { forgetExportsOf } from './export-store';

/**
 * Deletes the player's account. The password (or, without one, the typed word) is checked; the username and e-mail
 * are given back; the player's data key is deleted, which erases their personal fields in every event for good; the
 * password (and any reset link), built exports, fantasy provider tokens, stored idempotent answers, what the player
 * wrote to support and prize shipping addresses go; then the erasure is recorded
 * (AccountErased, no personal data in it) and the sessions end. In this order a request that fails half-way can be
 * sent again from the same session (asking for the typed word once the password is gone), and once the erasure is
 * recorded nothing is left to do: the sessions end anyway (the session check), and every start erases again the key
 * of each erased account. The ledger, draws and proofs stay, naming the anonymous id; the read models forget the
 * player when they apply AccountErased. Tax details the law requires stay until `taxRecordsUntil` (the retention job).
 */
export async function deleteAccount(
  services: Pick<AppServices, 'pool' | 'now' | 'commands' | 'personalKeys' | 'waitForReadModels' | 'sessions'>,
  userId: string,
  input: DeleteAccountRequest,
): Promise<void> {
  const { pool } = services;
  const user = await findUserById(pool, userId);
  if (!user) throw new AppError('not_found', texts.server.notSignedIn);
  const hash = await passwordHashOf(pool, playerCredential(userId));
  if (hash !== null) {
    if (!(await verifyPassword(hash, input.password ?? ''))) throw new AppError('validation_failed', texts.server.privacy.wrongPassword);
  } else if (input.confirmation?.trim() !== DELETE_CONFIRMATION_WORD) {
    throw new AppError('validation_failed', texts.server.privacy.confirmationNeeded);
  }
  const now = services.now();
  await releaseClaim(services, usernameClaimStream(user.username), userId, {
    type: 'UsernameReleased',
    data: { userId, username: user.username },
  });
  if (user.email !== '') {
    await releaseClaim(services, emailClaimStream(user.email), userId, { type: 'EmailReleased', data: { userId, email: user.email } });
  }
  const newestTaxRecord = await newestTaxRecordOf(pool, userId);
  const taxRecordsUntil = newestTaxRecord && new Date(newestTaxRecord);
  taxRecordsUntil?.setUTCFullYear(taxRecordsUntil.getUTCFullYear() + TAX_RECORD_RETENTION_YEARS);
  await services.personalKeys.erase(userId, now);
  await forgetPassword(pool, playerCredential(userId));
  await forgetExportsOf(pool, userId);
  await forgetProviderCredentialsOf(pool, userId);
  await forgetIdempotencyKeysOf(pool, userId);
  await eraseSupportContentsOf(pool, userId);
  await forgetShippingAddressesOf(pool, userId);
  const { position } = await services.commands.handle({
    streamId: accountStream(userId),
    decider: erasureDecider,
    command: { type: 'EraseAccount', userId, taxRecordsUntil: taxRecordsUntil?.toISOString() ?? null },
    context: { now },
    eventId: () => eventIdFor(`account:${userId}:erased`),
    metadata: { actor: userId },
  });
  await endEverySessionOf(pool, services.sessions, userId);
  await services.waitForReadModels(position);
}
