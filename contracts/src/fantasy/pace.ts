/** Where a team's game week stands: before its first kick-off, games under way, or every game played. */
export type PaceState = 'pre-game' | 'live' | 'final';

export interface TeamPace {
  state: PaceState;
  /**
   * The final the team is heading for, as fantasy apps project it: the points so far plus the share of the projection
   * still to be played (the projection itself before kick-off, the points themselves once final). Null while the
   * team has points but its game progress is not known (scores recorded before the provider reported it).
   */
  projectedFinal: number | null;
  /** `projectedFinal` against the projection: 0.042 is 4.2 % above it; null without a projection or a final. */
  vsProjection: number | null;
}

export interface PaceInput {
  currentPoints: number;
  projectedPoints: number;
  /** The share of the team's games this week already played, 0 to 1; null when unknown. */
  gameProgress: number | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The team's pace: a projected final from the points so far, so a team a quarter of the way through its games is
 * not shown 75 % below its projection. Shared by the dashboard API (its average) and the team cards.
 */
export function teamPace({ currentPoints, projectedPoints, gameProgress }: PaceInput): TeamPace {
  const versus = (final: number | null) => (final === null || projectedPoints <= 0 ? null : final / projectedPoints - 1);
  if (gameProgress === null) {
    if (currentPoints === 0) return { state: 'pre-game', projectedFinal: projectedPoints, vsProjection: versus(projectedPoints) };
    return { state: 'live', projectedFinal: null, vsProjection: null };
  }
  const progress = Math.min(Math.max(gameProgress, 0), 1);
  if (progress >= 1) return { state: 'final', projectedFinal: currentPoints, vsProjection: versus(currentPoints) };
  if (progress === 0 && currentPoints === 0) {
    return { state: 'pre-game', projectedFinal: projectedPoints, vsProjection: versus(projectedPoints) };
  }
  const projectedFinal = round2(currentPoints + Math.max(projectedPoints, 0) * (1 - progress));
  return { state: 'live', projectedFinal, vsProjection: versus(projectedFinal) };
}
