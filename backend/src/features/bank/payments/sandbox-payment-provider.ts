import { InvalidWebhookSignatureError, type CheckoutRequest, type CheckoutResult, type PaymentProvider } from './payment-provider';
import { scopedPaymentKey } from './payment-key';

const PAYMENT_ID_HEX_CHARS = 24;

/**
 * The embedded and test adapter: every checkout is paid at once. The payment id is a digest of the player and the
 * idempotency key, so a retried purchase names the same payment and the bank's once-per-payment rule holds.
 */
export function createSandboxPaymentProvider(): PaymentProvider {
  return {
    id: 'sandbox',
    testMode: true,
    async startCheckout(req: CheckoutRequest): Promise<CheckoutResult> {
      return {
        status: 'completed',
        paymentId: `sandbox_${scopedPaymentKey(req.userId, req.idempotencyKey).slice(0, PAYMENT_ID_HEX_CHARS)}`,
      };
    },
    // No money moved, so none goes back: the refund is named by its key, so a retry names the same refund.
    async refund(req) {
      return { refundId: `sandbox_refund_${scopedPaymentKey(req.paymentRef, req.idempotencyKey).slice(0, PAYMENT_ID_HEX_CHARS)}` };
    },
    async parseWebhook() {
      // Nothing ever calls the sandbox back, so anything posted to the webhook in sandbox mode is forged.
      throw new InvalidWebhookSignatureError('The sandbox payment provider does not accept webhooks.');
    },
  };
}
