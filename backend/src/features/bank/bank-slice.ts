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
import { decideReinstateCoinPurchase } from './commands/reinstate-coin-purchase';
import { decideReverseCoinPurchase } from './commands/reverse-coin-purchase';

export type BankEvent = EventOf<
  | 'CoinPurchaseCompleted'
  | 'CoinPurchaseReversed'
  | 'CoinPurchaseReinstated'
  | 'CoinCheckoutOpened'
  | 'CoinCheckoutReleased'
  | 'CoinPurchaseRefused'
>;

/**
 * A coin package the player paid for, and how much of its price a refund or dispute has reversed since (less what a
 * won dispute gave back).
 */
export interface PaidPackage {
  amount: number;
  bonus: number;
  priceCents: number;
  reversedCents: number;
  /** The part of `reversedCents` a dispute reversed and no win has given back yet: what a won dispute can reinstate. */
  disputedCents: number;
  /** The coins its reversals recorded as debt and no won dispute has cleared yet. */
  debt: number;
  /** When it was paid: the monthly purchase limit counts it in that month (checkout-reservation.ts). */
  completedAt: string;
}

export interface BankState {
  payments: ReadonlyMap<string, PaidPackage>;
  /** Coins a reversal could not take back because the player had spent them, less what won disputes cleared. */
  debt: number;
  /** Checkouts reserving their price against the monthly limit, and the purchases and refusals that limit counts. */
  checkouts: CheckoutsState;
}

/**
 * The bank's part of the player stream: checkouts reserved against the monthly limit, paid coin packages, payments
 * refused for responsible play, the refunds and disputes that reverse packages, and the won disputes that reinstate them.
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
      const payments = new Map(state.payments).set(paymentId, {
        amount,
        bonus,
        priceCents,
        reversedCents: 0,
        disputedCents: 0,
        debt: 0,
        completedAt,
      });
      return { ...state, payments, checkouts: evolveCheckouts(state.checkouts, event) };
    },
    CoinPurchaseReversed: (state, event) => {
      const { paymentId, reason, reversedCents, debt } = event.data;
      const paid = state.payments.get(paymentId);
      if (!paid) return { ...state, debt: state.debt + debt };
      // A reversal is decided only when the cumulative figure grows, so the growth is what this dispute took.
      const disputedCents = paid.disputedCents + (reason === 'dispute' ? reversedCents - paid.reversedCents : 0);
      const payments = new Map(state.payments).set(paymentId, { ...paid, reversedCents, disputedCents, debt: paid.debt + debt });
      return { ...state, payments, debt: state.debt + debt };
    },
    CoinPurchaseReinstated: (state, event) => {
      const { paymentId, reinstatedCents, reversedCents, debtCleared } = event.data;
      const paid = state.payments.get(paymentId);
      if (!paid) return state;
      const payments = new Map(state.payments).set(paymentId, {
        ...paid,
        reversedCents,
        disputedCents: paid.disputedCents - reinstatedCents,
        debt: paid.debt - debtCleared,
      });
      return { ...state, payments, debt: state.debt - debtCleared };
    },
  },
  decide: {
    OpenCoinCheckout: decideOpenCoinCheckout,
    ReleaseCoinCheckout: decideReleaseCoinCheckout,
    RefuseCoinPurchase: decideRefuseCoinPurchase,
    CompleteCoinPurchase: decideCompleteCoinPurchase,
    ReverseCoinPurchase: decideReverseCoinPurchase,
    ReinstateCoinPurchase: decideReinstateCoinPurchase,
  },
} satisfies PlayerSlice<BankState, BankEvent>;
