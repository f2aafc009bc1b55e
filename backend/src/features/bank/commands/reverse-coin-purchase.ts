import type { PlayerContext, WalletEvent, WalletPart } from '../../player';
import type { BankEvent, BankState } from '../bank-slice';

export interface ReverseCoinPurchase {
  type: 'ReverseCoinPurchase';
  paymentId: string;
  reason: 'refund' | 'dispute';
  /** The provider's cumulative reversed amount for this payment (a partial refund can grow, a replay repeats it). */
  reversedCents: number;
  providerEventId: string;
}

/**
 * Takes back the coins of a refunded or disputed package, in proportion to the reversed part of its price: paid and
 * bonus coins from the purchased lot first, falling back on the earned lot (decision 0015). Whatever
 * the player has already spent is recorded as debt, so the balance never goes below zero. Reversing again up to the
 * same cumulative amount decides nothing.
 */
export function decideReverseCoinPurchase(
  command: ReverseCoinPurchase,
  state: BankState & WalletPart,
  { userId, now }: PlayerContext,
): Array<BankEvent | WalletEvent> {
  const paid = state.payments.get(command.paymentId);
  if (!paid) return [];
  const reversedCents = Math.min(command.reversedCents, paid.priceCents);
  if (reversedCents <= paid.reversedCents) return [];
  const share = (coins: number, cents: number) => Math.round((coins * cents) / paid.priceCents);
  const paidDue = share(paid.amount, reversedCents) - share(paid.amount, paid.reversedCents);
  const bonusDue = share(paid.bonus, reversedCents) - share(paid.bonus, paid.reversedCents);
  const coinsDue = paidDue + bonusDue;
  // The package (paid and bonus coins) went to the purchased lot; a player who spent them on Style items has earned
  // coins taken instead, and what neither lot holds becomes debt.
  const fromPurchased = Math.min(coinsDue, state.wallet.purchased);
  const lots = { earned: Math.min(coinsDue - fromPurchased, state.wallet.earned), purchased: fromPurchased };
  const coinsTaken = lots.earned + lots.purchased;
  const at = now.toISOString();
  const reversed: BankEvent = {
    type: 'CoinPurchaseReversed',
    data: {
      userId,
      paymentId: command.paymentId,
      reason: command.reason,
      reversedCents,
      coinsDue,
      coinsTaken,
      debt: coinsDue - coinsTaken,
      providerEventId: command.providerEventId,
      reversedAt: at,
    },
  };
  if (coinsTaken === 0) return [reversed];
  return [
    reversed,
    {
      type: 'CoinsDebited',
      data: {
        userId,
        amount: coinsTaken,
        lots,
        to: 'bank',
        reason: 'purchase_reversal',
        commandId: `reversal:${command.paymentId}:${reversedCents}`,
      },
    },
  ];
}
