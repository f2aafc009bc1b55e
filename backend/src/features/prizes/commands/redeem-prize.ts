import { texts } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { PlayerContext } from '../../player';
import type { PrizesEvent, PrizesState } from '../prizes-slice';
import { ownPrize, prizeStatus } from '../won-prizes';

export interface RedeemPrize {
  type: 'RedeemPrize';
  awardId: string;
}

/** Redeems a claimed prize's code; redeeming it again decides nothing (the same answer). */
export function decideRedeemPrize(command: RedeemPrize, state: PrizesState, { userId, now }: PlayerContext): PrizesEvent[] {
  const status = prizeStatus(ownPrize(state, command.awardId));
  if (status === 'redeemed') return [];
  if (status === 'forfeited') throw new DomainError('business_rule', texts.server.prizeForfeited);
  if (status === 'pending') throw new DomainError('business_rule', texts.server.prizeNotClaimed);
  return [{ type: 'PrizeRedeemed', data: { userId, awardId: command.awardId, redeemedAt: now.toISOString() } }];
}
