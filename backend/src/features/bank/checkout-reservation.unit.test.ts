import { describe, expect, it } from 'vitest';
import { CHECKOUT_RESERVATION_MS, texts } from '@fr/contracts';
import { day, history, spec, userId, type PlayerCommand } from '../../testing/player-fixtures';

const open = (checkoutId: string, priceCents = 499, packageAmount = 1000): PlayerCommand => ({
  type: 'OpenCoinCheckout',
  checkoutId,
  packageAmount,
  priceCents,
});
const complete = (checkoutId: string, priceCents = 499, amount = 1000): Extract<PlayerCommand, { type: 'CompleteCoinPurchase' }> => ({
  type: 'CompleteCoinPurchase',
  paymentId: `cs_${checkoutId}`,
  provider: 'stripe',
  amount,
  bonus: 0,
  priceCents,
  checkoutId,
});
const limit = (monthlyLimitUsd: number): PlayerCommand => ({ type: 'SetPurchaseLimit', monthlyLimitUsd });
const opened = (checkoutId: string, at = day(22), priceCents = 499, packageAmount = 1000) => ({
  type: 'CoinCheckoutOpened' as const,
  data: {
    userId,
    checkoutId,
    packageAmount,
    priceCents,
    openedAt: at.toISOString(),
    expiresAt: new Date(at.getTime() + CHECKOUT_RESERVATION_MS).toISOString(),
  },
});
const overLimit = texts.server.purchaseLimitReached('$10');

describe('OpenCoinCheckout', () => {
  it('reserves the price of a checkout within the limit', () => {
    spec
      .given(...history([[limit(10)]]))
      .when(open('a'))
      .then([opened('a')]);
  });

  it('counts open checkouts, not only completed purchases, against the limit', () => {
    // $4.99 reserved, then $9.99 more would make $14.98 against $10.
    spec
      .given(...history([[limit(10)], [open('a')]]))
      .when(open('b', 999, 2500))
      .thenRefuses(overLimit);
    // A second $4.99 still fits ($9.98).
    spec
      .given(...history([[limit(10)], [open('a')]]))
      .when(open('b'))
      .then([opened('b')]);
  });

  it('counts a completed purchase once (its reservation ends with it) and a pending one until it expires', () => {
    const paid = history([[limit(10)], [open('a')], [complete('a')], [open('b')]]);
    spec
      .given(...paid)
      .when(open('c'))
      .thenRefuses(overLimit);
    // Checkout b was never paid: an hour later its reservation has lapsed and c fits beside a's $4.99.
    const later = new Date(day(22).getTime() + CHECKOUT_RESERVATION_MS);
    spec
      .given(...paid)
      .when(open('c'), { userId, now: later })
      .then([opened('c', later)]);
  });

  it('keeps one reservation for a retried checkout', () => {
    spec
      .given(...history([[limit(10)], [open('a')]]))
      .when(open('a'))
      .thenNothing();
  });

  it('ends a reservation the provider could not start', () => {
    const released = history([[limit(5)], [open('a')], [{ type: 'ReleaseCoinCheckout', checkoutId: 'a' }]]);
    expect(released.at(-1)).toMatchObject({ type: 'CoinCheckoutReleased', data: { checkoutId: 'a', reason: 'provider_unavailable' } });
    spec
      .given(...released)
      .when(open('b'))
      .then([opened('b')]);
  });

  it('refuses while a self-exclusion is in force', () => {
    spec
      .given(...history([[{ type: 'StartSelfExclusion', days: 7 }]]))
      .when(open('a'))
      .thenRefuses(texts.server.purchasesPausedUntil('November 29, 2026 at 12:00 PM EST'));
  });
});

describe('CompleteCoinPurchase under responsible play', () => {
  it('credits nothing for a checkout opened before a self-exclusion, and records the money as owed back', () => {
    const excluded = history([[open('a')], [{ type: 'StartSelfExclusion', days: 7 }]]);
    spec
      .given(...excluded)
      .when(complete('a'))
      .then([
        {
          type: 'CoinPurchaseRefused',
          data: {
            userId,
            paymentId: 'cs_a',
            provider: 'stripe',
            packageAmount: 1000,
            priceCents: 499,
            checkoutId: 'a',
            reason: 'self_excluded',
            refusedAt: day(22).toISOString(),
          },
        },
      ]);
    // Redelivered after the exclusion ended, a refused payment stays refused.
    spec
      .given(...history([[complete('a')]], excluded))
      .when(complete('a'), { userId, now: day(30) })
      .thenNothing();
  });

  it('credits a payment whose reservation lapsed only if it still fits the limit', () => {
    const later = new Date(day(22).getTime() + CHECKOUT_RESERVATION_MS);
    // Checkout a lapsed and b took its place in the $5 limit: a late payment for a would make $9.98.
    const given = history([[limit(5)], [open('a')], [open('b'), later]]);
    expect(
      spec
        .given(...given)
        .when(complete('a'), { userId, now: later })
        .events(),
    ).toMatchObject([{ type: 'CoinPurchaseRefused', data: { paymentId: 'cs_a', reason: 'over_limit' } }]);
    expect(
      spec
        .given(...history([[limit(5)], [open('a')]]))
        .when(complete('a'), { userId, now: later })
        .events()
        .map((e) => e.type),
    ).toEqual(['CoinPurchaseCompleted', 'CoinsCredited']);
  });

  it('records a paid price that is not the package price once, and never credits it', () => {
    const refuse: PlayerCommand = {
      type: 'RefuseCoinPurchase',
      paymentId: 'cs_x',
      provider: 'stripe',
      packageAmount: 2500,
      priceCents: 1,
      paymentRef: 'pi_x',
      reason: 'price_mismatch',
    };
    const refused = history([[refuse]]);
    expect(refused).toMatchObject([{ type: 'CoinPurchaseRefused', data: { paymentId: 'cs_x', reason: 'price_mismatch' } }]);
    spec
      .given(...refused)
      .when(refuse)
      .thenNothing();
    spec
      .given(...refused)
      .when({ ...complete('x', 999, 2500), paymentId: 'cs_x' })
      .thenNothing();
  });
});
