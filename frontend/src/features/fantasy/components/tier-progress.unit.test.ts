import { describe, expect, it } from 'vitest';
import { defaultTiers } from '@fr/contracts/fantasy';
import { tierProgress, tierTargets } from './tier-progress';

const team = (currentPoints: number, projectedPoints = 100, boostReduction = 0) => ({ currentPoints, projectedPoints, boostReduction });

describe('tier targets and progress', () => {
  it('targets projected x multiplier for each of the five tiers', () => {
    expect(tierTargets(team(0), defaultTiers).map((t) => t.target)).toEqual([101, 110, 120, 130, 150]);
  });

  it('marks tiers reached at or above their target, none before the game starts', () => {
    expect(tierTargets(team(120), defaultTiers).map((t) => t.achieved)).toEqual([true, true, true, false, false]);
    expect(tierTargets(team(0), defaultTiers).some((t) => t.achieved)).toBe(false);
  });

  it('measures progress toward the next target', () => {
    const progress = tierProgress(tierTargets(team(117), defaultTiers), 117);
    expect(progress.next?.tier.tierName).toBe('Silver');
    expect(progress.percent).toBeCloseTo(97.5);
    expect(progress.remaining).toBe(3);
  });

  it('is full once every tier is reached', () => {
    expect(tierProgress(tierTargets(team(160), defaultTiers), 160)).toEqual({ next: null, percent: 100, remaining: 0 });
  });

  it('a performance boost lowers the margin above projection', () => {
    expect(tierTargets(team(0, 100, 50), defaultTiers).map((t) => t.target)).toEqual([100.5, 105, 110, 115, 125]);
  });
});
