import type { Team, Tier } from '@fr/contracts/fantasy';
import { tierTarget } from '@fr/contracts/fantasy';

export interface TierTarget {
  tier: Tier;
  /** Points the team must reach for this tier. */
  target: number;
  achieved: boolean;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Spec §4: the same target computation the server's scoring uses (contracts), so the two never disagree. */
export function tierTargets(
  team: Pick<Team, 'projectedPoints' | 'currentPoints' | 'boostReduction'>,
  tiers: readonly Tier[],
): TierTarget[] {
  const boosts = { reductionPercent: team.boostReduction, rewardMultiplier: 1 };
  return tiers.map((tier) => {
    const target = tierTarget(team.projectedPoints, { multiplier: tier.pointsMultiplier }, boosts);
    const achieved = team.currentPoints > 0 && team.projectedPoints > 0 && team.currentPoints >= target;
    return { tier, target, achieved };
  });
}

export interface TierProgress {
  /** The lowest tier not yet reached; null once every tier is. */
  next: TierTarget | null;
  /** Current points as a percentage of the next target (100 when all are reached). */
  percent: number;
  /** Points still missing for the next tier. */
  remaining: number;
}

export function tierProgress(targets: readonly TierTarget[], currentPoints: number): TierProgress {
  const next = targets.find((target) => !target.achieved) ?? null;
  if (!next) return { next: null, percent: 100, remaining: 0 };
  const percent = next.target > 0 ? Math.min(100, Math.max(0, (currentPoints / next.target) * 100)) : 0;
  return { next, percent, remaining: cents(Math.max(0, next.target - currentPoints)) };
}
