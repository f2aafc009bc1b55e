import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../../testing/stripe-stand-in';
import { createStripePaymentProvider } from './stripe-payment-provider';
import { PaymentProviderUnavailableError } from './payment-provider';

let standIn: StripeStandIn;

beforeAll(async () => {
  // Pages of two, so five charges and a refund take three pages.
  standIn = await startStripeStandIn({ pageSize: 2 });
});
afterAll(() => standIn.close());

const provider = (secretKey = standIn.secretKey) =>
  createStripePaymentProvider({ secretKey, webhookSecret: 'whsec_unused', apiBaseUrl: standIn.url });
const aroundNow = () => ({ from: new Date(Date.now() - 60_000), to: new Date(Date.now() + 60_000) });

describe('Stripe balance transactions', () => {
  it('follows has_more/starting_after through every page and maps each movement to its PaymentIntent', async () => {
    for (const n of [1, 2, 3, 4, 5]) standIn.recordCharge(`pi_page_${n}`, 100 * n);
    await provider().refund({ paymentRef: 'pi_page_2', amountCents: 150, idempotencyKey: 'refund-page-2' });

    const movements = await provider().balanceTransactions(aroundNow());

    expect(movements).toHaveLength(6);
    expect(new Set(movements.map((m) => m.id)).size).toBe(6);
    expect(movements.find((m) => m.type === 'refund')).toMatchObject({ paymentRef: 'pi_page_2', amountCents: -150, currency: 'usd' });
    expect(movements.filter((m) => m.type === 'charge').map((m) => [m.paymentRef, m.amountCents])).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5].map((n) => [`pi_page_${n}`, 100 * n])),
    );
  });

  it("maps a dispute's withdrawal and a won dispute's reinstatement (both adjustments) to disputes of its PaymentIntent", async () => {
    standIn.closeDispute(standIn.openDispute('pi_won', 999), 'won');
    standIn.closeDispute(standIn.openDispute('pi_lost', 499), 'lost');

    const movements = await provider().balanceTransactions(aroundNow());
    const of = (paymentRef: string) =>
      movements
        .filter((m) => m.paymentRef === paymentRef)
        .map((m) => [m.type, m.amountCents])
        .sort();

    expect(of('pi_won')).toEqual([
      ['dispute', -999],
      ['dispute', 999],
    ]);
    expect(of('pi_lost')).toEqual([['dispute', -499]]);
  });

  it('lists nothing outside the range asked for', async () => {
    const lastYear = { from: new Date(Date.now() - 400 * 86_400_000), to: new Date(Date.now() - 300 * 86_400_000) };
    expect(await provider().balanceTransactions(lastYear)).toEqual([]);
  });

  it('says the provider is unavailable when Stripe refuses the key', async () => {
    await expect(provider('sk_test_wrong').balanceTransactions(aroundNow())).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
  });
});
