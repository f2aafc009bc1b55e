import { describe, expect, it } from 'vitest';
import { InvalidWebhookSignatureError, type CheckoutRequest } from './payment-provider';
import { createSandboxPaymentProvider } from './sandbox-payment-provider';

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  userId: 'user-1',
  packageAmount: 1000,
  coins: 1000,
  bonus: 0,
  priceCents: 499,
  idempotencyKey: 'key-1',
  checkoutId: 'checkout-1',
  expiresAt: new Date('2026-11-20T18:00:00Z'),
  successUrl: 'http://localhost/bank',
  cancelUrl: 'http://localhost/bank',
  ...overrides,
});

describe('sandbox payment provider', () => {
  const sandbox = createSandboxPaymentProvider();

  it('completes at once with a payment id derived from the player and the key', async () => {
    const result = await sandbox.startCheckout(request());
    expect(sandbox.id).toBe('sandbox');
    expect(result).toEqual({ status: 'completed', paymentId: expect.stringMatching(/^sandbox_[0-9a-f]{24}$/) });
  });

  it('gives a retried purchase the same payment, and another key or player another one', async () => {
    const first = await sandbox.startCheckout(request());
    expect(await createSandboxPaymentProvider().startCheckout(request({ packageAmount: 5000 }))).toEqual(first);
    expect((await sandbox.startCheckout(request({ idempotencyKey: 'key-2' }))).paymentId).not.toBe(first.paymentId);
    expect((await sandbox.startCheckout(request({ userId: 'user-2' }))).paymentId).not.toBe(first.paymentId);
  });

  it('keeps the parts of the pair apart ("a:b" + "c" is not "a" + "b:c")', async () => {
    const left = await sandbox.startCheckout(request({ userId: 'a:b', idempotencyKey: 'c' }));
    const right = await sandbox.startCheckout(request({ userId: 'a', idempotencyKey: 'b:c' }));
    expect(left.paymentId).not.toBe(right.paymentId);
  });

  it('refuses every webhook: nothing calls the sandbox back', async () => {
    await expect(sandbox.parseWebhook('{}', 't=1,v1=abc')).rejects.toBeInstanceOf(InvalidWebhookSignatureError);
    await expect(sandbox.parseWebhook(Buffer.from('{}'), undefined)).rejects.toBeInstanceOf(InvalidWebhookSignatureError);
  });

  it('lists the payments and refunds it made in the range asked for, each once however often retried', async () => {
    let now = new Date('2026-10-15T12:00:00Z');
    const own = createSandboxPaymentProvider(() => now);
    const { paymentId } = await own.startCheckout(request());
    await own.startCheckout(request());
    await own.refund({ paymentRef: paymentId, amountCents: 200, idempotencyKey: 'refund-1' });
    await own.refund({ paymentRef: paymentId, amountCents: 200, idempotencyKey: 'refund-1' });
    now = new Date('2026-11-02T12:00:00Z');
    await own.startCheckout(request({ idempotencyKey: 'key-november' }));

    const october = await own.balanceTransactions({ from: new Date('2026-10-01T04:00:00Z'), to: new Date('2026-11-01T04:00:00Z') });
    expect(october.map(({ type, amountCents, paymentRef }) => ({ type, amountCents, paymentRef }))).toEqual([
      { type: 'charge', amountCents: 499, paymentRef: paymentId },
      { type: 'refund', amountCents: -200, paymentRef: paymentId },
    ]);
  });
});
