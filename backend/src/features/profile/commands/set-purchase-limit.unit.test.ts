import { describe, expect, it } from 'vitest';
import { PURCHASE_LIMIT_RAISE_DELAY_MS, purchaseLimitAt } from '@fr/contracts';
import { day, history, playerDecider, spec, userId } from '../../../testing/player-fixtures';

const limit = (monthlyLimitUsd: number | null) => ({ type: 'SetPurchaseLimit', monthlyLimitUsd }) as const;
const changed = (monthlyLimitUsd: number | null, effectiveAt: Date, changedAt = day(22)) => ({
  type: 'PurchaseLimitChanged' as const,
  data: { userId, monthlyLimitUsd, effectiveAt: effectiveAt.toISOString(), changedAt: changedAt.toISOString() },
});
const aDayLater = (at: Date) => new Date(at.getTime() + PURCHASE_LIMIT_RAISE_DELAY_MS);

describe('SetPurchaseLimit', () => {
  it('applies a first limit at once', () => {
    spec
      .given()
      .when(limit(100))
      .then([changed(100, day(22))]);
  });

  it('applies a lower limit at once', () => {
    spec
      .given(...history([[limit(100), day(20)]]))
      .when(limit(50))
      .then([changed(50, day(22))]);
  });

  it('makes a higher limit, or none, wait a day', () => {
    const limited = history([[limit(100), day(20)]]);
    spec
      .given(...limited)
      .when(limit(500))
      .then([changed(500, aDayLater(day(22)))]);
    spec
      .given(...limited)
      .when(limit(null))
      .then([changed(null, aDayLater(day(22)))]);
  });

  it('keeps the first time of a raise asked for again (a retry does not postpone it)', () => {
    spec
      .given(
        ...history([
          [limit(100), day(20)],
          [limit(500), day(21)],
        ]),
      )
      .when(limit(500))
      .thenNothing();
  });

  it('decides nothing for the limit already in force', () => {
    spec
      .given(...history([[limit(100), day(20)]]))
      .when(limit(100))
      .thenNothing();
  });

  it('cancels a pending raise when the limit in force is set again', () => {
    const events = history([
      [limit(100), day(20)],
      [limit(500), day(22)],
      [limit(100), day(22)],
    ]);
    expect(events.at(-1)).toEqual(changed(100, day(22)));
    const state = events.reduce(playerDecider.evolve, playerDecider.initialState());
    expect(purchaseLimitAt(state.purchaseLimitChanges, day(25))).toEqual({ monthlyLimitUsd: 100, pending: null });
  });

  it('puts the raise in force once its day has passed', () => {
    const events = history([
      [limit(100), day(20)],
      [limit(500), day(21)],
    ]);
    const state = events.reduce(playerDecider.evolve, playerDecider.initialState());
    expect(purchaseLimitAt(state.purchaseLimitChanges, day(21)).monthlyLimitUsd).toBe(100);
    expect(purchaseLimitAt(state.purchaseLimitChanges, day(22)).monthlyLimitUsd).toBe(500);
  });
});
