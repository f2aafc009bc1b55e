import { describe, expect, it } from 'vitest';
import { balanceOf, walletDecider, type WalletCommand, type WalletEvent } from './wallet';

const given = (events: WalletEvent[]) => events.reduce(walletDecider.evolve, walletDecider.initialState());
const credit = (amount: number, commandId = `c${amount}`, lot: 'earned' | 'purchased' = 'earned'): WalletEvent => ({
  type: 'CoinsCredited',
  data: { userId: 'u1', amount, lot, from: lot === 'earned' ? 'mint' : 'bank', reason: 'test', commandId },
});
const debit = (amount: number, commandId: string): WalletCommand => ({
  type: 'DebitCoins',
  commandId,
  userId: 'u1',
  amount,
  reason: 'spend',
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

  it('spends earned coins before purchased coins', () => {
    const [event] = walletDecider.decide(debit(15, 'd1'), given([credit(10, 'a'), credit(20, 'b', 'purchased')]), {});
    expect(event?.type === 'CoinsDebited' && event.data.lots).toEqual({ earned: 10, purchased: 5 });
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
