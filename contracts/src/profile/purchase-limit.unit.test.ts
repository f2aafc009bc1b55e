import { describe, expect, it } from 'vitest';
import { purchaseLimitAt, type PurchaseLimitChange } from './purchase-limit';

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));
const change = (monthlyLimitUsd: number | null, changedHour: number, effectiveHour = changedHour): PurchaseLimitChange => ({
  monthlyLimitUsd,
  changedAt: at(changedHour).toISOString(),
  effectiveAt: at(effectiveHour).toISOString(),
});

describe('the purchase limit in force', () => {
  it('is none before any change', () => {
    expect(purchaseLimitAt([], at(0))).toEqual({ monthlyLimitUsd: null, pending: null });
  });

  it('applies a change at once when it is effective at once', () => {
    expect(purchaseLimitAt([change(100, 1)], at(1))).toEqual({ monthlyLimitUsd: 100, pending: null });
  });

  it('keeps a raise pending until its effective time, then applies it', () => {
    const changes = [change(100, 1), change(500, 2, 26)];
    expect(purchaseLimitAt(changes, at(25))).toEqual({
      monthlyLimitUsd: 100,
      pending: { monthlyLimitUsd: 500, effectiveAt: at(26).toISOString() },
    });
    expect(purchaseLimitAt(changes, at(26))).toEqual({ monthlyLimitUsd: 500, pending: null });
  });

  it('cancels a pending raise when the limit is lowered before it takes effect', () => {
    const changes = [change(100, 1), change(null, 2, 26), change(50, 3)];
    expect(purchaseLimitAt(changes, at(30))).toEqual({ monthlyLimitUsd: 50, pending: null });
  });

  it('counts a raise that took effect before the next change', () => {
    const changes = [change(100, 1), change(500, 2, 26), change(800, 27, 51)];
    expect(purchaseLimitAt(changes, at(30))).toEqual({
      monthlyLimitUsd: 500,
      pending: { monthlyLimitUsd: 800, effectiveAt: at(51).toISOString() },
    });
  });
});
