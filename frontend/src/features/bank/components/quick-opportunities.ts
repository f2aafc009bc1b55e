import { tabOfType } from '@fr/contracts/challenges';
import { QUICK_OPPORTUNITIES_LIMIT } from '@fr/contracts/bank';
import type { Challenge } from '@fr/contracts/challenges';

export interface QuickOpportunity {
  challenge: Challenge;
  /** The Challenges tab that shows it (spec §2 type-to-tab mapping). */
  tab: string;
}

/** Spec §2: up to five challenges still open, the daily check-in excluded (the Bank has its own card for it). */
export function quickOpportunities(challenges: readonly Challenge[]): QuickOpportunity[] {
  return challenges
    .filter((challenge) => !challenge.completed && challenge.type !== 'daily')
    .slice(0, QUICK_OPPORTUNITIES_LIMIT)
    .map((challenge) => ({ challenge, tab: tabOfType[challenge.type] }));
}
