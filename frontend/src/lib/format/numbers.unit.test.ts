import { describe, expect, it } from 'vitest';
import { formatCents, formatCoins, formatNumber, formatPercent, formatSignedCoins, formatUsd } from './numbers';

describe('number formats', () => {
  it('groups coins and counts, with an ellipsis for a balance still loading', () => {
    expect(formatCoins(12500)).toBe('12,500');
    expect(formatCoins(undefined)).toBe('…');
    expect(formatNumber(87.256)).toBe('87.26');
    expect(formatSignedCoins(500)).toBe('+500');
    expect(formatSignedCoins(-1000)).toBe('-1,000');
  });

  it('shows dollars with cents, or without them on round amounts where asked', () => {
    expect(formatUsd(4.99)).toBe('$4.99');
    expect(formatUsd(600)).toBe('$600.00');
    expect(formatUsd(600, { whole: true })).toBe('$600');
    expect(formatUsd(4.5, { whole: true })).toBe('$4.50');
    expect(formatCents(123456)).toBe('$1,234.56');
  });

  it('shows percentages trimmed, fixed or signed', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(12, { fixed: true, signed: true })).toBe('+12.0%');
    expect(formatPercent(-3.25, { fixed: true, signed: true })).toBe('-3.3%');
  });
});
