import type { Decider } from '../../write/decider';
import { decideApplyBoost, type ApplyBoost } from './commands/apply-boost';
import { decideCheckIn, type CheckIn } from './commands/check-in';
import { decideClaimBonus, type ClaimBonus } from './commands/claim-bonus';
import { decideCompleteChallenge, type CompleteChallenge } from './commands/complete-challenge';
import { decideCompleteCoinPurchase, type CompleteCoinPurchase } from './commands/complete-coin-purchase';
import { decidePurchaseBoost, type PurchaseBoost } from './commands/purchase-boost';
import { decideReverseCoinPurchase, type ReverseCoinPurchase } from './commands/reverse-coin-purchase';
import type { PlayerContext } from './player-context';
import { evolvePlayer, initialPlayerState, type PlayerEvent, type PlayerState } from './player-state';

export type PlayerCommand =
  CheckIn | CompleteChallenge | ClaimBonus | PurchaseBoost | ApplyBoost | CompleteCoinPurchase | ReverseCoinPurchase;

/** The player stream: the coin wallet plus every economy command, each decided by its own function. */
export const playerDecider: Decider<PlayerState, PlayerCommand, PlayerContext, PlayerEvent> = {
  initialState: initialPlayerState,
  evolve: evolvePlayer,
  decide(command, state, context) {
    switch (command.type) {
      case 'CheckIn':
        return decideCheckIn(command, state, context);
      case 'CompleteChallenge':
        return decideCompleteChallenge(command, state, context);
      case 'ClaimBonus':
        return decideClaimBonus(command, state, context);
      case 'PurchaseBoost':
        return decidePurchaseBoost(command, state, context);
      case 'ApplyBoost':
        return decideApplyBoost(command, state, context);
      case 'CompleteCoinPurchase':
        return decideCompleteCoinPurchase(command, state, context);
      case 'ReverseCoinPurchase':
        return decideReverseCoinPurchase(command, state, context);
    }
  },
};
