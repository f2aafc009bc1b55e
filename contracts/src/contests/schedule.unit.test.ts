import { describe, expect, it } from 'vitest';
import { drawPeriodAt } from '../raffles/schedule';
import { nextLockAt, secondsUntilLock } from './schedule';

const at = (iso: string) => new Date(iso);
const lock = (schedule: Parameters<typeof nextLockAt>[0], now: string) => nextLockAt(schedule, at(now)).toISOString();

describe('when contest entries lock, New York time', () => {
  it('locks a daily contest today until its hour passes, then tomorrow, in EST and EDT alike', () => {
    const daily = { kind: 'daily', hour: 19, minute: 0 } as const;
    expect(lock(daily, '2026-01-15T12:00:00Z')).toBe('2026-01-16T00:00:00.000Z');
    expect(lock(daily, '2026-01-16T00:00:00Z')).toBe('2026-01-17T00:00:00.000Z');
    expect(lock(daily, '2026-07-15T12:00:00Z')).toBe('2026-07-15T23:00:00.000Z');
  });

  it('locks a weekly contest on its weekday, a week on once the moment has passed, across the clock change', () => {
    const sunday = { kind: 'weekly', weekday: 0, hour: 13, minute: 0 } as const;
    // Tuesday 17 November 2026: the next Sunday is the 22nd, 1 PM EST.
    expect(lock(sunday, '2026-11-17T15:00:00Z')).toBe('2026-11-22T18:00:00.000Z');
    expect(lock(sunday, '2026-11-22T18:00:00Z')).toBe('2026-11-29T18:00:00.000Z');
    expect(lock(sunday, '2026-11-22T17:59:59Z')).toBe('2026-11-22T18:00:00.000Z');
    // Saturday 31 October 2026, EDT; the Sunday after is 1 November, already EST.
    expect(lock(sunday, '2026-10-31T12:00:00Z')).toBe('2026-11-01T18:00:00.000Z');
  });

  it('locks a season-long contest once a year, next year after it passed', () => {
    const kickoff = { kind: 'yearly', month: 9, day: 4, hour: 20, minute: 20 } as const;
    expect(lock(kickoff, '2026-06-01T12:00:00Z')).toBe('2026-09-05T00:20:00.000Z');
    expect(lock(kickoff, '2026-09-05T00:20:00Z')).toBe('2027-09-05T00:20:00.000Z');
  });

  it("locks our own raffle's contest when its draw period closes", () => {
    const now = at('2026-11-17T15:00:00Z');
    expect(nextLockAt({ kind: 'raffle', sport: 'nfl', tier: 'platinum' }, now)).toEqual(
      drawPeriodAt({ sport: 'nfl', tier: 'platinum' }, now).closesAt,
    );
  });

  it('counts whole seconds left, rounding a part second up', () => {
    const daily = { kind: 'daily', hour: 19, minute: 0 } as const;
    expect(secondsUntilLock(daily, at('2026-01-15T23:59:00Z'))).toBe(60);
    expect(secondsUntilLock(daily, at('2026-01-15T23:59:59.500Z'))).toBe(1);
  });
});
