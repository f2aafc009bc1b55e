import { describe, expect, it } from 'vitest';
import { ANALYTICS_TIME_ZONE } from './constants';
import { analyticsDay } from './dates';

const direct = new Intl.DateTimeFormat('en-CA', { timeZone: ANALYTICS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

describe('analyticsDay', () => {
  it('is the New York date on both sides of midnight and of both DST changes', () => {
    expect(analyticsDay(new Date('2026-11-22T04:59:59.999Z'))).toBe('2026-11-21');
    expect(analyticsDay(new Date('2026-11-22T05:00:00.000Z'))).toBe('2026-11-22');
    expect(analyticsDay(new Date('2026-07-01T03:59:59.999Z'))).toBe('2026-06-30');
    expect(analyticsDay(new Date('2026-07-01T04:00:00.000Z'))).toBe('2026-07-01');
  });

  // Days are kept per quarter hour: every instant, read in any order and again, still gets its own date.
  it('answers the formatted date for every instant, whatever was asked before', () => {
    const starts = ['2026-03-07T00:00:00Z', '2026-10-31T00:00:00Z', '2026-12-31T00:00:00Z'].map(Date.parse);
    const instants = starts.flatMap((start) => Array.from({ length: 1_000 }, (_, i) => new Date(start + i * 7 * 60_000 + (i % 13))));
    for (const at of [...instants, ...instants.reverse()]) expect(analyticsDay(at)).toBe(direct.format(at));
  });
});
