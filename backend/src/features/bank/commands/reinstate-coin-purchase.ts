import { DISPUTE_WON_REASON } from '@fr/contracts';
import { creditEvents, type PlayerContext, type WalletEvent, type WalletPart } from '../../player';
import type { BankEvent, BankState } from '../bank-slice';

export interface ReinstateCoinPurchase {
  type: 'ReinstateCoinPurchase';
  paymentId: string;
  /** The provider's dispute closed as won. */
  disputeId: string;
  /** What the provider gave back, in US cents. */
  reinstatedCents: number;
  providerEventId: string;
}

/**
 * Gives back what a won dispute's reversal took, in proportion to the cents the provider reinstates: the mirror of the
 * reversal's share, so a whole dispute won owes back exactly the coins it reversed. The debt the payment's reversals
 * recorded is cleared first: those coins were never taken, so crediting them would invent coins. Only the rest is
 * credited, from the bank to the purchased lot (the package's paid and bonus coins were bought ones, decision 0015).
 * A payment with no dispute left to reinstate (never disputed, or its dispute already won: a replayed webhook or a
 * second close) decides nothing.
 */
export function decideReinstateCoinPurchase(
  command: ReinstateCoinPurchase,
  state: BankState & WalletPart,
  { userId, now }: PlayerContext,
): Array<BankEvent | WalletEvent> {
  const paid = state.payments.get(command.paymentId);
  if (!paid) return [];
  const reinstatedCents = Math.min(command.reinstatedCents, paid.disputedCents);
  if (reinstatedCents <= 0) return [];
  const reversedCents = paid.reversedCents - reinstatedCents;
  const share = (coins: number, cents: number) => Math.round((coins * cents) / paid.priceCents);
  const coinsDue =
    share(paid.amount, paid.reversedCents) -
    share(paid.amount, reversedCents) +
    share(paid.bonus, paid.reversedCents) -
    share(paid.bonus, reversedCents);
  const debtCleared = Math.min(coinsDue, paid.debt);
  const coinsCredited = coinsDue - debtCleared;
  const reinstated: BankEvent = {
    type: 'CoinPurchaseReinstated',
    data: {
      userId,
      paymentId: command.paymentId,
      disputeId: command.disputeId,
      reinstatedCents,
      reversedCents,
      coinsDue,
      debtCleared,
      coinsCredited,
      providerEventId: command.providerEventId,
      reinstatedAt: now.toISOString(),
    },
  };
  if (coinsCredited === 0) return [reinstated];
  return [
    reinstated,
    ...creditEvents(
      state.wallet,
      userId,
      coinsCredited,
      DISPUTE_WON_REASON,
      `dispute-won:${command.paymentId}:${command.disputeId}`,
      'purchased',
    ),
  ];
}
