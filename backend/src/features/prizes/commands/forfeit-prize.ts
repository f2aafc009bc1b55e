import { texts } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { PlayerContext } from '../../player';
import type { PrizesEvent, PrizesState } from '../prizes-slice';
import { ownPrize, prizeStatus } from '../won-prizes';

export interface ForfeitPrize {
  type: 'ForfeitPrize';
  awardId: string;
}

/**
 * A pending prize past its claim deadline is forfeited, so the draw can pass it to the next runner-up. A prize that
 * was claimed, or whose deadline has not passed, is refused: the draw must not award it a second time.
 */
export function decideForfeitPrize(command: ForfeitPrize, state: PrizesState, { userId, now }: PlayerContext): PrizesEvent[] {
  const prize = ownPrize(state, command.awardId);
  const status = prizeStatus(prize);
  if (status === 'forfeited') return [];
  if (status !== 'pending') throw new DomainError('already_claimed', texts.server.prizeAlreadyClaimed);
  if (now.getTime() <= Date.parse(prize.won.claimDeadline)) throw new DomainError('conflict', texts.server.prizeClaimStillOpen);
  return [
    {
      type: 'PrizeForfeited',
      data: { userId, awardId: command.awardId, reason: 'claim_deadline_passed', forfeitedAt: now.toISOString() },
    },
  ];
}
