import type pg from 'pg';

/** The player and our payment id behind a provider's charge reference (what refund and dispute events name). */
export async function coinPurchaseByRef(pool: pg.Pool, paymentRef: string): Promise<{ userId: string; paymentId: string } | null> {
  const { rows } = await pool.query<{ user_id: string; payment_id: string }>(
    'SELECT user_id, payment_id FROM coin_purchases WHERE payment_ref = $1',
    [paymentRef],
  );
  return rows[0] ? { userId: rows[0].user_id, paymentId: rows[0].payment_id } : null;
}

/** Whether a provider's charge reference belongs to a refused purchase (its refund takes back no coins). */
export async function isRefusedPaymentRef(pool: pg.Pool, paymentRef: string): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM refused_purchases WHERE payment_ref = $1', [paymentRef]);
  return (rowCount ?? 0) > 0;
}

export interface CoinPurchaseRow {
  purchaseId: string;
  provider: 'sandbox' | 'stripe';
  coins: number;
  bonus: number;
  priceCents: number;
  paymentRef: string | null;
  testMode: boolean;
  completedAt: string;
}

/** One of the player's paid packages; null when there is none by that id, or it is someone else's. */
export async function coinPurchaseOf(pool: pg.Pool, userId: string, purchaseId: string): Promise<CoinPurchaseRow | null> {
  const { rows } = await pool.query<{
    payment_id: string;
    provider: 'sandbox' | 'stripe';
    amount: number;
    bonus: number;
    price_cents: number;
    payment_ref: string | null;
    test_mode: boolean;
    completed_at: Date;
  }>(
    `SELECT payment_id, provider, amount, bonus, price_cents, payment_ref, test_mode, completed_at
       FROM coin_purchases WHERE payment_id = $1 AND user_id = $2`,
    [purchaseId, userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    purchaseId: row.payment_id,
    provider: row.provider,
    coins: row.amount,
    bonus: row.bonus,
    priceCents: row.price_cents,
    paymentRef: row.payment_ref,
    testMode: row.test_mode,
    completedAt: row.completed_at.toISOString(),
  };
}

/** What became of one of the player's checkouts: paid, refused, or still open (released, or lapsed at expiresAt). */
export type CheckoutOutcome =
  | { kind: 'completed'; purchaseId: string }
  | { kind: 'refused'; reason: 'self_excluded' | 'over_limit' | 'price_mismatch' }
  | { kind: 'open'; packageAmount: number; priceCents: number; expiresAt: string; released: boolean };

/** Null when the player opened no checkout by that id (someone else's reads as none). */
export async function checkoutOutcomeOf(pool: pg.Pool, userId: string, checkoutId: string): Promise<CheckoutOutcome | null> {
  const paid = await pool.query<{ payment_id: string }>('SELECT payment_id FROM coin_purchases WHERE checkout_id = $1 AND user_id = $2', [
    checkoutId,
    userId,
  ]);
  if (paid.rows[0]) return { kind: 'completed', purchaseId: paid.rows[0].payment_id };
  const refused = await pool.query<{ reason: 'self_excluded' | 'over_limit' | 'price_mismatch' }>(
    'SELECT reason FROM refused_purchases WHERE checkout_id = $1 AND user_id = $2 ORDER BY refused_at DESC LIMIT 1',
    [checkoutId, userId],
  );
  if (refused.rows[0]) return { kind: 'refused', reason: refused.rows[0].reason };
  const open = await pool.query<{ package_amount: number; price_cents: number; expires_at: Date; released: boolean }>(
    'SELECT package_amount, price_cents, expires_at, released FROM coin_checkouts WHERE checkout_id = $1 AND user_id = $2',
    [checkoutId, userId],
  );
  const row = open.rows[0];
  if (!row) return null;
  return {
    kind: 'open',
    packageAmount: row.package_amount,
    priceCents: row.price_cents,
    expiresAt: row.expires_at.toISOString(),
    released: row.released,
  };
}

/** Every paid package of the player, newest first (the operator console's player page). */
export async function coinPurchasesOf(pool: pg.Pool, userId: string): Promise<CoinPurchaseRow[]> {
  const { rows } = await pool.query<{ payment_id: string }>(
    'SELECT payment_id FROM coin_purchases WHERE user_id = $1 ORDER BY completed_at DESC, payment_id DESC',
    [userId],
  );
  const purchases = await Promise.all(rows.map((r) => coinPurchaseOf(pool, userId, r.payment_id)));
  return purchases.filter((p): p is CoinPurchaseRow => p !== null);
}
