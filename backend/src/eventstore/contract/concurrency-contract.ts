import { describe, expect, it } from 'vitest';
import { EventIdConflictError, WrongExpectedVersionError, type EventStore } from '@fr/contracts';
import { ids, newEvent, newEvents, uniqueStream } from './harness';

export function concurrencyContract(store: () => EventStore, strictIdempotency: boolean): void {
  describe('concurrency', () => {
    it('lets exactly one of 50 concurrent appends at the same expected version win', async () => {
      const streamId = uniqueStream('race');
      await store().append(streamId, newEvents(1), { expectedVersion: 'no_stream' });
      const attempts = Array.from({ length: 50 }, (_, index) => newEvent('Raced', { index }));
      const outcomes = await Promise.allSettled(attempts.map((event) => store().append(streamId, [event], { expectedVersion: 1 })));

      const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const losers = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(49);
      for (const loser of losers) expect(loser).toBeInstanceOf(WrongExpectedVersionError);
      expect((await store().read(streamId)).map((event) => event.streamPosition)).toEqual([1, 2]);
    });

    it('creates a stream once when 20 appends race with no_stream', async () => {
      const streamId = uniqueStream('create-race');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, () => store().append(streamId, newEvents(1), { expectedVersion: 'no_stream' })),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      expect(await store().read(streamId)).toHaveLength(1);
    });
  });

  describe('idempotency', () => {
    it('treats re-appending stored events as success with the stored version', async () => {
      const streamId = uniqueStream('replay');
      const events = [newEvent('A', { n: 1 }), newEvent('B', { n: 2, when: undefined })];
      const original = await store().append(streamId, events, { expectedVersion: 'no_stream' });
      await store().append(streamId, newEvents(1));

      const replay = await store().append(streamId, events, { expectedVersion: 'no_stream' });
      expect(replay.version).toBe(original.version);
      expect(await store().read(streamId)).toHaveLength(3);
    });

    it.runIf(strictIdempotency)('answers a replay with the original result whatever the expected version', async () => {
      const streamId = uniqueStream('replay-any');
      const events = newEvents(2);
      const original = await store().append(streamId, events, { expectedVersion: 'no_stream' });
      await store().append(streamId, newEvents(1));
      expect(original.replayed).toBeUndefined();
      // The original result, said to be a replay: the stream has moved on since.
      expect(await store().append(streamId, events, { expectedVersion: 'no_stream' })).toEqual({ ...original, replayed: true });
      expect(await store().append(streamId, events, { expectedVersion: 'any' })).toEqual({ ...original, replayed: true });
      expect(await store().read(streamId)).toHaveLength(3);
    });

    it('treats a retried exact-version append as success', async () => {
      const streamId = uniqueStream('retry');
      await store().append(streamId, newEvents(2));
      const event = newEvent('Granted', { coins: 10 }, `grant:${streamId}:1`);
      const original = await store().append(streamId, [event], { expectedVersion: 2 });
      expect((await store().append(streamId, [event], { expectedVersion: 2 })).version).toBe(3);
      expect(original.version).toBe(3);
    });

    it.runIf(strictIdempotency)('rejects a stored id with other content or in another stream', async () => {
      const streamId = uniqueStream('conflict');
      const event = newEvent('Granted', { coins: 10 });
      await store().append(streamId, [event]);

      const changed = { ...event, data: { coins: 11 } };
      await expect(store().append(streamId, [changed])).rejects.toBeInstanceOf(EventIdConflictError);
      await expect(store().append(streamId, [{ ...event, type: 'Other' }])).rejects.toBeInstanceOf(EventIdConflictError);
      await expect(store().append(uniqueStream('elsewhere'), [event])).rejects.toBeInstanceOf(EventIdConflictError);
      await expect(store().append(streamId, [event, newEvent('New')])).rejects.toBeInstanceOf(EventIdConflictError);
      expect(ids(await store().read(streamId))).toEqual([event.eventId]);
    });

    it.runIf(strictIdempotency)('lets concurrent identical appends all succeed once stored', async () => {
      const streamId = uniqueStream('dup-race');
      const events = [newEvent('Once', { n: 1 })];
      const results = await Promise.all(Array.from({ length: 10 }, () => store().append(streamId, events)));
      expect(new Set(results.map((result) => result.version))).toEqual(new Set([1]));
      expect(await store().read(streamId)).toHaveLength(1);
    });
  });
}
