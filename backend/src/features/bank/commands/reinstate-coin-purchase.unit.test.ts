import { describe, expect, it } from 'vitest';
import { day, history, playerDecider, spec, userId } from '../../../testing/player-fixtures';

const paid = { type: 'CompleteCoinPurchase', paymentId: 'cs_1', provider: 'stripe', amount: 2500, bonus: 500, priceCents: 999 } as const;
const dispute = (reversedCents = 999) =>
  ({ type: 'ReverseCoinPurchase', paymentId: 'cs_1', reason: 'dispute', reversedCents, providerEventId: 'evt_d' }) as const;
const refund = (reversedCents: number) =>
  ({ type: 'ReverseCoinPurchase', paymentId: 'cs_1', reason: 'refund', reversedCents, providerEventId: 'evt_r' }) as const;
const won = (reinstatedCents = 999, providerEventId = 'evt_won') =>
  ({ type: 'ReinstateCoinPurchase', paymentId: 'cs_1', disputeId: 'dp_1', reinstatedCents, providerEventId }) as const;
const spendRuby = { type: 'PurchaseStyle', commandId: 'buy', item: { id: 'frame-ruby', coinCost: 2500 } } as const;

describe('ReinstateCoinPurchase', () => {
  it('gives the coins a won dispute took back to the purchased lot, from the bank', () => {
    spec
      .given(...history([[paid], [dispute()]]))
      .when(won())
      .then([
        {
          type: 'CoinPurchaseReinstated',
          data: {
            userId,
            paymentId: 'cs_1',
            disputeId: 'dp_1',
            reinstatedCents: 999,
            reversedCents: 0,
            coinsDue: 3000,
            debtCleared: 0,
            coinsCredited: 3000,
            providerEventId: 'evt_won',
            reinstatedAt: day(22).toISOString(),
          },
        },
        {
          type: 'CoinsCredited',
          data: { userId, amount: 3000, lot: 'purchased', from: 'bank', reason: 'dispute_won', commandId: 'dispute-won:cs_1:dp_1' },
        },
      ]);
  });

  it('clears the debt the dispute recorded first and credits only the coins it actually took', () => {
    const disputed = history([[paid], [spendRuby], [dispute()]]);
    expect(disputed.at(-2)?.data).toMatchObject({ coinsDue: 3000, coinsTaken: 500, debt: 2500 });
    const events = spec
      .given(...disputed)
      .when(won())
      .events();
    expect(events[0]?.data).toMatchObject({ coinsDue: 3000, debtCleared: 2500, coinsCredited: 500 });
    expect(events[1]).toMatchObject({ type: 'CoinsCredited', data: { amount: 500, lot: 'purchased', from: 'bank' } });
    const after = [...disputed, ...events].reduce(playerDecider.evolve, playerDecider.initialState());
    expect(after.debt).toBe(0);
    expect(after.payments.get('cs_1')).toMatchObject({ reversedCents: 0, disputedCents: 0, debt: 0 });
    expect(after.wallet).toMatchObject({ earned: 0, purchased: 500 });
  });

  it('credits nothing when every coin the dispute reversed was debt, and only clears it', () => {
    const disputed = history([[paid], [{ ...spendRuby, item: { id: 'frame-ruby', coinCost: 3000 } }], [dispute()]]);
    spec
      .given(...disputed)
      .when(won())
      .then([
        {
          type: 'CoinPurchaseReinstated',
          data: {
            userId,
            paymentId: 'cs_1',
            disputeId: 'dp_1',
            reinstatedCents: 999,
            reversedCents: 0,
            coinsDue: 3000,
            debtCleared: 3000,
            coinsCredited: 0,
            providerEventId: 'evt_won',
            reinstatedAt: day(22).toISOString(),
          },
        },
      ]);
  });

  it('decides nothing for a replayed webhook or a second win of the same dispute', () => {
    const wonOnce = history([[paid], [dispute()], [won()]]);
    spec
      .given(...wonOnce)
      .when(won())
      .thenNothing();
    spec
      .given(...wonOnce)
      .when(won(999, 'evt_won_again'))
      .thenNothing();
  });

  it('decides nothing for a payment never disputed, refunded or not, or never completed', () => {
    spec
      .given(...history([[paid]]))
      .when(won())
      .thenNothing();
    spec
      .given(...history([[paid], [refund(999)]]))
      .when(won())
      .thenNothing();
    spec.given().when(won()).thenNothing();
  });

  it('reinstates only what the dispute reversed, leaving an earlier partial refund standing', () => {
    const events = spec
      .given(...history([[paid], [refund(500)], [dispute()]]))
      .when(won())
      .events();
    expect(events[0]?.data).toMatchObject({ reinstatedCents: 499, reversedCents: 500, coinsDue: 1499, coinsCredited: 1499 });
  });

  it('lets a refund after the win take the coins again', () => {
    const events = spec
      .given(...history([[paid], [dispute()], [won()]]))
      .when(refund(999))
      .events();
    expect(events[0]?.data).toMatchObject({ reason: 'refund', reversedCents: 999, coinsDue: 3000, coinsTaken: 3000, debt: 0 });
  });
});
