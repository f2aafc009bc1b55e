import { describe, expect, it } from 'vitest';
import { WrongExpectedVersionError, type EventStore } from '@fr/contracts';
import { ids, newEvent, newEvents, uniqueStream } from './harness';

async function expectWrongVersion(attempt: Promise<unknown>, actual: number): Promise<void> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  expect((error as WrongExpectedVersionError).actual).toBe(actual);
}

export function appendContract(store: () => EventStore): void {
  describe('append and read', () => {
    it('stores events with 1-based positions and reads them back', async () => {
      const streamId = uniqueStream('basic');
      const first = newEvent('Opened', { owner: 'u1', nested: { coins: 5 } });
      const second = { ...newEvent('Renamed', { name: 'x' }), schemaVersion: 2, metadata: { correlationId: 'c1' } };
      const result = await store().append(streamId, [first, second], { expectedVersion: 'no_stream' });
      expect(result.version).toBe(2);

      const events = await store().read(streamId);
      expect(ids(events)).toEqual([first.eventId, second.eventId]);
      expect(events.map((event) => event.streamPosition)).toEqual([1, 2]);
      expect(events[0]).toMatchObject({ type: 'Opened', schemaVersion: 1, streamId, data: first.data });
      expect(events[1]).toMatchObject({ schemaVersion: 2, metadata: { correlationId: 'c1' } });
      expect(Number.isNaN(Date.parse(events[0]?.recordedAt ?? ''))).toBe(false);
      expect(result.position).toBe(events[1]?.position);
    });

    it('reads the events after a version, and an unknown stream as empty', async () => {
      const streamId = uniqueStream('from');
      const events = newEvents(3);
      await store().append(streamId, events);
      expect(ids(await store().read(streamId, { fromVersion: 1 }))).toEqual(ids(events.slice(1)));
      expect(await store().read(streamId, { fromVersion: 3 })).toEqual([]);
      expect(await store().read(uniqueStream('missing'))).toEqual([]);
    });

    it('accepts deterministic text ids', async () => {
      const streamId = uniqueStream('checkin');
      const eventId = `checkin:${streamId}:2026-11-22`;
      await store().append(streamId, [newEvent('CheckedIn', {}, eventId)]);
      expect(ids(await store().read(streamId))).toEqual([eventId]);
    });
  });

  describe('expected version', () => {
    it("'any' creates a stream and appends to an existing one", async () => {
      const streamId = uniqueStream('any');
      expect((await store().append(streamId, newEvents(2), { expectedVersion: 'any' })).version).toBe(2);
      expect((await store().append(streamId, newEvents(1))).version).toBe(3);
    });

    it("'no_stream' (and 0) only create", async () => {
      const streamId = uniqueStream('create');
      expect((await store().append(streamId, newEvents(1), { expectedVersion: 0 })).version).toBe(1);
      await expectWrongVersion(store().append(streamId, newEvents(1), { expectedVersion: 'no_stream' }), 1);
      await expectWrongVersion(store().append(streamId, newEvents(1), { expectedVersion: 0 }), 1);
    });

    it('an exact version appends only on a match', async () => {
      const streamId = uniqueStream('exact');
      await store().append(streamId, newEvents(2), { expectedVersion: 'no_stream' });
      expect((await store().append(streamId, newEvents(2), { expectedVersion: 2 })).version).toBe(4);
      await expectWrongVersion(store().append(streamId, newEvents(1), { expectedVersion: 2 }), 4);
      await expectWrongVersion(store().append(streamId, newEvents(1), { expectedVersion: 5 }), 4);
      await expectWrongVersion(store().append(uniqueStream('absent'), newEvents(1), { expectedVersion: 3 }), 0);
      expect((await store().read(streamId)).map((event) => event.streamPosition)).toEqual([1, 2, 3, 4]);
    });

    it('reports the stream, the expectation and the actual version', async () => {
      const streamId = uniqueStream('report');
      await store().append(streamId, newEvents(1));
      await expect(store().append(streamId, newEvents(1), { expectedVersion: 7 })).rejects.toMatchObject({
        streamId,
        expected: 7,
        actual: 1,
      });
    });
  });
}
