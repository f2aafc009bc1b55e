import { describe, expect, it } from 'vitest';
import { gameWeekOf, gameWindowProgress } from './game-week';
import { teamPace } from './pace';

describe('team pace (a projected final from the points so far)', () => {
  it('is Pre-Game before the first kick-off, heading for the projection', () => {
    expect(teamPace({ currentPoints: 0, projectedPoints: 120, gameProgress: 0 })).toEqual({
      state: 'pre-game',
      projectedFinal: 120,
      vsProjection: 0,
    });
  });

  it('adds the projection still to play to the points so far mid-game', () => {
    // 15.1 points a quarter through the games is on pace for 15.1 + 100 x 0.75, not 84.9 % below the projection.
    const pace = teamPace({ currentPoints: 15.1, projectedPoints: 100, gameProgress: 0.25 });
    expect(pace.state).toBe('live');
    expect(pace.projectedFinal).toBe(90.1);
    expect(pace.vsProjection).toBeCloseTo(-0.099, 6);
  });

  it('puts a team ahead of its projection above it', () => {
    const pace = teamPace({ currentPoints: 62.4, projectedPoints: 100, gameProgress: 0.5 });
    expect(pace).toEqual({ state: 'live', projectedFinal: 112.4, vsProjection: expect.closeTo(0.124, 6) });
  });

  it('is the points themselves once every game is played', () => {
    expect(teamPace({ currentPoints: 104.2, projectedPoints: 100, gameProgress: 1 })).toEqual({
      state: 'final',
      projectedFinal: 104.2,
      vsProjection: expect.closeTo(0.042, 6),
    });
  });

  it('is live as soon as points come in, even when the provider counts no game started yet', () => {
    expect(teamPace({ currentPoints: 3, projectedPoints: 100, gameProgress: 0 })).toMatchObject({ state: 'live', projectedFinal: 103 });
  });

  it('keeps progress within 0 and 1 and compares nothing without a projection', () => {
    expect(teamPace({ currentPoints: 50, projectedPoints: 0, gameProgress: 1.2 })).toEqual({
      state: 'final',
      projectedFinal: 50,
      vsProjection: null,
    });
  });

  it('does not guess a final when the progress is unknown', () => {
    expect(teamPace({ currentPoints: 40, projectedPoints: 100, gameProgress: null })).toEqual({
      state: 'live',
      projectedFinal: null,
      vsProjection: null,
    });
    expect(teamPace({ currentPoints: 0, projectedPoints: 100, gameProgress: null }).state).toBe('pre-game');
  });
});

describe('game-window progress (the schedule share of a week played)', () => {
  const week = gameWeekOf(new Date('2026-11-22T12:00:00Z')); // Tue 17 Nov to Tue 24 Nov, New York time

  it('is 0 before the first window, 1 after the last, and in between during the games', () => {
    expect(gameWindowProgress('NFL', week, new Date('2026-11-18T12:00:00Z'))).toBe(0); // Wed
    expect(gameWindowProgress('NFL', week, new Date('2026-11-24T08:00:00Z'))).toBe(1); // Tue 03:00
    // Thu 20-24 (4 h) and Sun 13-24 (11 h) of 4 + 11 + 4 hours: Sunday 18:00 New York is 9 of 19 hours played.
    expect(gameWindowProgress('NFL', week, new Date('2026-11-22T23:00:00Z'))).toBeCloseTo(9 / 19, 9);
  });

  it('holds still between windows', () => {
    const fri = gameWindowProgress('NFL', week, new Date('2026-11-20T17:00:00Z'));
    const sat = gameWindowProgress('NFL', week, new Date('2026-11-21T17:00:00Z'));
    expect(fri).toBe(sat);
    expect(fri).toBeCloseTo(4 / 19, 9);
  });
});
