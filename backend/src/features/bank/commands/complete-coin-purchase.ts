import { creditEvents, type PlayerContext, type WalletEvent, type WalletPart } from '../../player';
import type { BankEvent, BankState } from '../bank-slice';

export interface CompleteCoinPurchase {
  type: 'CompleteCoinPurchase';
  paymentId: string;
  provider: 'sandbox' | 'stripe';
  amount: number;
  bonus: number;
  priceCents: number;
  /** The provider's charge reference, which its refund and dispute events name. */
  paymentRef?: string;
}

/** Credits a paid package once per payment: the paid coins to the purchased lot, the bonus to the earned lot. */
export function decideCompleteCoinPurchase(
  command: CompleteCoinPurchase,
  state: BankState & WalletPart,
  { userId, now }: PlayerContext,
): Array<BankEvent | WalletEvent> {
  if (state.payments.has(command.paymentId)) return [];
  const { paymentId, provider, amount, bonus, priceCents, paymentRef } = command;
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
        ...(paymentRef ? { paymentRef } : {}),
        completedAt: now.toISOString(),
      },
    },
    ...creditEvents(state.wallet, userId, amount, 'coin_purchase', `purchase:${paymentId}`, 'purchased'),
    ...(bonus > 0 ? creditEvents(state.wallet, userId, bonus, 'purchase_bonus', `purchase-bonus:${paymentId}`) : []),
  ];
}
