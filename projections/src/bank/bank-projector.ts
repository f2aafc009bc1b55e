import { defineProjector } from '../projector';
import { bankSchemaSql } from './bank-schema';

/**
 * Coin packages paid, one row per payment (what a receipt shows); paid checkouts credited nothing, whose money is owed
 * back; and the checkouts opened, so a player returning from the payment page before its webhook reads "pending".
 */
export const bankProjector = defineProjector({
  name: 'bank',
  schemaSql: bankSchemaSql,
  tables: [
    { name: 'coin_purchases', orderBy: 'payment_id' },
    { name: 'coin_checkouts', orderBy: 'checkout_id' },
    { name: 'refused_purchases', orderBy: 'payment_id' },
  ],
  handlers: {
    CoinPurchaseCompleted: (c, d) =>
      c.query(
        `INSERT INTO coin_purchases (payment_id, user_id, provider, amount, bonus, price_cents, payment_ref, checkout_id, test_mode, completed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
        [
          d.paymentId,
          d.userId,
          d.provider,
          d.amount,
          d.bonus,
          d.priceCents,
          d.paymentRef ?? null,
          d.checkoutId ?? null,
          // Recorded since issue 22; before it, only the sandbox was a test bank.
          d.testMode ?? d.provider === 'sandbox',
          d.completedAt,
        ],
      ),
    // The same checkout id opens again once its reservation lapsed (a retried purchase): the new expiry counts.
    CoinCheckoutOpened: (c, d) =>
      c.query(
        `INSERT INTO coin_checkouts (checkout_id, user_id, package_amount, price_cents, expires_at, released)
         VALUES ($1, $2, $3, $4, $5, false)
         ON CONFLICT (checkout_id) DO UPDATE SET package_amount = EXCLUDED.package_amount, price_cents = EXCLUDED.price_cents,
           expires_at = EXCLUDED.expires_at, released = false`,
        [d.checkoutId, d.userId, d.packageAmount, d.priceCents, d.expiresAt],
      ),
    CoinCheckoutReleased: (c, d) => c.query('UPDATE coin_checkouts SET released = true WHERE checkout_id = $1', [d.checkoutId]),
    CoinPurchaseRefused: (c, d) =>
      c.query(
        `INSERT INTO refused_purchases (payment_id, user_id, provider, package_amount, price_cents, payment_ref, checkout_id, reason, refused_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
        [
          d.paymentId,
          d.userId,
          d.provider,
          d.packageAmount,
          d.priceCents,
          d.paymentRef ?? null,
          d.checkoutId ?? null,
          d.reason,
          d.refusedAt,
        ],
      ),
  },
});
