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
