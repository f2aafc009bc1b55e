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
 * Takes back the coins of a refunded or disputed package, in proportion to the reversed part of its price: paid coins
 * from the purchased lot first, bonus coins from the earned lot first, each falling back on the other lot. Whatever
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
  let { earned, purchased } = state.wallet;
  const take = (due: number, first: 'earned' | 'purchased') => {
    const lots = { earned: 0, purchased: 0 };
    let left = due;
    for (const lot of first === 'purchased' ? (['purchased', 'earned'] as const) : (['earned', 'purchased'] as const)) {
      const available = lot === 'earned' ? earned : purchased;
      const taken = Math.min(left, available);
      lots[lot] += taken;
      left -= taken;
      if (lot === 'earned') earned -= taken;
      else purchased -= taken;
    }
    return lots;
  };
  const fromPaid = take(paidDue, 'purchased');
  const fromBonus = take(bonusDue, 'earned');
  const lots = { earned: fromPaid.earned + fromBonus.earned, purchased: fromPaid.purchased + fromBonus.purchased };
  const coinsDue = paidDue + bonusDue;
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
