import { describe, expect, it } from 'vitest';
import type { SpendPolicy } from '@fr/contracts';
import { balanceOf, walletDecider, type WalletCommand, type WalletEvent } from './wallet';

const given = (events: WalletEvent[]) => events.reduce(walletDecider.evolve, walletDecider.initialState());
const credit = (amount: number, commandId = `c${amount}`, lot: 'earned' | 'purchased' = 'earned'): WalletEvent => ({
  type: 'CoinsCredited',
  data: { userId: 'u1', amount, lot, from: lot === 'earned' ? 'mint' : 'bank', reason: 'test', commandId },
});
const debit = (amount: number, commandId: string, pays: SpendPolicy = 'purchased-first'): WalletCommand => ({
  type: 'DebitCoins',
  commandId,
  userId: 'u1',
  amount,
  reason: 'spend',
  pays,
});

describe('wallet decider', () => {
  it('credits coins from the mint', () => {
    const events = walletDecider.decide(
      { type: 'CreditCoins', commandId: 'signup', userId: 'u1', amount: 1000, lot: 'earned', from: 'mint', reason: 'signup_grant' },
      given([]),
      {},
    );
    expect(events).toEqual([credit(1000, 'signup')].map((e) => ({ ...e, data: { ...e.data, reason: 'signup_grant' } })));
  });

  it('refuses to spend more than the balance, so it never goes negative', () => {
    expect(() => walletDecider.decide(debit(11, 'd1'), given([credit(10)]), {})).toThrow(/Insufficient Coins/);
  });

  it('spends exactly the whole balance', () => {
    const events = walletDecider.decide(debit(10, 'd1'), given([credit(10)]), {});
    expect(balanceOf(given([credit(10), ...events]))).toBe(0);
  });

  it('spends purchased coins before earned ones when the spend allows both', () => {
    const [event] = walletDecider.decide(debit(25, 'd1'), given([credit(10, 'a'), credit(20, 'b', 'purchased')]), {});
    expect(event?.type === 'CoinsDebited' && event.data.lots).toEqual({ earned: 5, purchased: 20 });
  });

  it('pays an earned-only spend from earned coins alone, whatever the purchased lot holds', () => {
    const state = given([credit(10, 'a'), credit(20, 'b', 'purchased')]);
    const [event] = walletDecider.decide(debit(10, 'd1', 'earned-only'), state, {});
    expect(event?.type === 'CoinsDebited' && event.data.lots).toEqual({ earned: 10, purchased: 0 });
    expect(() => walletDecider.decide(debit(11, 'd2', 'earned-only'), state, {})).toThrow(
      expect.objectContaining({ code: 'insufficient_earned_coins' }),
    );
    expect(() => walletDecider.decide(debit(31, 'd3', 'earned-only'), state, {})).toThrow(
      expect.objectContaining({ code: 'insufficient_coins' }),
    );
  });

  it('replays a debit recorded before spend policies with the lots it recorded', () => {
    const old: WalletEvent = {
      type: 'CoinsDebited',
      data: { userId: 'u1', amount: 15, lots: { earned: 10, purchased: 5 }, to: 'sink', reason: 'boost_purchase', commandId: 'old' },
    };
    const state = given([credit(10, 'a'), credit(20, 'b', 'purchased'), old]);
    expect([state.earned, state.purchased]).toEqual([0, 15]);
  });

  it('applies a retried command once', () => {
    const state = given([credit(10)]);
    const first = walletDecider.decide(debit(4, 'd1'), state, {});
    expect(walletDecider.decide(debit(4, 'd1'), given([credit(10), ...first]), {})).toEqual([]);
  });

  it('refuses the same command id with different content', () => {
    const first = walletDecider.decide(debit(4, 'd1'), given([credit(10)]), {});
    expect(() => walletDecider.decide(debit(5, 'd1'), given([credit(10), ...first]), {})).toThrow(/Idempotency-Key/);
  });

  it('ignores the other events of the player stream', () => {
    const other = { type: 'DailyCheckInClaimed', data: {} } as unknown as WalletEvent;
    expect(balanceOf([credit(10), other].reduce(walletDecider.evolve, walletDecider.initialState()))).toBe(10);
  });

  it.each([0, -5, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])('refuses the amount %s', (amount) => {
    expect(() => walletDecider.decide(debit(amount, 'x'), given([credit(10)]), {})).toThrow(/positive whole/);
  });
});
