import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@fr/contracts';
import { eventually, freshStart, ids, newEvent, pause, uniqueStream, type EventStoreHarness, type HeldAppend } from './harness';

/**
 * The classic polling bug: global positions are taken at insert but become visible at commit, so a consumer that
 * follows position order can move past an event that commits late and never see it. A store that orders by
 * position alone fails this test: the consumer receives the later event first and its checkpoint jumps over the
 * held one.
 */
export function gapSafetyContract(harness: () => EventStoreHarness): void {
  describe('gap safety', () => {
    it('never lets a consumer skip a slow transaction that commits after a later one', async (context) => {
      const { store, holdOpenAppend } = harness();
      if (!holdOpenAppend) return context.skip('the adapter cannot hold a transaction open');
      const start = await freshStart(store);
      const received: StoredEvent[] = [];
      const subscription = store.subscribe({ after: start, onEvents: async (events) => void received.push(...events) });
      let held: HeldAppend | undefined;
      try {
        const slow = newEvent('Slow', { order: 1 });
        const fast = newEvent('Fast', { order: 2 });
        held = await holdOpenAppend(uniqueStream('slow'), slow);
        await store.append(uniqueStream('fast'), [fast]);

        await pause(400);
        expect(ids(received)).toEqual([]);
        expect(await store.readAll({ after: start })).toEqual([]);
        expect(await store.head()).toBe(start);

        await held.commit();
        held = undefined;
        await eventually(() => received.length >= 2);
        expect(ids(received)).toEqual([slow.eventId, fast.eventId]);
        expect(ids(await store.readAll({ after: start }))).toEqual([slow.eventId, fast.eventId]);
      } finally {
        // A failed assertion must not leave the transaction (and its pooled connection) open.
        await held?.commit();
        await subscription.close();
      }
    });
  });
}
