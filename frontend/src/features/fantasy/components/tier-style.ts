import { performanceLabels } from '@fr/contracts/fantasy';
import { tierColors } from '../../../lib/tier-colors';

/** Tier colours by level (spec §9 names four; the Rookie coin tier uses the primary colour). */
const byLevel: Record<number, string> = {
  2: tierColors.Bronze,
  3: tierColors.Silver,
  4: tierColors.Gold,
  5: tierColors.Platinum,
};

export const tierColor = (level: number): string => byLevel[level] ?? 'primary.main';

/**
 * The colour of a performance label: the labels run from Platinum (first) down to Rookie, so a label's position
 * gives its tier level. Pre-Game and BELOW PROJECTION are neutral.
 */
export function performanceColor(label: string): string {
  const index = performanceLabels.findIndex((entry) => entry.label === label);
  return index === -1 ? 'text.secondary' : tierColor(performanceLabels.length - index);
}
