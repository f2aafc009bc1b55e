import Stripe from 'stripe';
import { COIN_PACKAGE_CURRENCY } from '@fr/contracts';
import {
  InvalidWebhookSignatureError,
  PaymentProviderUnavailableError,
  type BalanceTransaction,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentProvider,
} from './payment-provider';
import { scopedPaymentKey } from './payment-key';
import { paymentEventFrom } from './stripe-completed-payment';

export interface StripePaymentProviderOptions {
  secretKey: string;
  /** The endpoint's signing secret (`whsec_...`). */
  webhookSecret: string;
  /** Where the Stripe API lives (`http://127.0.0.1:4242` for a local stand-in); Stripe's own host by default. */
  apiBaseUrl?: string;
  /** A ready client, used instead of building one from the key and base URL. */
  stripe?: Stripe;
}

/** A player waits on this request, so fail within seconds rather than Stripe's default 80 s. */
const REQUEST_TIMEOUT_MS = 15_000;
/** Retrying is safe because every create carries an idempotency key. */
const MAX_NETWORK_RETRIES = 2;

/** Errors that say Stripe cannot serve us now (down, throttling, or our key refused), not that the request is wrong. */
const UNAVAILABLE_ERRORS = [
  Stripe.errors.StripeConnectionError,
  Stripe.errors.StripeAPIError,
  Stripe.errors.StripeRateLimitError,
  Stripe.errors.StripeAuthenticationError,
  Stripe.errors.StripePermissionError,
];

function connectionOptions(apiBaseUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBaseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe's test-mode secret and restricted keys (`sk_test_...`, `rk_test_...`) move no real money. */
export const isTestKey = (secretKey: string) => /^(sk|rk)_test_/.test(secretKey);

/** Stripe's largest page of a list. */
const LIST_PAGE_SIZE = 100;

/** Stripe's many balance transaction types, in the few the statement tells apart. */
function movementType(type: string): BalanceTransaction['type'] {
  if (type === 'charge' || type === 'payment') return 'charge';
  if (type === 'refund' || type === 'payment_refund' || type === 'refund_failure') return 'refund';
  if (type === 'adjustment' || type.startsWith('dispute') || type === 'payment_failure_refund') return 'dispute';
  return 'other';
}

/** The PaymentIntent a movement belongs to: charges, refunds and disputes all name it once expanded. */
function paymentRefOf(source: Stripe.BalanceTransaction['source']): string | null {
  if (source === null) return null;
  if (typeof source === 'string') return source;
  const named = source as {
    id: string;
    payment_intent?: string | { id: string } | null;
    charge?: string | { payment_intent?: unknown } | null;
  };
  const intent =
    named.payment_intent ?? (typeof named.charge === 'object' ? (named.charge?.payment_intent as string | { id: string } | null) : null);
  if (typeof intent === 'string') return intent;
  return intent?.id ?? named.id;
}

function productName(coins: number, bonus: number): string {
  const count = (n: number) => n.toLocaleString('en-US');
  return bonus > 0 ? `${count(coins)} coins + ${count(bonus)} bonus` : `${count(coins)} coins`;
}

/**
 * Stripe Checkout: the player pays on Stripe's page and the coins follow from the signed
 * `checkout.session.completed` webhook, never from the redirect back to us (which anyone can open).
 */
export function createStripePaymentProvider(options: StripePaymentProviderOptions): PaymentProvider {
  const stripe =
    options.stripe ??
    new Stripe(options.secretKey, {
      timeout: REQUEST_TIMEOUT_MS,
      maxNetworkRetries: MAX_NETWORK_RETRIES,
      ...(options.apiBaseUrl ? connectionOptions(options.apiBaseUrl) : {}),
    });

  return {
    id: 'stripe',
    testMode: isTestKey(options.secretKey),
    async startCheckout(req: CheckoutRequest): Promise<CheckoutResult> {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: COIN_PACKAGE_CURRENCY,
                  unit_amount: req.priceCents,
                  product_data: { name: productName(req.coins, req.bonus) },
                },
              },
            ],
            // Cards (with Apple Pay and Google Pay) settle before the session completes, so "completed" means paid.
            allowed_payment_method_types: ['card'],
            client_reference_id: req.userId,
            metadata: {
              userId: req.userId,
              packageAmount: String(req.packageAmount),
              coins: String(req.coins),
              bonus: String(req.bonus),
              checkoutId: req.checkoutId,
            },
            // The session ends with the reservation that lets the player pay for it (responsible play).
            expires_at: Math.floor(req.expiresAt.getTime() / 1000),
            success_url: req.successUrl,
            cancel_url: req.cancelUrl,
          },
          // One session per reservation: a purchase retried after its reservation lapsed opens a new one, with a new
          // expiry, which Stripe would refuse under the first key.
          { idempotencyKey: `checkout_${scopedPaymentKey(req.userId, req.idempotencyKey)}_${Math.floor(req.expiresAt.getTime() / 1000)}` },
        );
        if (!session.url) throw new PaymentProviderUnavailableError('Stripe returned a Checkout Session without a URL.');
        return { status: 'pending', paymentId: session.id, checkoutUrl: session.url };
      } catch (error) {
        if (UNAVAILABLE_ERRORS.some((type) => error instanceof type)) {
          throw new PaymentProviderUnavailableError('The payment provider is unavailable.', error);
        }
        throw error;
      }
    },
    async refund(req) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: req.paymentRef, amount: req.amountCents },
          { idempotencyKey: req.idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        throw new PaymentProviderUnavailableError('The payment provider did not refund the payment.', error);
      }
    },
    async balanceTransactions({ from, to }) {
      const movements: BalanceTransaction[] = [];
      let startingAfter: string | undefined;
      try {
        for (;;) {
          const page = await stripe.balanceTransactions.list({
            created: { gte: Math.floor(from.getTime() / 1000), lt: Math.floor(to.getTime() / 1000) },
            limit: LIST_PAGE_SIZE,
            expand: ['data.source'],
            ...(startingAfter ? { starting_after: startingAfter } : {}),
          });
          for (const t of page.data) {
            movements.push({
              id: t.id,
              type: movementType(t.type),
              amountCents: t.amount,
              currency: t.currency,
              createdAt: new Date(t.created * 1000),
              paymentRef: paymentRefOf(t.source),
            });
          }
          if (!page.has_more || page.data.length === 0) return movements;
          startingAfter = page.data[page.data.length - 1]!.id;
        }
      } catch (error) {
        throw new PaymentProviderUnavailableError('The payment provider did not list its balance transactions.', error);
      }
    },
    async parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new InvalidWebhookSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (error) {
        // A signature mismatch, a timestamp beyond the 300 s tolerance, or a body that is not JSON: all untrusted.
        throw new InvalidWebhookSignatureError('The Stripe webhook could not be verified.', error);
      }
      return paymentEventFrom(event);
    },
  };
}
