import type { EventOf, PlayerSlice } from '../player';
import { decideCompleteCoinPurchase } from './commands/complete-coin-purchase';
import { decideReverseCoinPurchase } from './commands/reverse-coin-purchase';

export type BankEvent = EventOf<'CoinPurchaseCompleted' | 'CoinPurchaseReversed'>;

/** A coin package the player paid for, and how much of its price a refund or dispute has reversed since. */
export interface PaidPackage {
  amount: number;
  bonus: number;
  priceCents: number;
  reversedCents: number;
}

export interface BankState {
  payments: ReadonlyMap<string, PaidPackage>;
  /** Coins a reversal could not take back because the player had spent them. */
  debt: number;
}

/** The bank's part of the player stream: paid coin packages, and the refunds and disputes that reverse them. */
export const bankSlice = {
  name: 'bank',
  initialState: () => ({ payments: new Map<string, PaidPackage>(), debt: 0 }),
  evolve: {
    CoinPurchaseCompleted: (state, { data }) => {
      const { amount, bonus, priceCents } = data;
      return { ...state, payments: new Map(state.payments).set(data.paymentId, { amount, bonus, priceCents, reversedCents: 0 }) };
    },
    CoinPurchaseReversed: (state, { data }) => {
      const paid = state.payments.get(data.paymentId);
      const payments = paid ? new Map(state.payments).set(data.paymentId, { ...paid, reversedCents: data.reversedCents }) : state.payments;
      return { ...state, payments, debt: state.debt + data.debt };
    },
  },
  decide: { CompleteCoinPurchase: decideCompleteCoinPurchase, ReverseCoinPurchase: decideReverseCoinPurchase },
} satisfies PlayerSlice<BankState, BankEvent>;
