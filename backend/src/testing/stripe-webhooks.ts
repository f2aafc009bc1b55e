import Stripe from 'stripe';
import { expect } from 'vitest';
import type { StripeStandIn } from './stripe-stand-in';
import type { SignedUpPlayer, TestSystem } from './test-system';

const signer = new Stripe('sk_test_signing_only');

/** Delivers `event` to the system's Stripe webhook signed as Stripe signs it, and expects it accepted. */
export async function deliverStripeWebhook(system: TestSystem, secret: string, event: object): Promise<void> {
  const payload = JSON.stringify({ object: 'event', ...event });
  const response = await fetch(`${system.url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
  expect(response.status).toBe(200);
}

/**
 * The player buys the 2,500-coin package ($9.99, 500 bonus) through Stripe Checkout and Stripe reports it paid as
 * charge `paymentIntent` (the webhook event is `evt_paid_{paymentIntent}`); answers the checkout session id.
 */
export async function buyThroughStripe(system: TestSystem, secret: string, player: SignedUpPlayer, paymentIntent: string): Promise<string> {
  const purchase = await player.client.post('/api/bank/purchase', { amount: 2500 }, { headers: { 'idempotency-key': paymentIntent } });
  const sessionId = purchase.json!.sessionId as string;
  await deliverStripeWebhook(system, secret, {
    id: `evt_paid_${paymentIntent}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: paymentIntent,
        amount_total: 999,
        currency: 'usd',
        client_reference_id: player.userId,
        metadata: { userId: player.userId, packageAmount: '2500', coins: '2500', bonus: '500' },
      },
    },
  });
  return sessionId;
}

/** The settings of a test system that takes payments through the Stripe stand-in (the demo provider off). */
export const stripeTestEnv = (stripeApi: StripeStandIn, webhookSecret: string) => ({
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  DEMO_PROVIDER: 'false',
  STRIPE_SECRET_KEY: stripeApi.secretKey,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE_URL: stripeApi.url,
});
