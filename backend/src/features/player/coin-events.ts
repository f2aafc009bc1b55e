import { coinSpends, type CoinLot, type CoinSpendReason } from '@fr/contracts';
import { walletDecider, type WalletEvent, type WalletState } from './wallet';

/** Coin movements come from the wallet decider, so their shape, lots and idempotency live in one place. */
export function creditEvents(
  wallet: WalletState,
  userId: string,
  amount: number,
  reason: string,
  commandId: string,
  lot: CoinLot = 'earned',
): WalletEvent[] {
  return walletDecider.decide(
    { type: 'CreditCoins', commandId, userId, amount, lot, from: lot === 'earned' ? 'mint' : 'bank', reason },
    wallet,
    {},
  );
}

/** A spend, paid by the lots its reason allows (coinSpends, decision 0015). */
export function debitEvents(
  wallet: WalletState,
  userId: string,
  amount: number,
  reason: CoinSpendReason,
  commandId: string,
): WalletEvent[] {
  return walletDecider.decide({ type: 'DebitCoins', commandId, userId, amount, reason, pays: coinSpends[reason] }, wallet, {});
}
