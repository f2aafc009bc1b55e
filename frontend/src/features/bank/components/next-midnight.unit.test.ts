import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCountdown } from '../../../components/clock/format-countdown';
import { nextLocalMidnight } from './next-midnight';

const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = originalZone;
});

const left = (now: Date) => formatCountdown(nextLocalMidnight(now).getTime() - now.getTime());

describe('next local midnight', () => {
  it('is the start of tomorrow in local time', () => {
    const now = new Date(2025, 8, 6, 21, 30, 15);
    expect(nextLocalMidnight(now)).toEqual(new Date(2025, 8, 7));
    expect(left(now)).toBe('02:29:45');
  });

  it('moves on to the following midnight at midnight itself', () => {
    expect(left(new Date(2025, 8, 7, 0, 0, 0))).toBe('24:00:00');
  });

  it('follows the local clock across DST changes', () => {
    // New York falls back on 2 November 2025 (a 25-hour day) and springs forward on 9 March 2025 (23 hours).
    expect(left(new Date(2025, 10, 2, 0, 30))).toBe('24:30:00');
    expect(left(new Date(2025, 2, 9, 0, 30))).toBe('22:30:00');
  });
});
