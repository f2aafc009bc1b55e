import { describe, it } from 'vitest';
import { granted, history, spec, userId, day, type PlayerEvent } from '../../../testing/player-fixtures';

const bought = (amount: number): PlayerEvent => ({
  type: 'CoinsCredited',
  data: { userId, amount, lot: 'purchased', from: 'bank', reason: 'coin_purchase', commandId: `purchase:${amount}` },
});
const buy = (commandId: string, id: 'frame-emerald' | 'frame-gold' = 'frame-emerald', coinCost = id === 'frame-gold' ? 5000 : 500) =>
  ({ type: 'PurchaseStyle', commandId, item: { id, coinCost } }) as const;

describe('PurchaseStyle', () => {
  it('records the frame and pays with purchased coins first, then earned ones', () => {
    spec
      .given(granted(1000), bought(300))
      .when(buy('s1'))
      .then([
        { type: 'StyleItemPurchased', data: { userId, itemId: 'frame-emerald', cost: 500, purchasedAt: day(22).toISOString() } },
        {
          type: 'CoinsDebited',
          data: { userId, amount: 500, lots: { earned: 200, purchased: 300 }, to: 'sink', reason: 'style_purchase', commandId: 's1' },
        },
      ]);
  });

  it('never goes below zero', () => {
    spec
      .given(granted(1000), bought(300))
      .when(buy('s1', 'frame-gold'))
      .thenRefuses('You need 5000 coins to purchase this frame. You have 1300 coins.');
  });

  it('sells a frame once: a retry of the command decides nothing, another purchase of it is refused', () => {
    const once = history([[buy('s1')]], [granted(2000)]);
    spec
      .given(...once)
      .when(buy('s1'))
      .thenNothing();
    spec
      .given(...once)
      .when(buy('s2'))
      .thenRefuses('You already own this frame.');
    spec
      .given(...once)
      .when(buy('s1', 'frame-gold'))
      .thenRefuses(/Idempotency-Key/);
  });
});
