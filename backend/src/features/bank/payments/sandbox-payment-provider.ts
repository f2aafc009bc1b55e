import {
  InvalidWebhookSignatureError,
  type BalanceTransaction,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentProvider,
} from './payment-provider';
import { scopedPaymentKey } from './payment-key';

const PAYMENT_ID_HEX_CHARS = 24;

/**
 * The embedded and test adapter: every checkout is paid at once. The payment id is a digest of the player and the
 * idempotency key, so a retried purchase names the same payment and the bank's once-per-payment rule holds.
 */
export function createSandboxPaymentProvider(now: () => Date = () => new Date()): PaymentProvider {
  /** What the sandbox "charged" and "gave back" since it started, by id, so a retry is recorded once. */
  const movements = new Map<string, BalanceTransaction>();
  return {
    id: 'sandbox',
    testMode: true,
    async startCheckout(req: CheckoutRequest): Promise<CheckoutResult> {
      const paymentId = `sandbox_${scopedPaymentKey(req.userId, req.idempotencyKey).slice(0, PAYMENT_ID_HEX_CHARS)}`;
      if (!movements.has(paymentId)) {
        movements.set(paymentId, {
          id: paymentId,
          type: 'charge',
          amountCents: req.priceCents,
          currency: 'usd',
          createdAt: now(),
          paymentRef: paymentId,
        });
      }
      return { status: 'completed', paymentId };
    },
    // No money moved, so none goes back: the refund is named by its key, so a retry names the same refund.
    async refund(req) {
      const refundId = `sandbox_refund_${scopedPaymentKey(req.paymentRef, req.idempotencyKey).slice(0, PAYMENT_ID_HEX_CHARS)}`;
      if (!movements.has(refundId)) {
        movements.set(refundId, {
          id: refundId,
          type: 'refund',
          amountCents: -req.amountCents,
          currency: 'usd',
          createdAt: now(),
          paymentRef: req.paymentRef,
        });
      }
      return { refundId };
    },
    async balanceTransactions({ from, to }) {
      return [...movements.values()].filter((m) => m.createdAt >= from && m.createdAt < to);
    },
    async parseWebhook() {
      // Nothing ever calls the sandbox back, so anything posted to the webhook in sandbox mode is forged.
      throw new InvalidWebhookSignatureError('The sandbox payment provider does not accept webhooks.');
    },
  };
}
