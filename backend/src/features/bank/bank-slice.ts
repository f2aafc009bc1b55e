import type { EventOf, PlayerSlice } from '../player';
import {
  decideOpenCoinCheckout,
  decideRefuseCoinPurchase,
  decideReleaseCoinCheckout,
  evolveCheckouts,
  initialCheckouts,
  type CheckoutsState,
} from './checkout-reservation';
import { decideCompleteCoinPurchase } from './commands/complete-coin-purchase';
import { decideReverseCoinPurchase } from './commands/reverse-coin-purchase';

export type BankEvent = EventOf<
  'CoinPurchaseCompleted' | 'CoinPurchaseReversed' | 'CoinCheckoutOpened' | 'CoinCheckoutReleased' | 'CoinPurchaseRefused'
>;

/** A coin package the player paid for, and how much of its price a refund or dispute has reversed since. */
export interface PaidPackage {
  amount: number;
  bonus: number;
  priceCents: number;
  reversedCents: number;
  /** When it was paid: the monthly purchase limit counts it in that month (checkout-reservation.ts). */
  completedAt: string;
}

export interface BankState {
  payments: ReadonlyMap<string, PaidPackage>;
  /** Coins a reversal could not take back because the player had spent them. */
  debt: number;
  /** Checkouts reserving their price against the monthly limit, and the purchases and refusals that limit counts. */
  checkouts: CheckoutsState;
}

/**
 * The bank's part of the player stream: checkouts reserved against the monthly limit, paid coin packages, payments
 * refused for responsible play, and the refunds and disputes that reverse packages.
 */
export const bankSlice = {
  name: 'bank',
  initialState: (): BankState => ({ payments: new Map<string, PaidPackage>(), debt: 0, checkouts: initialCheckouts() }),
  evolve: {
    CoinCheckoutOpened: (state, event) => ({ ...state, checkouts: evolveCheckouts(state.checkouts, event) }),
    CoinCheckoutReleased: (state, event) => ({ ...state, checkouts: evolveCheckouts(state.checkouts, event) }),
    CoinPurchaseRefused: (state, event) => ({ ...state, checkouts: evolveCheckouts(state.checkouts, event) }),
    CoinPurchaseCompleted: (state, event) => {
      const { paymentId, amount, bonus, priceCents, completedAt } = event.data;
      const payments = new Map(state.payments).set(paymentId, { amount, bonus, priceCents, reversedCents: 0, completedAt });
      return { ...state, payments, checkouts: evolveCheckouts(state.checkouts, event) };
    },
    CoinPurchaseReversed: (state, event) => {
      const { paymentId, reversedCents, debt } = event.data;
      const paid = state.payments.get(paymentId);
      const payments = paid ? new Map(state.payments).set(paymentId, { ...paid, reversedCents }) : state.payments;
      return { ...state, payments, debt: state.debt + debt };
    },
  },
  decide: {
    OpenCoinCheckout: decideOpenCoinCheckout,
    ReleaseCoinCheckout: decideReleaseCoinCheckout,
    RefuseCoinPurchase: decideRefuseCoinPurchase,
    CompleteCoinPurchase: decideCompleteCoinPurchase,
    ReverseCoinPurchase: decideReverseCoinPurchase,
  },
} satisfies PlayerSlice<BankState, BankEvent>;
