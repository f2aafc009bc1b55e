import { describe, expect, it } from 'vitest';
import { formatCountdown } from '../../../components/clock/format-countdown';
import { nextPreGameStart } from './pre-game';

const local = (hours: number, minutes = 0, seconds = 0, day = 6) => new Date(2025, 8, day, hours, minutes, seconds);

describe('pre-game countdown', () => {
  it('runs to 8 PM local time today', () => {
    expect(nextPreGameStart(local(9, 30))).toEqual(local(20));
    expect(formatCountdown(local(20).getTime() - local(9, 30).getTime())).toBe('10:30:00');
  });

  it('runs to tomorrow 8 PM once today’s has passed', () => {
    expect(nextPreGameStart(local(20))).toEqual(local(20, 0, 0, 7));
    expect(nextPreGameStart(local(23, 15))).toEqual(local(20, 0, 0, 7));
  });
});
