import { BASIS_POINTS_PER_PERCENT } from './constants';

/**
 * A team's overperformance for a game week in basis points: how far its points so far are above (or below) its
 * projection, as a share of the projection, so leagues that score in tens and in hundreds compare fairly. Null where
 * there is nothing to compare: no projection, or no points yet (the team has not played).
 */
export function overperformanceBasisPoints(currentPoints: number, projectedPoints: number): number | null {
  if (projectedPoints <= 0 || currentPoints <= 0) return null;
  return Math.round(((currentPoints - projectedPoints) / projectedPoints) * 100 * BASIS_POINTS_PER_PERCENT);
}
