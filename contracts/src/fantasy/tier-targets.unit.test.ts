import { describe, expect, it } from 'vitest';
import { defaultTiers } from './tiers';
import { achievedTiers, tierTarget, type ScoringTier } from './tier-targets';

const tiers: ScoringTier[] = defaultTiers.map((t) => ({ level: t.id, multiplier: t.pointsMultiplier, ticketCount: t.ticketCount }));

describe('tier targets (spec §4, §9)', () => {
  it.each([
    [1, 101],
    [2, 110],
    [3, 120],
    [4, 130],
    [5, 150],
  ])('tier %i targets %s points for a projection of 100', (level, target) => {
    expect(tierTarget(100, tiers[level - 1]!)).toBe(target);
  });

  it.each([
    [100.99, []],
    [101, [1]],
    [110, [1, 2]],
    [119.99, [1, 2]],
    [120, [1, 2, 3]],
    [130, [1, 2, 3, 4]],
    [149.99, [1, 2, 3, 4]],
    [150, [1, 2, 3, 4, 5]],
    [400, [1, 2, 3, 4, 5]],
  ])('at %s points of 100 projected the team reaches %j', (current, expected) => {
    expect(achievedTiers(current, 100, tiers)).toEqual(expected);
  });

  it('achieves nothing before the game starts or without a projection', () => {
    expect(achievedTiers(0, 100, tiers)).toEqual([]);
    expect(achievedTiers(50, 0, tiers)).toEqual([]);
  });

  it('a performance boost lowers every target by shrinking the margin above projection', () => {
    const boost = { reductionPercent: 50, rewardMultiplier: 1 };
    expect(tierTarget(100, tiers[1]!, boost)).toBe(105);
    expect(tierTarget(100, tiers[4]!, boost)).toBe(125);
    expect(achievedTiers(125, 100, tiers, boost)).toEqual([1, 2, 3, 4, 5]);
    expect(achievedTiers(125, 100, tiers)).toEqual([1, 2, 3]);
  });

  it('clamps nonsense boost values instead of inventing negative targets', () => {
    expect(tierTarget(100, tiers[2]!, { reductionPercent: 250, rewardMultiplier: 1 })).toBe(100);
    expect(tierTarget(100, tiers[2]!, { reductionPercent: -10, rewardMultiplier: 1 })).toBe(120);
  });

  it('uses cents for comparisons, so floating point never decides a ticket', () => {
    expect(tierTarget(133.33, tiers[1]!)).toBe(146.66);
    expect(achievedTiers(146.66, 133.33, tiers)).toContain(2);
  });
});
