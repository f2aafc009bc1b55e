import { describe, expect, it } from 'vitest';
import { checkInReward } from './constants';

describe('what a check-in pays', () => {
  it('is 50 plus 50 per completed sign-up or sync challenge, 950 at most', () => {
    expect([0, 1, 2, 17, 18, 19, 40].map(checkInReward)).toEqual([50, 100, 150, 900, 950, 950, 950]);
  });
});
