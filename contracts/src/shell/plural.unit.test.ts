import { describe, expect, it } from 'vitest';
import { counted, plural } from './plural';

const weeks = { one: 'consecutive game week', other: 'consecutive game weeks' };

describe('plural', () => {
  it('uses the singular for exactly one and the plural for zero, several and fractions', () => {
    expect(plural(1, weeks)).toBe('consecutive game week');
    expect([0, 2, 11, 1.5].map((n) => plural(n, weeks))).toEqual(Array(4).fill('consecutive game weeks'));
  });

  it('groups thousands in counted texts', () => {
    expect(counted(1, { one: 'ticket', other: 'tickets' })).toBe('1 ticket');
    expect(counted(12500, { one: 'ticket', other: 'tickets' })).toBe('12,500 tickets');
  });
});
