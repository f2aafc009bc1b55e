import {
  CATEGORY_BONUS_COINS,
  ULTIMATE_BONUS_COINS,
  categoryOfType,
  localDate,
  offeredChallenges,
  type ChallengeCategory,
  type ChallengeDefinition,
  type LastClaim,
} from '@fr/contracts';
import type { ChallengesState } from './challenges-slice';

/**
 * What the daily challenges read of the check-in slice's part: its last claim. Named here by its shape, since check-in
 * (which counts completed challenges into its reward) depends on challenges and not the other way round.
 */
export interface CheckInPart {
  lastCheckIn: LastClaim | null;
}

/** Only offered challenges complete: a signal for one that nothing offers (a referral postback) completes nothing. */
const byId = new Map(offeredChallenges.map((c) => [c.id, c]));
export const challengeById = (id: string): ChallengeDefinition | undefined => byId.get(id);

/** Sign-up and sync challenges each add to the daily check-in (spec §9). */
export const isCheckInBonusChallenge = (id: string) => {
  const type = byId.get(id)?.type;
  return type === 'platform_signup' || type === 'platform_sync';
};

/** The daily challenge is done when today's check-in (in the zone it was claimed in) is claimed. */
export function checkedInToday(state: CheckInPart, now: Date): boolean {
  const last = state.lastCheckIn;
  return last !== null && localDate(now, last.timeZone) === last.localDate;
}

export function isCompleted(challenge: ChallengeDefinition, state: ChallengesState & CheckInPart, now: Date): boolean {
  return challenge.type === 'daily' ? checkedInToday(state, now) : state.completed.has(challenge.id);
}

/**
 * A category bonus needs every offered challenge of the category done; the ultimate bonus (`all`) every offered
 * challenge. A category nothing is offered in has no bonus.
 */
export function bonusEligible(category: ChallengeCategory | 'all', state: ChallengesState & CheckInPart, now: Date): boolean {
  const challenges = offeredChallenges.filter((c) => category === 'all' || categoryOfType[c.type] === category);
  return challenges.length > 0 && challenges.every((c) => isCompleted(c, state, now));
}

export const bonusCoins = (category: ChallengeCategory | 'all') => (category === 'all' ? ULTIMATE_BONUS_COINS : CATEGORY_BONUS_COINS);
