import { describe, expect, it } from 'vitest';
import { performanceLabel } from './performance';

describe('performance label (spec §4)', () => {
  it.each([
    [0, 100, 'Pre-Game'],
    [150, 100, 'PLATINUM POWER'],
    [149.99, 100, 'GOLD GLORY'],
    [130, 100, 'GOLD GLORY'],
    [129.9, 100, 'SILVER SURGE'],
    [120, 100, 'SILVER SURGE'],
    [110, 100, 'BRONZE BLITZ'],
    [109.99, 100, 'ROOKIE RUSH'],
    [100.01, 100, 'ROOKIE RUSH'],
    [100, 100, 'BELOW PROJECTION'],
    [50, 100, 'BELOW PROJECTION'],
  ])('%s of %s is %s', (current, projected, label) => {
    expect(performanceLabel(current, projected)).toBe(label);
  });
});
