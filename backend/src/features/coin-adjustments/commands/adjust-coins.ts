import { COIN_ADJUSTMENT_LEDGER_REASON, texts, type CoinLot } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { PlayerContext, WalletEvent, WalletPart } from '../../player';
import { adjustmentFingerprint, type CoinAdjustmentsEvent, type CoinAdjustmentsState } from '../coin-adjustments-slice';

export interface AdjustCoins {
  type: 'AdjustCoins';
  /** The request's id: the adjustment's idempotency key on the player stream. */
  requestId: string;
  /** Positive: a grant from the mint. Negative: a correction back to the sink. */
  amount: number;
  lot: CoinLot;
  reason: string;
  requestedBy: string;
  approvedBy: string | null;
}

/**
 * A grant credits the lot from the mint; a correction takes coins of that lot back to the sink, never more than the
 * lot holds (no balance goes below zero). The CoinsAdjusted beside the movement carries the reason in words and the
 * admins; an adjustment already applied decides nothing.
 */
export function decideAdjustCoins(
  command: AdjustCoins,
  state: CoinAdjustmentsState & WalletPart,
  { userId, now }: PlayerContext,
): Array<CoinAdjustmentsEvent | WalletEvent> {
  const { requestId, amount, lot, reason, requestedBy, approvedBy } = command;
  const applied = state.adjustments.get(requestId);
  if (applied !== undefined) {
    if (applied === adjustmentFingerprint(command)) return [];
    throw new DomainError('idempotency_mismatch', texts.server.coinAdjustmentIdReused);
  }
  if (!Number.isSafeInteger(amount) || amount === 0) throw new DomainError('validation_failed', texts.server.coinAdjustmentAmount);
  const adjusted: CoinAdjustmentsEvent = {
    type: 'CoinsAdjusted',
    data: { requestId, userId, amount, lot, reason, requestedBy, approvedBy, adjustedAt: now.toISOString() },
  };
  const commandId = `adjustment:${requestId}`;
  if (amount > 0) {
    return [
      adjusted,
      { type: 'CoinsCredited', data: { userId, amount, lot, from: 'mint', reason: COIN_ADJUSTMENT_LEDGER_REASON, commandId } },
    ];
  }
  const taken = -amount;
  const held = state.wallet[lot];
  if (held < taken) throw new DomainError('insufficient_coins', texts.server.correctionExceedsLot(lot, held));
  const lots = { earned: lot === 'earned' ? taken : 0, purchased: lot === 'purchased' ? taken : 0 };
  return [
    adjusted,
    { type: 'CoinsDebited', data: { userId, amount: taken, lots, to: 'sink', reason: COIN_ADJUSTMENT_LEDGER_REASON, commandId } },
  ];
}
