import { BELOW_PROJECTION_LABEL, PRE_GAME_LABEL, performanceLabels } from './tiers';

/** The dashboard's performance label for a team (product-spec.md §4); shared by the API and the client. */
export function performanceLabel(currentPoints: number, projectedPoints: number): string {
  if (currentPoints === 0) return PRE_GAME_LABEL;
  if (projectedPoints <= 0) return BELOW_PROJECTION_LABEL;
  const ratio = currentPoints / projectedPoints;
  const match = performanceLabels.find((l) => (l.inclusive ? ratio >= l.minRatio : ratio > l.minRatio));
  return match?.label ?? BELOW_PROJECTION_LABEL;
}
