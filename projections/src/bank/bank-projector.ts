import { defineProjector } from '../projector';
import { bankSchemaSql } from './bank-schema';

/** Coin packages paid, one row per payment; and paid checkouts credited nothing, whose money is owed back. */
export const bankProjector = defineProjector({
  name: 'bank',
  schemaSql: bankSchemaSql,
  tables: [
    { name: 'coin_purchases', orderBy: 'payment_id' },
    { name: 'refused_purchases', orderBy: 'payment_id' },
  ],
  handlers: {
    CoinPurchaseCompleted: (c, d) =>
      c.query(
        `INSERT INTO coin_purchases (payment_id, user_id, provider, amount, bonus, price_cents, payment_ref, completed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [d.paymentId, d.userId, d.provider, d.amount, d.bonus, d.priceCents, d.paymentRef ?? null, d.completedAt],
      ),
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
