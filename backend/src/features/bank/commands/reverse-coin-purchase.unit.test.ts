import { describe, expect, it } from 'vitest';
import { granted, history, spec, userId, day } from '../../../testing/player-fixtures';

const paid = { type: 'CompleteCoinPurchase', paymentId: 'cs_1', provider: 'stripe', amount: 2500, bonus: 500, priceCents: 999 } as const;
const reverse = (reversedCents: number, reason: 'refund' | 'dispute' = 'refund', providerEventId = 'evt_r') =>
  ({ type: 'ReverseCoinPurchase', paymentId: 'cs_1', reason, reversedCents, providerEventId }) as const;

describe('ReverseCoinPurchase', () => {
  it('takes back the paid and bonus coins from the purchased lot', () => {
    spec
      .given(...history([[paid]]))
      .when(reverse(999))
      .then([
        {
          type: 'CoinPurchaseReversed',
          data: {
            userId,
            paymentId: 'cs_1',
            reason: 'refund',
            reversedCents: 999,
            coinsDue: 3000,
            coinsTaken: 3000,
            debt: 0,
            providerEventId: 'evt_r',
            reversedAt: day(22).toISOString(),
          },
        },
        {
          type: 'CoinsDebited',
          data: {
            userId,
            amount: 3000,
            lots: { earned: 0, purchased: 3000 },
            to: 'bank',
            reason: 'purchase_reversal',
            commandId: 'reversal:cs_1:999',
          },
        },
      ]);
  });

  it('records what the player already spent as debt, never a negative balance', () => {
    const spent = history([[paid], [{ type: 'PurchaseStyle', commandId: 'buy', item: { id: 'frame-ruby', coinCost: 2500 } }]]);
    const events = spec
      .given(...spent)
      .when(reverse(999, 'dispute'))
      .events();
    expect(events[0]?.data).toMatchObject({ coinsDue: 3000, coinsTaken: 500, debt: 2500 });
    expect(events[1]?.data).toMatchObject({ amount: 500, lots: { earned: 0, purchased: 500 } });
  });

  it("takes earned coins once the package's purchased coins are spent", () => {
    const spent = history(
      [[paid], [{ type: 'PurchaseStyle', commandId: 'buy', item: { id: 'frame-ruby', coinCost: 2500 } }]],
      [granted(1000)],
    );
    const events = spec
      .given(...spent)
      .when(reverse(999))
      .events();
    expect(events[1]?.data).toMatchObject({ amount: 1500, lots: { earned: 1000, purchased: 500 } });
  });

  it('reverses a growing partial refund in steps, and a replay of the same amount decides nothing', () => {
    const half = history([[paid], [reverse(500)]]);
    expect(half.at(-2)?.data).toMatchObject({ reversedCents: 500, coinsDue: 1501 });
    spec
      .given(...half)
      .when(reverse(500, 'refund', 'evt_again'))
      .thenNothing();
    expect(
      spec
        .given(...half)
        .when(reverse(999))
        .events()[0]?.data,
    ).toMatchObject({ reversedCents: 999, coinsDue: 1499 });
  });

  it('ignores a payment the player never completed', () => {
    spec.given().when(reverse(999)).thenNothing();
  });
});
