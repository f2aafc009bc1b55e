import { categoryOfType, offeredCategories, type ChallengeCategory } from '@fr/contracts/challenges';
import type { Challenge } from '@fr/contracts/challenges';

export type ChallengeTab = 'all' | ChallengeCategory | 'completed';

/**
 * The tabs of spec §2 in order: the bonus categories framed by the All and Completed views. A category with nothing to
 * complete (Referral, see contracts' `offeredChallenges`) has no tab.
 */
export const challengeTabs: readonly ChallengeTab[] = ['all', ...offeredCategories, 'completed'];

/** Whether a challenge belongs to an offered category: one of another kind is on no tab and in no count. */
const isShown = (challenge: Challenge) => offeredCategories.includes(categoryOfType[challenge.type]);

export const isChallengeTab = (value: string | null): value is ChallengeTab =>
  value !== null && (challengeTabs as readonly string[]).includes(value);

/** Spec §7: earned coins are read only on the All and Completed tabs, which also carry the ultimate bonus. */
export const isOverviewTab = (tab: ChallengeTab) => tab === 'all' || tab === 'completed';

export function challengesOfTab(challenges: readonly Challenge[], tab: ChallengeTab): Challenge[] {
  const shown = challenges.filter(isShown);
  if (tab === 'all') return shown;
  if (tab === 'completed') return shown.filter((challenge) => challenge.completed);
  return shown.filter((challenge) => categoryOfType[challenge.type] === tab);
}

/** The bonus a tab offers: its category's, or the ultimate bonus (category `all`) on the overview tabs. */
export const bonusCategoryOf = (tab: ChallengeTab): ChallengeCategory | 'all' => (isOverviewTab(tab) ? 'all' : tab);

export interface BonusProgress {
  done: number;
  total: number;
  /** Spec §2: a bonus unlocks once every challenge it covers is completed. */
  unlocked: boolean;
}

export function bonusProgress(challenges: readonly Challenge[], category: ChallengeCategory | 'all'): BonusProgress {
  const covered = challengesOfTab(challenges, category);
  const done = covered.filter((challenge) => challenge.completed).length;
  return { done, total: covered.length, unlocked: covered.length > 0 && done === covered.length };
}
