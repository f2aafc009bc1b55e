import { describe, expect, it } from 'vitest';
import type { EventStore, NewEvent } from '@fr/contracts';
import { eventually, freshStart, ids, newEvent, newEvents, readAllUntil, uniqueStream } from './harness';

function expectIncreasing(checkpoints: string[]): void {
  for (let index = 1; index < checkpoints.length; index++) {
    expect((checkpoints[index] ?? '') > (checkpoints[index - 1] ?? '')).toBe(true);
  }
}

export function readAllContract(store: () => EventStore): void {
  describe('global log', () => {
    it('reads all streams in append order with sortable checkpoints', async () => {
      const start = await freshStart(store());
      const [a, b] = [uniqueStream('log-a'), uniqueStream('log-b')];
      const appended: NewEvent[] = [];
      for (const streamId of [a, b, a, b]) {
        const event = newEvent('Logged', { streamId });
        appended.push(event);
        await store().append(streamId, [event]);
      }

      const events = await readAllUntil(store(), start, appended.length);
      expect(ids(events)).toEqual(ids(appended));
      expect(events.map((event) => event.streamId)).toEqual([a, b, a, b]);
      expectIncreasing(events.map((event) => event.position));
      expect(await store().readAll({ after: events.at(-1)?.position })).toEqual([]);
      const last = events.at(-1)?.position ?? '';
      let head = start;
      await eventually(
        () => head >= last,
        10_000,
        async () => void (head = await store().head()),
      );
    });

    it('pages with after and limit', async () => {
      const start = await freshStart(store());
      const appended = newEvents(5);
      await store().append(uniqueStream('page'), appended);
      await readAllUntil(store(), start, appended.length);

      const firstPage = await store().readAll({ after: start, limit: 2 });
      expect(ids(firstPage)).toEqual(ids(appended.slice(0, 2)));
      const rest = await store().readAll({ after: firstPage.at(-1)?.position, limit: 10 });
      expect(ids(rest)).toEqual(ids(appended.slice(2)));
      expect(await store().readAll({ after: rest.at(-1)?.position })).toEqual([]);
    });

    it('reads 10,000 events back in order through pages', { timeout: 60_000 }, async () => {
      const start = await freshStart(store());
      const streams = Array.from({ length: 20 }, () => uniqueStream('bulk'));
      const appended: NewEvent[] = [];
      for (const streamId of streams) {
        const batch = newEvents(500, 'Bulk');
        appended.push(...batch);
        await store().append(streamId, batch, { expectedVersion: 'no_stream' });
      }

      const events = await readAllUntil(store(), start, appended.length, 1000);
      expect(events).toHaveLength(10_000);
      expect(ids(events)).toEqual(ids(appended));
      expectIncreasing(events.map((event) => event.position));
      for (const [index, event] of events.entries()) expect(event.streamPosition).toBe((index % 500) + 1);
    });
  });
}
