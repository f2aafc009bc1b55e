import { describe, expect, it } from 'vitest';
import { gameWeekOf, inGameWindow, previousGameWeek } from './game-week';

describe('game weeks (Tuesday 04:00 New York time)', () => {
  it('puts Monday night in the week that started the Tuesday before', () => {
    const week = gameWeekOf(new Date('2026-11-24T03:30:00Z')); // Mon 22:30 EST
    expect(week.id).toBe('2026-11-17');
    expect(week.start.toISOString()).toBe('2026-11-17T09:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-24T09:00:00.000Z');
  });

  it('starts a new week at Tuesday 04:00 exactly', () => {
    expect(gameWeekOf(new Date('2026-11-24T08:59:59Z')).id).toBe('2026-11-17');
    expect(gameWeekOf(new Date('2026-11-24T09:00:00Z')).id).toBe('2026-11-24');
  });

  it('handles the DST change inside a week (the week is 169 hours long in November)', () => {
    const week = gameWeekOf(new Date('2026-11-01T12:00:00Z'));
    expect(week.id).toBe('2026-10-27');
    expect(week.start.toISOString()).toBe('2026-10-27T08:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-03T09:00:00.000Z');
    expect(previousGameWeek(gameWeekOf(week.end)).id).toBe('2026-10-27');
  });

  it('knows the simulated game windows', () => {
    expect(inGameWindow('NFL', new Date('2026-11-22T19:00:00Z'))).toBe(true); // Sun 14:00
    expect(inGameWindow('NFL', new Date('2026-11-25T19:00:00Z'))).toBe(false); // Wed 14:00
    expect(inGameWindow('NBA', new Date('2026-11-26T05:30:00Z'))).toBe(true); // Thu 00:30, after a Wed game
  });
});
