import type Stripe from 'stripe';
import type { CompletedPayment } from './payment-provider';

const POSITIVE_INT = /^[1-9]\d{0,8}$/;

/**
 * The payment a verified Stripe event confirms, or null when it confirms none of ours. Only a paid
 * `checkout.session.completed` counts: an unpaid completion is a delayed payment method that has not settled, and a
 * session without our metadata was made by something else on the same Stripe account.
 */
export function completedPaymentFromEvent(event: Stripe.Event): CompletedPayment | null {
  if (event.type !== 'checkout.session.completed') return null;
  const session = event.data.object;
  if (session.payment_status !== 'paid' || session.amount_total === null) return null;
  const userId = session.metadata?.userId ?? session.client_reference_id;
  const packageAmount = session.metadata?.packageAmount;
  if (!userId || !packageAmount || !POSITIVE_INT.test(packageAmount)) return null;
  return { paymentId: session.id, userId, packageAmount: Number(packageAmount), priceCents: session.amount_total, eventId: event.id };
}
