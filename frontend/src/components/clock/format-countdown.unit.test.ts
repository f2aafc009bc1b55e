import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown';

describe('formatCountdown', () => {
  it('formats HH:MM:SS, rounding down to whole seconds', () => {
    expect(formatCountdown(3_723_999)).toBe('01:02:03');
    expect(formatCountdown(999)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('keeps counting hours past a day', () => {
    expect(formatCountdown(25 * 3600 * 1000)).toBe('25:00:00');
  });
});
