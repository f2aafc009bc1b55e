import { describe, expect, it } from 'vitest';
import type { EventStore, NewEvent, StoredEvent } from '@fr/contracts';
import { eventually, freshStart, ids, newEvents, uniqueStream } from './harness';

export function subscribeContract(store: () => EventStore): void {
  describe('subscribe', () => {
    it('delivers every event exactly once, in order, in sequential batches', async () => {
      const start = await freshStart(store());
      const appended: NewEvent[] = newEvents(5);
      await store().append(uniqueStream('sub'), appended);
      const received: StoredEvent[] = [];
      let inFlight = 0;
      let overlapped = false;
      const subscription = store().subscribe({
        after: start,
        batchSize: 4,
        async onEvents(events) {
          overlapped ||= inFlight > 0;
          inFlight++;
          await new Promise((resolve) => setTimeout(resolve, 5));
          received.push(...events);
          inFlight--;
        },
      });
      for (let round = 0; round < 5; round++) {
        const batch = newEvents(5);
        appended.push(...batch);
        await store().append(uniqueStream('sub'), batch);
      }

      await eventually(() => received.length >= appended.length);
      await subscription.close();
      expect(ids(received)).toEqual(ids(appended));
      expect(overlapped).toBe(false);
    });

    it('redelivers a batch whose handler failed instead of skipping it', async () => {
      const start = await freshStart(store());
      const appended = newEvents(3);
      await store().append(uniqueStream('retry'), appended);
      const received: StoredEvent[] = [];
      const errors: unknown[] = [];
      let failures = 1;
      const subscription = store().subscribe({
        after: start,
        async onEvents(events) {
          if (failures-- > 0) throw new Error('handler failed');
          received.push(...events);
        },
        onError: (error) => errors.push(error),
      });

      await eventually(() => received.length >= appended.length);
      await subscription.close();
      expect(ids(received)).toEqual(ids(appended));
      expect(errors).toHaveLength(1);
    });

    it('stops delivering once closed', async () => {
      const received: StoredEvent[] = [];
      const subscription = store().subscribe({
        after: await freshStart(store()),
        onEvents: async (events) => void received.push(...events),
      });
      await subscription.close();
      await store().append(uniqueStream('closed'), newEvents(1));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received).toEqual([]);
    });
  });
}
