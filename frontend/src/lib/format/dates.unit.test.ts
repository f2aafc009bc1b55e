import { describe, expect, it } from 'vitest';
import {
  browserTimeZone,
  formatDateTime,
  formatDay,
  formatDrawTime,
  fromDateTimeInput,
  nextHourOfDay,
  nextMidnight,
  toDateTimeInput,
} from './dates';

const NEW_YORK = 'America/New_York';
const left = (from: Date, to: Date) => to.getTime() - from.getTime();
const hours = (h: number, m = 0, s = 0) => ((h * 60 + m) * 60 + s) * 1000;

describe('dates in the player time zone', () => {
  it('shows a day and an instant in the given zone, the instant with the zone name', () => {
    const lateEvening = '2026-11-24T03:30:00.000Z';
    expect(formatDay(lateEvening, NEW_YORK)).toBe('Nov 23, 2026');
    expect(formatDay(lateEvening, 'UTC')).toBe('Nov 24, 2026');
    expect(formatDateTime(lateEvening, NEW_YORK)).toBe('Nov 23, 2026, 10:30 PM EST');
    expect(formatDateTime(lateEvening, 'Europe/Berlin')).toBe('Nov 24, 2026, 4:30 AM GMT+1');
  });

  it('shows a zone this browser does not know in the browser zone rather than failing', () => {
    const at = '2026-11-24T03:30:00.000Z';
    expect(formatDateTime(at, 'Mars/Olympus_Mons')).toBe(formatDateTime(at, browserTimeZone()));
  });
});

describe('draw times, stated in ET as the rules do', () => {
  const winterDraw = '2026-11-24T04:59:00.000Z'; // 11:59 PM EST on Nov 23
  const summerDraw = '2026-07-01T03:59:00.000Z'; // 11:59 PM EDT on Jun 30

  it('reads "11:59 PM ET" with the local time beside it where the clock differs', () => {
    expect(formatDrawTime(winterDraw, 'America/Los_Angeles')).toBe('Nov 23, 2026, 11:59 PM ET (8:59 PM your time)');
    expect(formatDrawTime(winterDraw, 'America/Chicago')).toBe('Nov 23, 2026, 11:59 PM ET (10:59 PM your time)');
  });

  it('states ET alone for a reader on New York time, and under another name for the same clock', () => {
    expect(formatDrawTime(winterDraw, NEW_YORK)).toBe('Nov 23, 2026, 11:59 PM ET');
    expect(formatDrawTime(winterDraw, 'America/Toronto')).toBe('Nov 23, 2026, 11:59 PM ET');
  });

  it('gives the local date as well when the draw falls on another day there', () => {
    expect(formatDrawTime(winterDraw, 'UTC')).toBe('Nov 23, 2026, 11:59 PM ET (Nov 24, 2026, 4:59 AM your time)');
    expect(formatDrawTime(winterDraw, 'Europe/Berlin')).toBe('Nov 23, 2026, 11:59 PM ET (Nov 24, 2026, 5:59 AM your time)');
  });

  it('keeps 11:59 PM ET across DST, where the UTC instant and the local difference move', () => {
    expect(formatDrawTime(summerDraw, NEW_YORK)).toBe('Jun 30, 2026, 11:59 PM ET');
    expect(formatDrawTime(summerDraw, 'America/Los_Angeles')).toBe('Jun 30, 2026, 11:59 PM ET (8:59 PM your time)');
    // Phoenix keeps standard time all year: 3 hours behind New York in summer, 2 in winter.
    expect(formatDrawTime(summerDraw, 'America/Phoenix')).toBe('Jun 30, 2026, 11:59 PM ET (8:59 PM your time)');
    expect(formatDrawTime(winterDraw, 'America/Phoenix')).toBe('Nov 23, 2026, 11:59 PM ET (9:59 PM your time)');
    // London leaves summer time a week before New York: on Oct 28 it is 4 hours ahead, not 5.
    expect(formatDrawTime('2026-10-29T03:59:00.000Z', 'Europe/London')).toBe('Oct 28, 2026, 11:59 PM ET (Oct 29, 2026, 3:59 AM your time)');
  });

  it('names the zone of every other instant, summer and winter', () => {
    expect(formatDateTime(summerDraw, 'America/Los_Angeles')).toBe('Jun 30, 2026, 8:59 PM PDT');
    expect(formatDateTime(winterDraw, 'America/Los_Angeles')).toBe('Nov 23, 2026, 8:59 PM PST');
    expect(formatDateTime(winterDraw, 'UTC')).toBe('Nov 24, 2026, 4:59 AM UTC');
  });
});

describe('next midnight', () => {
  it('is the start of tomorrow in the zone, and the following one at midnight itself', () => {
    const now = new Date('2025-09-07T01:30:15.000Z'); // 21:30:15 in New York
    expect(nextMidnight(now, NEW_YORK)).toEqual(new Date('2025-09-07T04:00:00.000Z'));
    expect(left(now, nextMidnight(now, NEW_YORK))).toBe(hours(2, 29, 45));
    const midnight = new Date('2025-09-07T04:00:00.000Z');
    expect(left(midnight, nextMidnight(midnight, NEW_YORK))).toBe(hours(24));
  });

  it('follows the zone clock across DST changes', () => {
    // New York falls back on 2 November 2025 (a 25-hour day) and springs forward on 9 March 2025 (23 hours).
    const fallBack = new Date('2025-11-02T04:30:00.000Z');
    const springForward = new Date('2025-03-09T05:30:00.000Z');
    expect(left(fallBack, nextMidnight(fallBack, NEW_YORK))).toBe(hours(24, 30));
    expect(left(springForward, nextMidnight(springForward, NEW_YORK))).toBe(hours(22, 30));
  });
});

describe('next hour of the day (the pre-game 8 PM)', () => {
  it('runs to today at that hour, or tomorrow once it has passed', () => {
    const morning = new Date('2025-09-06T13:30:00.000Z'); // 9:30 in New York
    expect(nextHourOfDay(morning, 20, NEW_YORK)).toEqual(new Date('2025-09-07T00:00:00.000Z'));
    expect(left(morning, nextHourOfDay(morning, 20, NEW_YORK))).toBe(hours(10, 30));
    const eight = new Date('2025-09-07T00:00:00.000Z');
    expect(nextHourOfDay(eight, 20, NEW_YORK)).toEqual(new Date('2025-09-08T00:00:00.000Z'));
  });
});

describe('datetime-local inputs', () => {
  it('round-trips an instant through the wall clock of the zone', () => {
    const at = new Date('2026-03-08T07:15:30.000Z');
    expect(toDateTimeInput(at, NEW_YORK)).toBe('2026-03-08T03:15:30');
    expect(fromDateTimeInput('2026-03-08T03:15:30', NEW_YORK)).toEqual(at);
    expect(fromDateTimeInput('2026-03-08T03:15', NEW_YORK)).toEqual(new Date('2026-03-08T07:15:00.000Z'));
    expect(fromDateTimeInput('', NEW_YORK)).toBeNull();
  });
});
