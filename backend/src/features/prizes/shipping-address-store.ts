import type pg from 'pg';
import type { ShippingAddress } from '@fr/contracts';
import type { TokenCipher } from '../../platform/token-cipher';
import type { ClaimAttempt } from './tax-details-store';

/**
 * Where a physical prize is sent lives here, encrypted, and never in the event log (which keeps everything for ever),
 * like the tax details: one row per claim attempt, keyed by the attempt's redeem code, so a refused attempt removes
 * only its own. No law asks us to keep it, so it goes at once when the player deletes their account.
 */
export const shippingAddressSchemaSql = `
CREATE TABLE IF NOT EXISTS prize_shipping_addresses (
  user_id text NOT NULL,
  award_id text NOT NULL,
  redeem_code text NOT NULL,
  address_enc text NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, award_id, redeem_code)
);`;

/** Bound to its player and prize, and apart from the tax details' context, so no sealed value opens in another row. */
const shippingContext = (userId: string, awardId: string) => `prize-shipping:${userId}:${awardId}`;

export async function storeShippingAddress(
  db: pg.Pool,
  cipher: TokenCipher,
  attempt: ClaimAttempt,
  address: ShippingAddress,
): Promise<void> {
  await db.query('INSERT INTO prize_shipping_addresses (user_id, award_id, redeem_code, address_enc) VALUES ($1, $2, $3, $4)', [
    attempt.userId,
    attempt.awardId,
    attempt.redeemCode,
    cipher.encrypt(JSON.stringify(address), shippingContext(attempt.userId, attempt.awardId)),
  ]);
}

export async function forgetShippingAddress(db: pg.Pool, attempt: ClaimAttempt): Promise<void> {
  await db.query('DELETE FROM prize_shipping_addresses WHERE user_id = $1 AND award_id = $2 AND redeem_code = $3', [
    attempt.userId,
    attempt.awardId,
    attempt.redeemCode,
  ]);
}

/** The accepted claims' shipping addresses of a player, opened (the data export; fulfilment). */
export async function shippingAddressesOf(
  db: pg.Pool,
  cipher: TokenCipher,
  userId: string,
): Promise<Array<{ awardId: string; storedAt: string; address: ShippingAddress }>> {
  const { rows } = await db.query<{ award_id: string; address_enc: string; stored_at: Date }>(
    'SELECT award_id, address_enc, stored_at FROM prize_shipping_addresses WHERE user_id = $1 ORDER BY stored_at',
    [userId],
  );
  return rows.map((r) => ({
    awardId: r.award_id,
    storedAt: r.stored_at.toISOString(),
    address: JSON.parse(cipher.decrypt(r.address_enc, shippingContext(userId, r.award_id))) as ShippingAddress,
  }));
}

/** Erases every shipping address of a player (their account is deleted). */
export async function forgetShippingAddressesOf(db: pg.Pool, userId: string): Promise<void> {
  await db.query('DELETE FROM prize_shipping_addresses WHERE user_id = $1', [userId]);
}
