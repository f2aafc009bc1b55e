import type { EventOf, PlayerSlice } from '../player';
import { decideAdjustCoins } from './commands/adjust-coins';

export type CoinAdjustmentsEvent = EventOf<'CoinsAdjusted'>;

/**
 * The adjustments already applied to this player, by request id, with what they were: each applies once however
 * often it is approved or retried, and a request id reused for another adjustment is refused.
 */
export interface CoinAdjustmentsState {
  adjustments: ReadonlyMap<string, string>;
}

export const adjustmentFingerprint = (a: { amount: number; lot: string; reason: string }) => `${a.amount}|${a.lot}|${a.reason}`;

/** Support's grants and corrections on the player stream: decided with the wallet, so none takes a balance below zero. */
export const coinAdjustmentsSlice = {
  name: 'coin-adjustments',
  initialState: (): CoinAdjustmentsState => ({ adjustments: new Map<string, string>() }),
  evolve: {
    CoinsAdjusted: (state, { data }) => ({
      ...state,
      adjustments: new Map(state.adjustments).set(data.requestId, adjustmentFingerprint(data)),
    }),
  },
  decide: { AdjustCoins: decideAdjustCoins },
} satisfies PlayerSlice<CoinAdjustmentsState, CoinAdjustmentsEvent>;
