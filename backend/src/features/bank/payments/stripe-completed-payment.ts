import type Stripe from 'stripe';
import type { PaymentEvent } from './payment-provider';

const POSITIVE_INT = /^[1-9]\d{0,8}$/;

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * What a verified Stripe event means for the bank, or null when it concerns none of ours. A paid
 * `checkout.session.completed` completes a payment (an unpaid completion is a delayed payment method that has not
 * settled, and a session without our metadata was made by something else on the same Stripe account); a refund
 * (`charge.refunded`, cumulative amount) or a chargeback (`charge.dispute.created`, or `funds_withdrawn` once an inquiry
 * escalates) reverses one, named by its
 * PaymentIntent; a dispute closed as won (`charge.dispute.closed`, status `won`) reinstates what it reversed.
 */
export function paymentEventFrom(event: Stripe.Event): PaymentEvent | null {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    if (session.payment_status !== 'paid' || session.amount_total === null) return null;
    const userId = session.metadata?.userId ?? session.client_reference_id;
    const packageAmount = session.metadata?.packageAmount;
    if (!userId || !packageAmount || !POSITIVE_INT.test(packageAmount)) return null;
    return {
      kind: 'completed',
      paymentId: session.id,
      userId,
      packageAmount: Number(packageAmount),
      priceCents: session.amount_total,
      eventId: event.id,
      paymentRef: idOf(session.payment_intent),
      checkoutId: session.metadata?.checkoutId ?? null,
    };
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const paymentRef = idOf(charge.payment_intent);
    if (!paymentRef || charge.amount_refunded <= 0) return null;
    return { kind: 'reversed', paymentRef, reason: 'refund', reversedCents: charge.amount_refunded, eventId: event.id };
  }
  // A chargeback takes the money at once: its creation reverses the package. An inquiry (status `warning_*`) takes
  // nothing until the card issuer escalates it, which Stripe reports as `funds_withdrawn`. Both name the dispute's whole
  // amount, and a reversal up to the same amount decides nothing, so a chargeback's two events reverse it once.
  if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.funds_withdrawn') {
    const dispute = event.data.object;
    const paymentRef = idOf(dispute.payment_intent);
    if (!paymentRef || dispute.amount <= 0 || /^warning_/.test(String(dispute.status))) return null;
    return { kind: 'reversed', paymentRef, reason: 'dispute', reversedCents: dispute.amount, eventId: event.id };
  }
  // The close, not `charge.dispute.funds_reinstated`: Stripe sends both for a won dispute, so only one may count, and
  // only the close says the dispute was won (Stripe also reinstates funds on partially refunded payments). A dispute
  // closed otherwise (lost, or an inquiry's warning closed) leaves its reversal standing: the coins are already gone.
  if (event.type === 'charge.dispute.closed') {
    const dispute = event.data.object;
    const paymentRef = idOf(dispute.payment_intent);
    if (dispute.status !== 'won' || !paymentRef || dispute.amount <= 0) return null;
    return { kind: 'reinstated', paymentRef, disputeId: dispute.id, reinstatedCents: dispute.amount, eventId: event.id };
  }
  return null;
}
