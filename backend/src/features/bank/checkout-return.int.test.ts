import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_RESERVATION_MS, texts } from '@fr/contracts';
import { TestClient } from '../../testing/http-client';
import { coinsOf, signUpVerifiedPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';
import { stripeTestEnv } from '../../testing/stripe-webhooks';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_checkout_return_0123456789';
let stripeApi: StripeStandIn;
let system: TestSystem;
let clock = new Date('2026-11-20T17:00:00Z');
const stripe = new Stripe('sk_test_signing_only');

beforeAll(async () => {
  stripeApi = await startStripeStandIn();
  system = await startTestSystem({
    env: {
      ...stripeTestEnv(stripeApi, WEBHOOK_SECRET),
      TRUST_PROXY_HOPS: '1',
    },
  });
  system.services.now = () => clock;
});
afterAll(async () => {
  await system?.close();
  await stripeApi?.close();
});

/**
 * Opens a Stripe checkout for 2,500 coins and reads back, from the session Stripe was asked for, where its page sends
 * the player: the success and cancel URLs, each naming our checkout.
 */
async function openCheckout() {
  const player = await signUpVerifiedPlayer(system, 'return');
  const purchase = await player.client.post('/api/bank/purchase', { amount: 2500 });
  expect(purchase.json).toMatchObject({ status: 'pending' });
  const sent = stripeApi.requests.at(-1)!.params;
  const success = new URL(sent.success_url!);
  const cancel = new URL(sent.cancel_url!);
  const checkoutId = success.searchParams.get('checkout')!;
  return { ...player, sessionId: purchase.json!.sessionId as string, checkoutId, success, cancel };
}

const completion = (checkout: { sessionId: string; userId: string; checkoutId: string }, eventId: string, amountTotal = 999) =>
  JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: checkout.sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: `pi_${eventId}`,
        amount_total: amountTotal,
        currency: 'usd',
        client_reference_id: checkout.userId,
        metadata: { userId: checkout.userId, packageAmount: '2500', coins: '2500', bonus: '500', checkoutId: checkout.checkoutId },
      },
    },
  });

const webhook = (payload: string) =>
  fetch(`${system.url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });

const status = (client: TestClient, checkoutId: string) => client.get(`/api/bank/checkouts/${checkoutId}`);

describe('the return from the payment page', () => {
  it('says TEST MODE with a Stripe test key', async () => {
    expect((await new TestClient(system.url).get('/api/bank/status')).json).toEqual({ provider: 'stripe', testMode: true });
  });

  it('sends the player back to the Bank with the outcome and the checkout', async () => {
    const { success, cancel, checkoutId } = await openCheckout();
    expect(checkoutId).toMatch(/^[0-9a-f]{64}$/);
    expect(`${success.pathname}?${success.searchParams.get('purchase')}`).toBe('/bank?success');
    expect(cancel.searchParams.get('purchase')).toBe('cancelled');
    expect(cancel.searchParams.get('checkout')).toBe(checkoutId);
  });

  it('reads pending on a return before the webhook, then completed with the new balance and the receipt', async () => {
    const checkout = await openCheckout();
    const { client, checkoutId } = checkout;
    expect((await status(client, checkoutId)).json).toEqual({
      status: 'pending',
      packageAmount: 2500,
      priceCents: 999,
      expiresAt: new Date(clock.getTime() + CHECKOUT_RESERVATION_MS).toISOString(),
    });
    expect(await coinsOf(client)).toBe(1000);

    expect((await webhook(completion(checkout, 'evt_paid'))).status).toBe(200);
    const completed = await status(client, checkoutId);
    expect(completed.json).toEqual({ status: 'completed', purchaseId: checkout.sessionId, coins: 4000 });

    const receipt = await client.get(`/api/bank/receipts/${checkout.sessionId}`);
    expect(receipt.status).toBe(200);
    expect(receipt.json).toEqual({
      purchaseId: checkout.sessionId,
      completedAt: clock.toISOString(),
      coins: 2500,
      bonus: 500,
      totalCoins: 3000,
      priceCents: 999,
      provider: 'stripe',
      paymentReference: 'pi_evt_paid',
      testMode: true,
    });
  });

  it('keeps the balance on a cancel, and says the checkout expired once its page can no longer be paid', async () => {
    const { client, checkoutId, sessionId } = await openCheckout();
    expect((await status(client, checkoutId)).json).toMatchObject({ status: 'pending' });
    expect(await coinsOf(client)).toBe(1000);
    expect((await client.get(`/api/bank/receipts/${sessionId}`)).status).toBe(404);
    const before = clock;
    clock = new Date(before.getTime() + CHECKOUT_RESERVATION_MS);
    try {
      expect((await status(client, checkoutId)).json).toEqual({ status: 'failed', reason: 'expired' });
    } finally {
      clock = before;
    }
    expect(await coinsOf(client)).toBe(1000);
  });

  it('says a paid checkout the bank refused failed, with no coins and no receipt', async () => {
    const checkout = await openCheckout();
    // Paid a price that is not the package's: refused, owed back.
    expect((await webhook(completion(checkout, 'evt_wrong_price', 1))).status).toBe(200);
    expect((await status(checkout.client, checkout.checkoutId)).json).toEqual({ status: 'failed', reason: 'price_mismatch' });
    expect(await coinsOf(checkout.client)).toBe(1000);
    expect((await checkout.client.get(`/api/bank/receipts/${checkout.sessionId}`)).status).toBe(404);
  });

  it("answers 404 for someone else's checkout and receipt, and 400 for ids that are none", async () => {
    const checkout = await openCheckout();
    expect((await webhook(completion(checkout, 'evt_theirs'))).status).toBe(200);
    expect((await status(checkout.client, checkout.checkoutId)).json).toMatchObject({ status: 'completed' });
    const other = await signUpVerifiedPlayer(system, 'other');
    const theirs = await other.client.get(`/api/bank/receipts/${checkout.sessionId}`);
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual({ error: 'not_found', message: texts.server.notFound });
    expect((await status(other.client, checkout.checkoutId)).status).toBe(404);
    expect((await new TestClient(system.url).get(`/api/bank/receipts/${checkout.sessionId}`)).status).toBe(401);

    for (const path of [
      '/api/bank/checkouts/not-a-checkout',
      `/api/bank/checkouts/${'A'.repeat(64)}`,
      '/api/bank/receipts/bad%20id',
      `/api/bank/receipts/${'x'.repeat(256)}`,
    ]) {
      const answer = await other.client.get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.json, path).toMatchObject({ error: 'validation_failed' });
    }
  });
});
