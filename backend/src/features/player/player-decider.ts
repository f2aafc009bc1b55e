import type { Decider } from '../../write/decider';
import * as checkout from '../bank/checkout-reservation';
import { decideApplyBoost, type ApplyBoost } from './commands/apply-boost';
import { decideAwardPrize, type AwardPrize } from './commands/award-prize';
import { decideCheckIn, type CheckIn } from './commands/check-in';
import { decideClaimBonus, type ClaimBonus } from './commands/claim-bonus';
import { decideClaimPrize, type ClaimPrize } from './commands/claim-prize';
import { decideCompleteChallenge, type CompleteChallenge } from './commands/complete-challenge';
import { decideCompleteCoinPurchase, type CompleteCoinPurchase } from './commands/complete-coin-purchase';
import { decideForfeitPrize, type ForfeitPrize } from './commands/forfeit-prize';
import { decidePurchaseBoost, type PurchaseBoost } from './commands/purchase-boost';
import { decideRedeemPrize, type RedeemPrize } from './commands/redeem-prize';
import { decideReverseCoinPurchase, type ReverseCoinPurchase } from './commands/reverse-coin-purchase';
import { decideSetPurchaseLimit, type SetPurchaseLimit } from './commands/set-purchase-limit';
import { decideStartSelfExclusion, type StartSelfExclusion } from './commands/start-self-exclusion';
import { decideUpdateSettings, type UpdateSettings } from './commands/update-settings';
import type { PlayerContext } from './player-context';
import { evolvePlayer, initialPlayerState, type PlayerEvent, type PlayerState } from './player-state';

export type PlayerCommand =
  | CheckIn
  | CompleteChallenge
  | ClaimBonus
  | PurchaseBoost
  | ApplyBoost
  | CompleteCoinPurchase
  | ReverseCoinPurchase
  | AwardPrize
  | ForfeitPrize
  | ClaimPrize
  | RedeemPrize
  | UpdateSettings
  | SetPurchaseLimit
  | StartSelfExclusion
  | checkout.OpenCoinCheckout
  | checkout.ReleaseCoinCheckout
  | checkout.RefuseCoinPurchase;

/** The player stream: the coin wallet plus every economy, prize and profile command, each decided by its own function. */
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
      case 'AwardPrize':
        return decideAwardPrize(command, state, context);
      case 'ForfeitPrize':
        return decideForfeitPrize(command, state, context);
      case 'ClaimPrize':
        return decideClaimPrize(command, state, context);
      case 'RedeemPrize':
        return decideRedeemPrize(command, state, context);
      case 'UpdateSettings':
        return decideUpdateSettings(command, state, context);
      case 'SetPurchaseLimit':
        return decideSetPurchaseLimit(command, state, context);
      case 'StartSelfExclusion':
        return decideStartSelfExclusion(command, state, context);
      case 'OpenCoinCheckout':
        return checkout.decideOpenCoinCheckout(command, state, context);
      case 'ReleaseCoinCheckout':
        return checkout.decideReleaseCoinCheckout(command, state, context);
      case 'RefuseCoinPurchase':
        return checkout.decideRefuseCoinPurchase(command, state, context);
    }
  },
};
