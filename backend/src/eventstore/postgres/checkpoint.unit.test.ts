import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { START } from '@fr/contracts';
import { fromCheckpoint, toCheckpoint } from './checkpoint';

const xid8 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });
const position = fc.bigInt({ min: 1n, max: 2n ** 63n - 1n });
const compare = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

describe('postgres checkpoints', () => {
  it('sort as strings exactly like (transaction_id, global_position) sorts as numbers', () => {
    fc.assert(
      fc.property(xid8, position, xid8, position, (x1, p1, x2, p2) => {
        const [a, b] = [toCheckpoint(String(x1), String(p1)), toCheckpoint(String(x2), String(p2))];
        const numeric = compare(x1, x2) || compare(p1, p2);
        expect(a < b ? -1 : a > b ? 1 : 0).toBe(numeric);
        expect(a > START).toBe(true);
      }),
    );
  });

  it('round-trip', () => {
    fc.assert(
      fc.property(xid8, position, (xid, global) => {
        expect(fromCheckpoint(toCheckpoint(String(xid), String(global)))).toEqual({
          transactionId: String(xid),
          globalPosition: String(global),
        });
      }),
    );
    expect(fromCheckpoint(START)).toEqual({ transactionId: '0', globalPosition: '0' });
    expect(() => fromCheckpoint('12-34')).toThrow(RangeError);
  });
});
