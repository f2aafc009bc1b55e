import { OrderedMap as PersistentMap } from 'immutable';
import { texts, type CoinLot, type DomainEvent, type EventData, type SpendPolicy } from '@fr/contracts';
import { DomainError } from '../../platform/errors';
import type { Decider } from '../../write/decider';

export type WalletEvent = Extract<DomainEvent, { type: 'CoinsCredited' | 'CoinsDebited' }>;

export interface WalletState {
  earned: number;
  purchased: number;
  /**
   * Fingerprint of every command already applied, by command id: the basis of idempotency. A persistent map, so each
   * event adds to it without copying it (a copy per event made folding a long wallet quadratic).
   */
  applied: PersistentMap<string, string>;
}

export type WalletCommand =
  | { type: 'CreditCoins'; commandId: string; userId: string; amount: number; lot: CoinLot; from: 'mint' | 'bank'; reason: string }
  | {
      type: 'DebitCoins';
      commandId: string;
      userId: string;
      amount: number;
      reason: string;
      /** Which lot pays (decision 0015): earned coins only for anything that changes a ticket, purchased first otherwise. */
      pays: SpendPolicy;
    };

export const balanceOf = (state: Pick<WalletState, 'earned' | 'purchased'>) => state.earned + state.purchased;

const creditFingerprint = (d: { amount: number; lot: string; from: string; reason: string }) =>
  `credit|${d.amount}|${d.lot}|${d.from}|${d.reason}`;
const debitFingerprint = (d: { amount: number; reason: string }) => `debit|${d.amount}|${d.reason}`;

/**
 * The lots a spend takes under its policy, or null when they cannot cover it. `earned-only` never touches a bought
 * coin, however many the player holds: that is what keeps "a purchase does not improve your odds" true.
 */
export function spendLots(state: Pick<WalletState, 'earned' | 'purchased'>, amount: number, pays: SpendPolicy) {
  if (pays === 'earned-only') return state.earned >= amount ? { earned: amount, purchased: 0 } : null;
  if (balanceOf(state) < amount) return null;
  const purchased = Math.min(state.purchased, amount);
  return { earned: amount - purchased, purchased };
}

/** The coin wallet: never negative, each command id applied at most once, each spend paid by the lots its policy allows. */
export const walletDecider: Decider<WalletState, WalletCommand, Record<string, never>, WalletEvent> = {
  initialState: () => ({ earned: 0, purchased: 0, applied: PersistentMap<string, string>() }),

  evolve(state, event) {
    if (event.type === 'CoinsCredited') {
      const applied = state.applied.set(event.data.commandId, creditFingerprint(event.data));
      const lot = event.data.lot;
      return { ...state, [lot]: state[lot] + event.data.amount, applied };
    }
    // The player stream also carries check-ins, challenges and boosts; only coin events move the wallet.
    if (event.type !== 'CoinsDebited') return state;
    return {
      earned: state.earned - event.data.lots.earned,
      purchased: state.purchased - event.data.lots.purchased,
      applied: state.applied.set(event.data.commandId, debitFingerprint(event.data)),
    };
  },

  decide(command, state) {
    if (!Number.isSafeInteger(command.amount) || command.amount <= 0) {
      throw new DomainError('validation_failed', 'Coin amounts must be positive whole numbers.');
    }
    const fingerprint = command.type === 'CreditCoins' ? creditFingerprint(command) : debitFingerprint(command);
    const previous = state.applied.get(command.commandId);
    if (previous !== undefined) {
      if (previous === fingerprint) return [];
      throw new DomainError('idempotency_mismatch', texts.server.idempotencyMismatch);
    }
    if (command.type === 'CreditCoins') {
      const data: EventData<'CoinsCredited'> = {
        userId: command.userId,
        amount: command.amount,
        lot: command.lot,
        from: command.from,
        reason: command.reason,
        commandId: command.commandId,
      };
      return [{ type: 'CoinsCredited', data }];
    }
    const lots = spendLots(state, command.amount, command.pays);
    if (!lots) {
      if (command.pays === 'earned-only' && balanceOf(state) >= command.amount) {
        throw new DomainError('insufficient_earned_coins', texts.server.insufficientEarnedCoins);
      }
      throw new DomainError('insufficient_coins', texts.server.insufficientCoins);
    }
    const data: EventData<'CoinsDebited'> = {
      userId: command.userId,
      amount: command.amount,
      lots,
      to: 'sink',
      reason: command.reason,
      commandId: command.commandId,
    };
    return [{ type: 'CoinsDebited', data }];
  },
};
