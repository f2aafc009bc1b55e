import type { TierLevel } from './tiers';

/** A tier as scoring needs it (from the live tier configuration). */
export interface ScoringTier {
  level: TierLevel;
  /** Multiplier on projected points, e.g. 1.1 for Bronze. */
  multiplier: number;
  ticketCount: number;
}

/** What a team's applied boosts change in scoring (issue 4 fills these from BoostApplied events). */
export interface BoostEffects {
  /** Performance boost: the margin above projection shrinks by this percent (0-100). */
  reductionPercent: number;
  /** Prize multiplier: tickets and Experience coins are multiplied by it. */
  rewardMultiplier: number;
}

export const noBoosts: BoostEffects = { reductionPercent: 0, rewardMultiplier: 1 };

/**
 * The points a team must reach for a tier: projected × multiplier, with the margin above projection lowered by a
 * performance boost (a 20% boost turns Bronze's +10% into +8%). Rounded to cents so comparisons are exact.
 */
export function tierTarget(projectedPoints: number, tier: Pick<ScoringTier, 'multiplier'>, boosts: BoostEffects = noBoosts): number {
  const margin = (tier.multiplier - 1) * (1 - Math.min(Math.max(boosts.reductionPercent, 0), 100) / 100);
  return Math.round(projectedPoints * (1 + margin) * 100) / 100;
}

/** Tier levels reached: a tier is achieved when current points are at or above its target (spec §4). */
export function achievedTiers(
  currentPoints: number,
  projectedPoints: number,
  tiers: readonly ScoringTier[],
  boosts: BoostEffects = noBoosts,
): TierLevel[] {
  if (currentPoints <= 0 || projectedPoints <= 0) return [];
  return tiers.filter((tier) => currentPoints >= tierTarget(projectedPoints, tier, boosts)).map((tier) => tier.level);
}

export function highestTier(levels: readonly TierLevel[]): TierLevel | null {
  return levels.length ? (Math.max(...levels) as TierLevel) : null;
}
