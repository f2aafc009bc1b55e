import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditMovements, debitMovements } from './coins-movements';

const sumOf = (movements: Array<{ amount: number }>) => movements.reduce((sum, m) => sum + m.amount, 0);
const playerSum = (movements: Array<{ account: string; amount: number }>) => sumOf(movements.filter((m) => m.account === 'player:u'));

describe('double entry', () => {
  it('a credit moves coins from its source into the player account, cancelling out', () => {
    fc.assert(
      fc.property(
        fc.record({
          amount: fc.integer({ min: 1, max: 1e9 }),
          lot: fc.constantFrom('earned', 'purchased'),
          from: fc.constantFrom('mint', 'bank'),
        }),
        (d) => {
          const movements = creditMovements({ ...d, userId: 'u', reason: 'r', commandId: 'c' });
          expect(sumOf(movements)).toBe(0);
          expect(playerSum(movements)).toBe(d.amount);
        },
      ),
    );
  });

  it('a debit moves each lot it touches out of the player account to the sink, cancelling out', () => {
    fc.assert(
      fc.property(
        fc.record({ earned: fc.nat(1e9), purchased: fc.nat(1e9) }).filter((l) => l.earned + l.purchased > 0),
        (lots) => {
          const amount = lots.earned + lots.purchased;
          const movements = debitMovements({ userId: 'u', amount, lots, to: 'sink', reason: 'r', commandId: 'c' });
          expect(movements.length).toBe((lots.earned > 0 ? 2 : 0) + (lots.purchased > 0 ? 2 : 0));
          expect(sumOf(movements)).toBe(0);
          expect(playerSum(movements)).toBe(-amount);
        },
      ),
    );
  });
});
