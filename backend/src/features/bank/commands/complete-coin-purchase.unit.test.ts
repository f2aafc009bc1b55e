import { describe, it } from 'vitest';
import { history, spec, userId, day } from '../../../testing/player-fixtures';

const paid = { type: 'CompleteCoinPurchase', paymentId: 'cs_1', provider: 'stripe', amount: 2500, bonus: 500, priceCents: 999 } as const;

describe('CompleteCoinPurchase', () => {
  it('credits the paid coins and the bonus to the purchased lot from the bank', () => {
    spec
      .given()
      .when(paid)
      .then([
        {
          type: 'CoinPurchaseCompleted',
          data: {
            userId,
            paymentId: 'cs_1',
            provider: 'stripe',
            amount: 2500,
            bonus: 500,
            priceCents: 999,
            completedAt: day(22).toISOString(),
          },
        },
        {
          type: 'CoinsCredited',
          data: { userId, amount: 2500, lot: 'purchased', from: 'bank', reason: 'coin_purchase', commandId: 'purchase:cs_1' },
        },
        {
          type: 'CoinsCredited',
          data: { userId, amount: 500, lot: 'purchased', from: 'bank', reason: 'purchase_bonus', commandId: 'purchase-bonus:cs_1' },
        },
      ]);
  });

  it('records a payment to a test bank as such', () => {
    spec
      .given()
      .when({ ...paid, testMode: true })
      .then([
        {
          type: 'CoinPurchaseCompleted',
          data: {
            userId,
            paymentId: 'cs_1',
            provider: 'stripe',
            amount: 2500,
            bonus: 500,
            priceCents: 999,
            testMode: true,
            completedAt: day(22).toISOString(),
          },
        },
        {
          type: 'CoinsCredited',
          data: { userId, amount: 2500, lot: 'purchased', from: 'bank', reason: 'coin_purchase', commandId: 'purchase:cs_1' },
        },
        {
          type: 'CoinsCredited',
          data: { userId, amount: 500, lot: 'purchased', from: 'bank', reason: 'purchase_bonus', commandId: 'purchase-bonus:cs_1' },
        },
      ]);
  });

  it('credits a payment once', () => {
    spec
      .given(...history([[paid]]))
      .when(paid)
      .thenNothing();
  });
});
