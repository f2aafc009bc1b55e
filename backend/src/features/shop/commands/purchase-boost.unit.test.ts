import { describe, expect, it } from 'vitest';
import { balanceOf } from '../../player';
import { granted, history, offer, playerDecider, spec, userId, day, type PlayerEvent } from '../../../testing/player-fixtures';

const bought = (amount: number): PlayerEvent => ({
  type: 'CoinsCredited',
  data: { userId, amount, lot: 'purchased', from: 'bank', reason: 'coin_purchase', commandId: `purchase:${amount}` },
});

const buy = (commandId: string, boostTypeId = 'performance-boost', level = 1, quotedCost?: number) =>
  ({ type: 'PurchaseBoost', commandId, boostId: `b-${commandId}`, offer: offer(boostTypeId, level), quotedCost }) as const;

describe('PurchaseBoost', () => {
  it('records the boost and debits its price from earned coins only', () => {
    spec
      .given(granted(600), bought(5000))
      .when(buy('c1'))
      .then([
        {
          type: 'BoostPurchased',
          data: {
            userId,
            boostId: 'b-c1',
            boostTypeId: 'performance-boost',
            level: 1,
            code: 'odds_boost_10',
            name: offer('performance-boost', 1).name,
            description: offer('performance-boost', 1).description,
            cost: 500,
            purchasedAt: day(22).toISOString(),
          },
        },
        {
          type: 'CoinsDebited',
          data: { userId, amount: 500, lots: { earned: 500, purchased: 0 }, to: 'sink', reason: 'boost_purchase', commandId: 'c1' },
        },
      ]);
  });

  it('never goes below zero, refusing with the spec message', () => {
    const rich = history([[buy('c1')]], [granted(600)]);
    expect(balanceOf(rich.reduce(playerDecider.evolve, playerDecider.initialState()).wallet)).toBe(100);
    spec
      .given(...rich)
      .when(buy('c2', 'tier-upgrade', 1))
      .thenRefuses(
        'You need 1500 earned coins to purchase this tier upgrade. You have 100 earned coins; purchased coins do not pay for boosts.',
      );
  });

  it('refuses a boost that only purchased coins would cover, deciding nothing (decision 0015)', () => {
    spec
      .given(granted(400), bought(25_000))
      .when(buy('c1'))
      .thenRefuses('You need 500 earned coins to purchase this boost. You have 400 earned coins; purchased coins do not pay for boosts.');
  });

  it('applies the same command id once, and refuses the id for another purchase', () => {
    const once = history([[buy('c1')]], [granted(5000)]);
    spec
      .given(...once)
      .when(buy('c1'))
      .thenNothing();
    spec
      .given(...once)
      .when(buy('c1', 'performance-boost', 2))
      .thenRefuses(/Idempotency-Key/);
  });

  it("refuses a tier upgrade whose quoted cost is not the server's price", () => {
    spec
      .given(granted(5000))
      .when(buy('c1', 'tier-upgrade', 1, 1))
      .thenRefuses(/price has changed/);
  });
});
