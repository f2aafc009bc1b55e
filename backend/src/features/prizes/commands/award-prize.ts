import type { EventData } from '@fr/contracts';
import type { PlayerContext } from '../../player';
import type { PrizesEvent, PrizesState } from '../prizes-slice';

/** A prize as the draw awards it (nested: the prize's own `type` is experience, cash or physical). */
export type PrizeAward = Omit<EventData<'PrizeWon'>, 'userId'>;

export interface AwardPrize {
  type: 'AwardPrize';
  award: PrizeAward;
}

/** A draw's prize lands on the winner's stream once per award id; the draw job replaying it decides nothing. */
export function decideAwardPrize({ award }: AwardPrize, state: PrizesState, { userId }: PlayerContext): PrizesEvent[] {
  if (state.prizes.has(award.awardId)) return [];
  return [{ type: 'PrizeWon', data: { userId, ...award } }];
}
