import { createServer } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidWebhookSignatureError, PaymentProviderUnavailableError, type CheckoutRequest } from './payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';
import { startStripeStandIn, type StripeStandIn } from '../../../testing/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
let api: StripeStandIn;

beforeAll(async () => {
  api = await startStripeStandIn();
});
afterAll(() => api?.close());

const provider = (overrides: { secretKey?: string; apiBaseUrl?: string } = {}) =>
  createStripePaymentProvider({ secretKey: api.secretKey, webhookSecret: WEBHOOK_SECRET, apiBaseUrl: api.url, ...overrides });

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  userId: 'user-1',
  packageAmount: 2500,
  coins: 2500,
  bonus: 500,
  priceCents: 999,
  idempotencyKey: `key-${Math.random()}`,
  checkoutId: 'checkout-1',
  expiresAt: new Date('2026-11-20T18:00:00Z'),
  successUrl: 'http://localhost:5173/bank?purchase=success',
  cancelUrl: 'http://localhost:5173/bank?purchase=cancelled',
  ...overrides,
});

function session(overrides: Record<string, unknown> = {}) {
  return {
    id: 'cs_test_paid',
    object: 'checkout.session',
    amount_total: 999,
    client_reference_id: 'user-1',
    currency: 'usd',
    metadata: { userId: 'user-1', packageAmount: '2500', coins: '2500', bonus: '500' },
    mode: 'payment',
    payment_status: 'paid',
    status: 'complete',
    ...overrides,
  };
}

const eventPayload = (type: string, object: unknown, id = 'evt_test_1') =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });

async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('Stripe payment provider: Checkout Sessions against the stand-in', () => {
  it('creates a payment-mode session for the package and answers pending with its URL', async () => {
    const result = await provider().startCheckout(request({ idempotencyKey: 'create-1' }));
    expect(result).toEqual({
      status: 'pending',
      paymentId: expect.stringMatching(/^cs_test_/),
      checkoutUrl: expect.stringContaining('/c/pay/cs_test_'),
    });
    const sent = api.requests.at(-1)!;
    expect(sent.params).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '999',
      'line_items[0][price_data][product_data][name]': '2,500 coins + 500 bonus',
      'allowed_payment_method_types[0]': 'card',
      client_reference_id: 'user-1',
      'metadata[userId]': 'user-1',
      'metadata[packageAmount]': '2500',
      'metadata[coins]': '2500',
      'metadata[bonus]': '500',
      'metadata[checkoutId]': 'checkout-1',
      expires_at: String(Date.parse('2026-11-20T18:00:00Z') / 1000),
      success_url: 'http://localhost:5173/bank?purchase=success',
      cancel_url: 'http://localhost:5173/bank?purchase=cancelled',
    });
    expect(sent.idempotencyKey).toMatch(/^checkout_[0-9a-f]{64}_1795197600$/);
  });

  it('names a package without bonus by its coins alone', async () => {
    await provider().startCheckout(request({ packageAmount: 1000, coins: 1000, bonus: 0, priceCents: 499 }));
    expect(api.requests.at(-1)!.params['line_items[0][price_data][product_data][name]']).toBe('1,000 coins');
  });

  it('returns the same session for the same player and key, and a new one for another key or player', async () => {
    const first = await provider().startCheckout(request({ idempotencyKey: 'retry-me' }));
    const again = await provider().startCheckout(request({ idempotencyKey: 'retry-me' }));
    expect(again).toEqual(first);
    expect(api.requests.at(-1)!.replayed).toBe(true);
    const otherKey = await provider().startCheckout(request({ idempotencyKey: 'retry-me-2' }));
    const otherPlayer = await provider().startCheckout(request({ idempotencyKey: 'retry-me', userId: 'user-2' }));
    // The same key once its reservation lapsed and another was opened: a new session with the new expiry.
    const reopened = await provider().startCheckout(request({ idempotencyKey: 'retry-me', expiresAt: new Date('2026-11-20T19:00:00Z') }));
    expect(api.requests.at(-1)!.replayed).toBe(false);
    expect(new Set([first.paymentId, otherKey.paymentId, otherPlayer.paymentId, reopened.paymentId]).size).toBe(4);
  });

  it('lets Stripe refuse a reused key for another package, which is no outage', async () => {
    await provider().startCheckout(request({ idempotencyKey: 'reused' }));
    const other = provider().startCheckout(
      request({ idempotencyKey: 'reused', packageAmount: 5000, coins: 5000, bonus: 1500, priceCents: 1999 }),
    );
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('reports a refused key and an unreachable API as unavailability', async () => {
    await expect(provider({ secretKey: 'sk_test_wrong' }).startCheckout(request())).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    await expect(provider({ apiBaseUrl: await closedPortUrl() }).startCheckout(request())).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
  });
});

describe('Stripe payment provider: webhooks signed locally', () => {
  it('turns a verified paid checkout.session.completed into the completed payment, from a string or a Buffer', async () => {
    const payload = eventPayload('checkout.session.completed', session());
    const expected = {
      kind: 'completed',
      paymentId: 'cs_test_paid',
      userId: 'user-1',
      packageAmount: 2500,
      priceCents: 999,
      eventId: 'evt_test_1',
      paymentRef: null,
      checkoutId: null,
    };
    await expect(provider().parseWebhook(payload, sign(payload))).resolves.toEqual(expected);
    await expect(provider().parseWebhook(Buffer.from(payload), sign(payload))).resolves.toEqual(expected);
  });

  it('completes the session it created: same id from checkout to webhook', async () => {
    const started = await provider().startCheckout(
      request({ userId: 'user-9', packageAmount: 10000, coins: 10000, bonus: 4000, priceCents: 3499 }),
    );
    const payload = eventPayload(
      'checkout.session.completed',
      session({
        id: started.paymentId,
        client_reference_id: 'user-9',
        amount_total: 3499,
        metadata: { userId: 'user-9', packageAmount: '10000' },
      }),
      'evt_test_9',
    );
    await expect(provider().parseWebhook(payload, sign(payload))).resolves.toEqual({
      kind: 'completed',
      paymentId: started.paymentId,
      userId: 'user-9',
      packageAmount: 10000,
      priceCents: 3499,
      eventId: 'evt_test_9',
      paymentRef: null,
      checkoutId: null,
    });
  });

  it('turns a refund and a dispute of a charge into a reversal named by its PaymentIntent', async () => {
    const refund = eventPayload(
      'charge.refunded',
      { id: 'ch_1', object: 'charge', payment_intent: 'pi_1', amount: 999, amount_refunded: 500, refunded: false },
      'evt_r',
    );
    await expect(provider().parseWebhook(refund, sign(refund))).resolves.toEqual({
      kind: 'reversed',
      paymentRef: 'pi_1',
      reason: 'refund',
      reversedCents: 500,
      eventId: 'evt_r',
    });
    const dispute = eventPayload(
      'charge.dispute.created',
      { id: 'dp_1', object: 'dispute', payment_intent: 'pi_1', charge: 'ch_1', amount: 999, status: 'needs_response' },
      'evt_d',
    );
    await expect(provider().parseWebhook(dispute, sign(dispute))).resolves.toEqual({
      kind: 'reversed',
      paymentRef: 'pi_1',
      reason: 'dispute',
      reversedCents: 999,
      eventId: 'evt_d',
    });
  });

  it('takes nothing back for an inquiry until it escalates; a chargeback reverses by its creation and its withdrawal alike', async () => {
    const dispute = (status: string) => ({ id: 'dp_2', object: 'dispute', payment_intent: 'pi_2', charge: 'ch_2', amount: 999, status });
    const inquiry = eventPayload('charge.dispute.created', dispute('warning_needs_response'), 'evt_inq');
    await expect(provider().parseWebhook(inquiry, sign(inquiry))).resolves.toBeNull();
    for (const [type, status] of [
      ['charge.dispute.funds_withdrawn', 'needs_response'],
      ['charge.dispute.created', 'needs_response'],
    ] as const) {
      const payload = eventPayload(type, dispute(status), `evt_${type}`);
      await expect(provider().parseWebhook(payload, sign(payload))).resolves.toEqual({
        kind: 'reversed',
        paymentRef: 'pi_2',
        reason: 'dispute',
        reversedCents: 999,
        eventId: `evt_${type}`,
      });
    }
  });

  it('turns a dispute closed as won into a reinstatement, once: its funds_reinstated and any other close are ignored', async () => {
    const dispute = (status: string) => ({ id: 'dp_1', object: 'dispute', payment_intent: 'pi_1', charge: 'ch_1', amount: 999, status });
    const won = eventPayload('charge.dispute.closed', dispute('won'), 'evt_won');
    await expect(provider().parseWebhook(won, sign(won))).resolves.toEqual({
      kind: 'reinstated',
      paymentRef: 'pi_1',
      disputeId: 'dp_1',
      reinstatedCents: 999,
      eventId: 'evt_won',
    });
    const ignored = [
      eventPayload('charge.dispute.funds_reinstated', dispute('won')),
      eventPayload('charge.dispute.closed', dispute('lost')),
      eventPayload('charge.dispute.closed', dispute('warning_closed')),
    ];
    for (const payload of ignored) await expect(provider().parseWebhook(payload, sign(payload))).resolves.toBeNull();
  });

  it('rejects a wrong secret, a tampered body, a missing header and an expired timestamp', async () => {
    const payload = eventPayload('checkout.session.completed', session());
    const tampered = payload.replace('"amount_total":999', '"amount_total":1');
    expect(tampered).not.toBe(payload);
    const rejects = (body: string, header: string | undefined) =>
      expect(provider().parseWebhook(body, header)).rejects.toBeInstanceOf(InvalidWebhookSignatureError);
    await rejects(payload, sign(payload, { secret: 'whsec_someone_else' }));
    await rejects(tampered, sign(payload));
    await rejects(payload, undefined);
    await rejects(payload, '');
    await rejects(payload, 't=1,v1=nothex');
    await rejects(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }));
  });

  it('accepts a timestamp still inside the 300 s tolerance', async () => {
    const payload = eventPayload('checkout.session.completed', session());
    await expect(
      provider().parseWebhook(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 240 })),
    ).resolves.not.toBeNull();
  });

  it('rejects a correctly signed body that is not JSON', async () => {
    await expect(provider().parseWebhook('not json', sign('not json'))).rejects.toBeInstanceOf(InvalidWebhookSignatureError);
  });

  it('ignores an unpaid completion, other event types and sessions without our metadata', async () => {
    const ignored = [
      eventPayload('checkout.session.completed', session({ payment_status: 'unpaid' })),
      eventPayload('checkout.session.expired', session({ status: 'expired', payment_status: 'unpaid' })),
      eventPayload('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', amount: 999, metadata: {} }),
      eventPayload('checkout.session.completed', session({ metadata: {}, client_reference_id: null })),
      eventPayload('checkout.session.completed', session({ metadata: { userId: 'user-1', packageAmount: '-5' } })),
    ];
    for (const payload of ignored) await expect(provider().parseWebhook(payload, sign(payload))).resolves.toBeNull();
  });
});
