import { describe, expect, it } from 'vitest';
import { EventIdConflictError, WrongExpectedVersionError, type EventStore, type StreamAppendOutcome } from '@fr/contracts';
import { freshStart, ids, newEvent, newEvents, readAllUntil, uniqueStream } from './harness';

function appended(outcome: StreamAppendOutcome | undefined) {
  if (outcome?.status !== 'appended') throw new Error(`expected an append, got ${JSON.stringify(outcome)}`);
  return outcome.result;
}

function conflict(outcome: StreamAppendOutcome | undefined) {
  if (outcome?.status !== 'conflict') throw new Error(`expected a conflict, got ${JSON.stringify(outcome)}`);
  return outcome.error;
}

export function appendManyContract(store: () => EventStore, strictIdempotency: boolean): void {
  describe('multi-stream append', () => {
    it('appends every stream at its own expected version and answers in the batch order', async () => {
      const [created, exact, any] = [uniqueStream('many-new'), uniqueStream('many-exact'), uniqueStream('many-any')];
      await store().append(exact, newEvents(2));
      await store().append(any, newEvents(1));
      const batch = [
        { streamId: created, events: newEvents(3), expectedVersion: 'no_stream' as const },
        { streamId: exact, events: newEvents(2), expectedVersion: 2 },
        { streamId: any, events: newEvents(1) },
      ];
      const outcomes = await store().appendMany(batch);
      expect(outcomes.map((o) => o.streamId)).toEqual([created, exact, any]);
      expect(outcomes.map((o) => appended(o).version)).toEqual([3, 4, 2]);
      for (const [i, { streamId, events }] of batch.entries()) {
        const stored = await store().read(streamId);
        expect(ids(stored.slice(-events.length))).toEqual(ids(events));
        expect(stored.map((e) => e.streamPosition)).toEqual(stored.map((_, k) => k + 1));
        // Each stream's answer is the checkpoint of its own last event.
        expect(appended(outcomes[i]).position).toBe(stored.at(-1)?.position);
      }
    });

    it('appends the other streams when one is at another version, and reports that one', async () => {
      const streams = Array.from({ length: 5 }, () => uniqueStream('many-conflict'));
      for (const streamId of streams) await store().append(streamId, newEvents(1));
      await store().append(streams[2]!, newEvents(1)); // moved on: now at version 2
      const batch = streams.map((streamId) => ({ streamId, events: newEvents(2), expectedVersion: 1 }));
      const outcomes = await store().appendMany(batch);

      const error = conflict(outcomes[2]);
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect(error).toMatchObject({ streamId: streams[2], expected: 1, actual: 2 });
      expect(await store().read(streams[2]!)).toHaveLength(2);
      for (const i of [0, 1, 3, 4]) {
        expect(appended(outcomes[i]).version).toBe(3);
        expect(ids((await store().read(streams[i]!)).slice(1))).toEqual(ids(batch[i]!.events));
      }
    });

    it('reports a missing stream and a stream that exists already as conflicts', async () => {
      const [missing, existing, fine] = [uniqueStream('many-missing'), uniqueStream('many-existing'), uniqueStream('many-fine')];
      await store().append(existing, newEvents(1));
      const outcomes = await store().appendMany([
        { streamId: missing, events: newEvents(1), expectedVersion: 4 },
        { streamId: existing, events: newEvents(1), expectedVersion: 'no_stream' },
        { streamId: fine, events: newEvents(1), expectedVersion: 'no_stream' },
      ]);
      expect(conflict(outcomes[0])).toMatchObject({ streamId: missing, actual: 0 });
      expect(conflict(outcomes[1])).toMatchObject({ streamId: existing, actual: 1 });
      expect(appended(outcomes[2]).version).toBe(1);
      expect(await store().read(missing)).toEqual([]);
    });

    it('answers a replayed batch as append answers a replay, and writes nothing twice', async () => {
      const streams = Array.from({ length: 3 }, () => uniqueStream('many-replay'));
      const batch = streams.map((streamId) => ({ streamId, events: newEvents(2), expectedVersion: 'no_stream' as const }));
      const original = await store().appendMany(batch);
      const replay = await store().appendMany(batch);
      for (const [i, outcome] of replay.entries()) {
        expect(appended(outcome).version).toBe(appended(original[i]).version);
        if (strictIdempotency) expect(appended(outcome)).toEqual({ ...appended(original[i]), replayed: true });
        expect(await store().read(streams[i]!)).toHaveLength(2);
      }
    });

    it('appends new streams beside a replayed one in the same batch', async () => {
      const [replayed, fresh] = [uniqueStream('many-old'), uniqueStream('many-fresh')];
      const events = newEvents(2);
      const original = await store().append(replayed, events);
      const outcomes = await store().appendMany([
        { streamId: fresh, events: newEvents(1), expectedVersion: 'no_stream' },
        // 'any' passes the version check, so only the stored ids tell this from a new append.
        { streamId: replayed, events },
      ]);
      expect(appended(outcomes[0]).version).toBe(1);
      expect(appended(outcomes[1]).version).toBe(original.version);
      expect(await store().read(replayed)).toHaveLength(2);
      expect(await store().read(fresh)).toHaveLength(1);
    });

    it.runIf(strictIdempotency)('reports a stored id with other content as that stream conflict only', async () => {
      const [clashing, fine] = [uniqueStream('many-clash'), uniqueStream('many-clean')];
      const event = newEvent('Granted', { coins: 10 });
      await store().append(clashing, [event]);
      const outcomes = await store().appendMany([
        { streamId: clashing, events: [{ ...event, data: { coins: 11 } }] },
        { streamId: fine, events: newEvents(2) },
      ]);
      expect(conflict(outcomes[0])).toBeInstanceOf(EventIdConflictError);
      expect(appended(outcomes[1]).version).toBe(2);
      expect(ids(await store().read(clashing))).toEqual([event.eventId]);
    });

    it('puts the batch in the global log in its order, with increasing checkpoints', async () => {
      const start = await freshStart(store());
      const batch = Array.from({ length: 4 }, (_, i) => ({ streamId: uniqueStream('many-log'), events: newEvents(i + 1) }));
      const outcomes = await store().appendMany(batch);
      const positions = outcomes.map((o) => appended(o).position);
      expect(positions.toSorted()).toEqual(positions);
      expect(new Set(positions).size).toBe(positions.length);

      const all = batch.flatMap((entry) => entry.events);
      const log = await readAllUntil(store(), start, all.length);
      expect(ids(log)).toEqual(ids(all));
      expect(log.map((e) => e.position).toSorted()).toEqual(log.map((e) => e.position));
      expect(positions.at(-1)).toBe(log.at(-1)?.position);
    });

    it('lets exactly one of several racing batches win each stream', async () => {
      const streams = Array.from({ length: 5 }, () => uniqueStream('many-race'));
      for (const streamId of streams) await store().append(streamId, newEvents(1));
      // Each batch names the streams in another order, so batches lock them in different orders.
      const batches = Array.from({ length: 8 }, (_, b) =>
        streams
          .map((_, k) => streams[(k + b) % streams.length]!)
          .map((streamId) => ({ streamId, events: newEvents(1), expectedVersion: 1 })),
      );
      const results = await Promise.all(batches.map((batch) => store().appendMany(batch)));
      for (const streamId of streams) {
        const outcomes = results.flatMap((outcomes) => outcomes.filter((o) => o.streamId === streamId));
        expect(outcomes.filter((o) => o.status === 'appended')).toHaveLength(1);
        for (const lost of outcomes.filter((o) => o.status === 'conflict'))
          expect(conflict(lost)).toBeInstanceOf(WrongExpectedVersionError);
        expect(await store().read(streamId)).toHaveLength(2);
      }
    });

    it('confirms the version of a stream given no events, and refuses a batch naming a stream twice', async () => {
      const [quiet, busy] = [uniqueStream('many-quiet'), uniqueStream('many-busy')];
      await store().append(quiet, newEvents(2));
      const outcomes = await store().appendMany([
        { streamId: quiet, events: [], expectedVersion: 2 },
        { streamId: busy, events: [], expectedVersion: 1 },
      ]);
      expect(appended(outcomes[0]).version).toBe(2);
      expect(conflict(outcomes[1])).toMatchObject({ streamId: busy, actual: 0 });
      await expect(
        store().appendMany([
          { streamId: quiet, events: newEvents(1) },
          { streamId: quiet, events: newEvents(1) },
        ]),
      ).rejects.toBeInstanceOf(RangeError);
      expect(await store().read(quiet)).toHaveLength(2);
      expect(await store().appendMany([])).toEqual([]);
    });
  });
}
