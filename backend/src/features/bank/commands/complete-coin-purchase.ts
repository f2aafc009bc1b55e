import { creditEvents, type PlayerContext, type WalletEvent, type WalletPart } from '../../player';
import type { BankEvent, BankState } from '../bank-slice';
import { purchaseRefusal, type ResponsiblePlayPart } from '../checkout-reservation';

export interface CompleteCoinPurchase {
  type: 'CompleteCoinPurchase';
  paymentId: string;
  provider: 'sandbox' | 'stripe';
  amount: number;
  bonus: number;
  priceCents: number;
  /** The provider's charge reference, which its refund and dispute events name. */
  paymentRef?: string;
  /** The checkout that reserved this purchase against the monthly limit. */
  checkoutId?: string;
  /** Paid to a test bank: the receipt and the Bank say TEST MODE. */
  testMode?: boolean;
}

/**
 * Credits a paid package once per payment: the paid coins and the bonus both to the purchased lot, since the bonus
 * comes with a purchase and so must not pay for anything that changes a ticket (decision 0015); unless
 * responsible play refuses it (then the payment is recorded as owed back, see purchaseRefusal).
 */
export function decideCompleteCoinPurchase(
  command: CompleteCoinPurchase,
  state: BankState & ResponsiblePlayPart & WalletPart,
  { userId, now }: PlayerContext,
): Array<BankEvent | WalletEvent> {
  if (state.payments.has(command.paymentId)) return [];
  const { paymentId, provider, amount, bonus, priceCents, paymentRef, checkoutId, testMode } = command;
  const refs = { ...(paymentRef ? { paymentRef } : {}), ...(checkoutId ? { checkoutId } : {}) };
  const refusal = purchaseRefusal({ paymentId, provider, packageAmount: amount, priceCents, ...refs }, state, { userId, now });
  if (refusal) return refusal;
  return [
    {
      type: 'CoinPurchaseCompleted',
      data: {
        userId,
        paymentId,
        provider,
        amount,
        bonus,
        priceCents,
        ...refs,
        ...(testMode === undefined ? {} : { testMode }),
        completedAt: now.toISOString(),
      },
    },
    ...creditEvents(state.wallet, userId, amount, 'coin_purchase', `purchase:${paymentId}`, 'purchased'),
    ...(bonus > 0 ? creditEvents(state.wallet, userId, bonus, 'purchase_bonus', `purchase-bonus:${paymentId}`, 'purchased') : []),
  ];
}
