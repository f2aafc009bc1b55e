import { createHash } from 'node:crypto';

/**
 * One hex digest per (player, Idempotency-Key). Players choose their keys, so a key alone would let two players'
 * purchases meet at the provider (Stripe scopes idempotency keys per account, not per customer); the JSON encoding
 * keeps the pair unambiguous whatever characters either part holds.
 */
export function scopedPaymentKey(userId: string, idempotencyKey: string): string {
  return createHash('sha256')
    .update(JSON.stringify([userId, idempotencyKey]))
    .digest('hex');
}
