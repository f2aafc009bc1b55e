import { prizeFulfilmentTexts, texts } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import type { PlayerContext } from '../../player';
import type { PrizesEvent, PrizesState } from '../prizes-slice';
import { fulfilmentStateOf, ownPrize, prizeStatus } from '../won-prizes';

export interface ForfeitPrize {
  type: 'ForfeitPrize';
  awardId: string;
  /** An admin's forfeit (issue 23) with their reason; without it, the expiry job's past the claim deadline. */
  byAdmin?: { adminId: string; note: string };
}

/**
 * A pending prize past its claim deadline is forfeited, so the draw can pass it to the next runner-up. A prize that
 * was claimed, or whose deadline has not passed, is refused: the draw must not award it a second time. An admin may
 * forfeit a prize at any time before it is shipped or paid (a winner found ineligible, a prize that cannot be sent).
 */
export function decideForfeitPrize(command: ForfeitPrize, state: PrizesState, { userId, now }: PlayerContext): PrizesEvent[] {
  const prize = ownPrize(state, command.awardId);
  const status = prizeStatus(prize);
  if (status === 'forfeited') return [];
  const forfeitedAt = now.toISOString();
  if (command.byAdmin) {
    const current = fulfilmentStateOf(prize);
    if (current !== 'won' && current !== 'claimed') {
      throw new DomainError('conflict', texts.server.fulfilmentWrongState('forfeited', prizeFulfilmentTexts.states[current].toLowerCase()));
    }
    const { adminId, note } = command.byAdmin;
    return [{ type: 'PrizeForfeited', data: { userId, awardId: command.awardId, reason: 'operator', adminId, note, forfeitedAt } }];
  }
  if (status !== 'pending') throw new DomainError('already_claimed', texts.server.prizeAlreadyClaimed);
  if (now.getTime() <= Date.parse(prize.won.claimDeadline)) throw new DomainError('conflict', texts.server.prizeClaimStillOpen);
  return [{ type: 'PrizeForfeited', data: { userId, awardId: command.awardId, reason: 'claim_deadline_passed', forfeitedAt } }];
}
