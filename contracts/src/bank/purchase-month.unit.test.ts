import { describe, expect, it } from 'vitest';
import { purchaseMonthOf } from './purchase-month';

describe('the purchase month', () => {
  it('is the New York calendar month, whatever the UTC date says', () => {
    // 2 AM UTC on December 1 is still November 30 in New York (EST, UTC-5).
    expect(purchaseMonthOf(new Date('2026-12-01T02:00:00.000Z'))).toEqual({
      from: new Date('2026-11-01T04:00:00.000Z'),
      to: new Date('2026-12-01T05:00:00.000Z'),
    });
  });

  it('crosses the year and takes February as it is', () => {
    expect(purchaseMonthOf(new Date('2026-12-31T12:00:00.000Z')).to).toEqual(new Date('2027-01-01T05:00:00.000Z'));
    expect(purchaseMonthOf(new Date('2028-02-29T12:00:00.000Z'))).toEqual({
      from: new Date('2028-02-01T05:00:00.000Z'),
      to: new Date('2028-03-01T05:00:00.000Z'),
    });
  });
});
