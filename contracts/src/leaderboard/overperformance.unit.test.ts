import { describe, expect, it } from 'vitest';
import { overperformanceBasisPoints } from './overperformance';

describe('overperformanceBasisPoints', () => {
  it('is the share above the projection, in hundredths of a percent', () => {
    expect(overperformanceBasisPoints(150, 100)).toBe(5000);
    expect(overperformanceBasisPoints(123.4, 100)).toBe(2340);
    expect(overperformanceBasisPoints(80, 100)).toBe(-2000);
    expect(overperformanceBasisPoints(100, 100)).toBe(0);
  });

  it('puts leagues of different scales on one footing', () => {
    expect(overperformanceBasisPoints(15, 10)).toBe(overperformanceBasisPoints(300, 200));
  });

  it('leaves out a team with no projection or no points yet', () => {
    expect(overperformanceBasisPoints(120, 0)).toBeNull();
    expect(overperformanceBasisPoints(0, 100)).toBeNull();
  });
});
