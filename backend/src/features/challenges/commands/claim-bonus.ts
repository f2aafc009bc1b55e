import { texts, type ChallengeCategory } from '@fr/contracts';
import { DomainError } from '../../../platform/errors';
import { creditEvents, type PlayerContext, type WalletEvent, type WalletPart } from '../../player';
import { bonusCoins, bonusEligible, type CheckInPart } from '../challenge-rules';
import type { ChallengesEvent, ChallengesState } from '../challenges-slice';

export interface ClaimBonus {
  type: 'ClaimBonus';
  category: ChallengeCategory | 'all';
}

/** A category bonus once every challenge of the category is done; the ultimate bonus (`all`) once all are. Once each. */
export function decideClaimBonus(
  command: ClaimBonus,
  state: ChallengesState & CheckInPart & WalletPart,
  { userId, now }: PlayerContext,
): Array<ChallengesEvent | WalletEvent> {
  const { category } = command;
  if (state.bonuses.has(category)) throw new DomainError('business_rule', texts.server.bonusAlreadyClaimed);
  if (!bonusEligible(category, state, now)) {
    throw new DomainError('business_rule', category === 'all' ? texts.server.ultimateNotEligible : texts.server.bonusNotEligible);
  }
  const coins = bonusCoins(category);
  return [
    { type: 'BonusClaimed', data: { userId, category, coins, claimedAt: now.toISOString() } },
    ...creditEvents(state.wallet, userId, coins, category === 'all' ? 'ultimate_bonus' : 'category_bonus', `bonus:${category}`),
  ];
}
