import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@fr/contracts';
import { movementsOf } from './ledger-movements';

const stored = (type: string, data: Record<string, unknown>): StoredEvent => ({
  eventId: 'e', type, schemaVersion: 1, streamId: 'player-u', streamPosition: 1, position: '1', data, metadata: {}, recordedAt: '2026-01-01T00:00:00Z',
});

describe('double entry', () => {
  it('every coin event moves coins between accounts that cancel out', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({ amount: fc.integer({ min: 1, max: 1e9 }), lot: fc.constantFrom('earned', 'purchased'), from: fc.constantFrom('mint', 'bank') }).map(
            (d) => stored('CoinsCredited', { ...d, userId: 'u', reason: 'r', commandId: 'c' }),
          ),
          fc.record({ earned: fc.nat(1e9), purchased: fc.nat(1e9) }).filter((l) => l.earned + l.purchased > 0).map((lots) =>
            stored('CoinsDebited', { userId: 'u', amount: lots.earned + lots.purchased, lots, to: 'sink', reason: 'r', commandId: 'c' }),
          ),
        ),
        (event) => {
          const movements = movementsOf(event);
          expect(movements.length).toBeGreaterThan(0);
          expect(movements.reduce((sum, m) => sum + m.amount, 0)).toBe(0);
          const player = movements.filter((m) => m.account === 'player:u').reduce((s, m) => s + m.amount, 0);
          expect(Math.abs(player)).toBe(event.data.amount);
        },
      ),
    );
  });

  it('ignores events that move no coins', () => {
    expect(movementsOf(stored('AccountRegistered', {}))).toEqual([]);
  });
});
