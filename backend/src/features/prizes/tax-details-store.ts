import type pg from 'pg';
import type { TaxDetails } from '@fr/contracts';
import type { TokenCipher } from '../../platform/token-cipher';

/**
 * A winner's tax details (IRS Form W-9 data: legal name, address, SSN or ITIN) live here, encrypted, and never in the
 * event log, which keeps everything for ever. The log only records that a claim came with them. One row per claim
 * attempt, keyed by the redeem code the attempt was issued: the accepted claim's code names its row, and an attempt
 * that was refused or answered by an earlier claim removes only its own.
 */
export const taxDetailsSchemaSql = `
CREATE TABLE IF NOT EXISTS prize_tax_details (
  user_id text NOT NULL,
  award_id text NOT NULL,
  redeem_code text NOT NULL,
  details_enc text NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, award_id, redeem_code)
);`;

export interface ClaimAttempt {
  userId: string;
  awardId: string;
  redeemCode: string;
}

/** The sealed value is bound to its player and prize, so a value copied to another row fails to decrypt. */
export const taxDetailsContext = (userId: string, awardId: string) => `prize-tax:${userId}:${awardId}`;

export async function storeTaxDetails(db: pg.Pool, cipher: TokenCipher, attempt: ClaimAttempt, details: TaxDetails): Promise<void> {
  const sealed = cipher.encrypt(JSON.stringify(details), taxDetailsContext(attempt.userId, attempt.awardId));
  await db.query('INSERT INTO prize_tax_details (user_id, award_id, redeem_code, details_enc) VALUES ($1, $2, $3, $4)', [
    attempt.userId,
    attempt.awardId,
    attempt.redeemCode,
    sealed,
  ]);
}

export async function forgetTaxDetails(db: pg.Pool, attempt: ClaimAttempt): Promise<void> {
  await db.query('DELETE FROM prize_tax_details WHERE user_id = $1 AND award_id = $2 AND redeem_code = $3', [
    attempt.userId,
    attempt.awardId,
    attempt.redeemCode,
  ]);
}

/** A claim's tax details as the winner's data export shows them: the tax id masked but for its last digits. */
export interface TaxRecord {
  awardId: string;
  storedAt: string;
  details: TaxDetails;
}

/** The accepted claims' tax details of a player, opened, with the tax id masked to its last `visibleDigits` digits. */
export async function maskedTaxRecordsOf(db: pg.Pool, cipher: TokenCipher, userId: string, visibleDigits: number): Promise<TaxRecord[]> {
  const { rows } = await db.query<{ award_id: string; details_enc: string; stored_at: Date }>(
    'SELECT award_id, details_enc, stored_at FROM prize_tax_details WHERE user_id = $1 ORDER BY stored_at',
    [userId],
  );
  return rows.map((r) => {
    const details = JSON.parse(cipher.decrypt(r.details_enc, taxDetailsContext(userId, r.award_id))) as TaxDetails;
    const digits = details.taxId.replace(/\D/g, '');
    return {
      awardId: r.award_id,
      storedAt: r.stored_at.toISOString(),
      details: { ...details, taxId: '•'.repeat(digits.length - visibleDigits) + digits.slice(-visibleDigits) },
    };
  });
}

/** When the player's newest tax record was stored, or null: what their retention period runs from. */
export async function newestTaxRecordOf(db: pg.Pool, userId: string): Promise<Date | null> {
  const { rows } = await db.query<{ newest: Date | null }>('SELECT max(stored_at) AS newest FROM prize_tax_details WHERE user_id = $1', [
    userId,
  ]);
  return rows[0]?.newest ?? null;
}

/** Erases the tax details stored before `cutoff`: the law's retention period has passed. */
export async function eraseTaxDetailsStoredBefore(db: pg.Pool, cutoff: Date): Promise<number> {
  const result = await db.query('DELETE FROM prize_tax_details WHERE stored_at < $1', [cutoff]);
  return result.rowCount ?? 0;
}
