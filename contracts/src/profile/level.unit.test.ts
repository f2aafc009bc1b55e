import { describe, expect, it } from 'vitest';
import { experiencePoints, levelOf } from './level';

describe('levels from the ledger', () => {
  it('puts the spec sample of 8750 XP at level 4 of 10000', () => {
    expect(levelOf(8750)).toEqual({ level: 4, levelXp: 6000, nextLevelXp: 10_000 });
  });

  it('starts at level 1 and moves up exactly at each threshold', () => {
    expect(levelOf(0)).toEqual({ level: 1, levelXp: 0, nextLevelXp: 1000 });
    expect(levelOf(999).level).toBe(1);
    expect(levelOf(1000).level).toBe(2);
    expect(levelOf(2999).level).toBe(2);
    expect(levelOf(3000).level).toBe(3);
    for (let xp = 0; xp < 200_000; xp += 997) {
      const { levelXp, nextLevelXp } = levelOf(xp);
      expect(levelXp <= xp && xp < nextLevelXp).toBe(true);
    }
  });

  it('counts earned coins and tickets', () => {
    expect(experiencePoints(1000, 2)).toBe(1500);
  });
});
