import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  StreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
} from '@eventstore/db-client';
import {
  START,
  WrongExpectedVersionError,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type StoredEvent,
  type Subscription,
} from '@fr/contracts';
import { appendStreamByStream, assertDistinctEventIds, findStoredReplay, normalizeExpectedVersion } from '../append-rules';
import { isSystemEvent, toCheckpoint, toEventData, toReadPosition, toStoredEvent } from './event-mapping';
import { PushSubscription } from './push-subscription';
import { currentToVersion, revisionToVersion, toExpectedRevision } from './revisions';

const DEFAULT_PAGE_SIZE = 1000;

/**
 * The EventStoreDB adapter. Our version N is ESDB revision N - 1.
 *
 * Idempotency is best-effort here: ESDB recognises a retried append by event id only while the ids are in its
 * in-memory cache, and never compares payloads, so "same id, other content" is not detected. When ESDB reports a
 * wrong expected version we read the target positions back and accept an exact replay, which covers the common
 * retry. Commands that must never apply twice keep their own idempotency record in PostgreSQL.
 */
export function createEventStoreDbEventStore(connectionString: string): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);
  const subscriptions = new Set<Subscription>();

  async function readStream(streamId: string, fromRevision: bigint, maxCount?: number): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamId, { fromRevision, maxCount, direction: FORWARDS })) {
        if (resolved.event) events.push(toStoredEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async function currentVersion(streamId: string): Promise<number> {
    try {
      for await (const resolved of client.readStream(streamId, { fromRevision: END, maxCount: 1, direction: BACKWARDS })) {
        return revisionToVersion(resolved.event?.revision);
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return 0;
  }

  async function findReplay(streamId: string, events: NewEvent[], expected: 'any' | number) {
    if (expected === 'any') return undefined;
    const stored = await readStream(streamId, BigInt(expected), events.length);
    const last = findStoredReplay(streamId, events, expected, new Map(stored.map((event) => [event.eventId, event])));
    return last && { version: last.streamPosition, position: last.position, replayed: true };
  }

  async function append(streamId: string, events: NewEvent[], options: { expectedVersion?: ExpectedVersion } = {}): Promise<AppendResult> {
    const expected = normalizeExpectedVersion(options.expectedVersion);
    assertDistinctEventIds(events);
    if (events.length === 0) {
      const version = await currentVersion(streamId);
      if (expected !== 'any' && expected !== version) {
        throw new WrongExpectedVersionError(streamId, options.expectedVersion ?? 'any', version);
      }
      return { version, position: START };
    }
    try {
      const result = await client.appendToStream(streamId, events.map(toEventData), {
        expectedRevision: toExpectedRevision(expected),
      });
      return {
        version: revisionToVersion(result.nextExpectedRevision),
        position: result.position ? toCheckpoint(result.position) : START,
      };
    } catch (error) {
      if (!(error instanceof EsdbWrongExpectedVersionError)) throw error;
      const replay = await findReplay(streamId, events, expected);
      if (replay) return replay;
      throw new WrongExpectedVersionError(streamId, options.expectedVersion ?? 'any', currentToVersion(error.actualVersion));
    }
  }

  return {
    name: 'eventstoredb',
    append,
    // @eventstore/db-client 6 has no multi-stream append (KurrentDB 25.1's arrived in its successor client), so stream
    // by stream: the same outcomes, a conflict still that stream's alone, but one round trip per stream.
    appendMany: (batch) => appendStreamByStream(append, batch),

    read: (streamId, options = {}) => readStream(streamId, BigInt(options.fromVersion ?? 0)),

    async readAll(options = {}) {
      const limit = options.limit ?? DEFAULT_PAGE_SIZE;
      const events: StoredEvent[] = [];
      // $all interleaves system records we skip, so keep reading chunks until the page is full or the log ends.
      let floor = options.after ?? START;
      for (;;) {
        let records = 0;
        for await (const resolved of client.readAll({ fromPosition: toReadPosition(floor), maxCount: limit + 1 })) {
          records++;
          const recorded = resolved.event;
          if (!recorded?.position || toCheckpoint(recorded.position) <= floor) continue;
          floor = toCheckpoint(recorded.position);
          if (isSystemEvent(recorded)) continue;
          events.push(toStoredEvent(recorded));
          if (events.length === limit) return events;
        }
        if (records < limit + 1) return events;
      }
    },

    async head() {
      for await (const resolved of client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 })) {
        if (resolved.event?.position) return toCheckpoint(resolved.event.position);
      }
      return START;
    },

    subscribe(options) {
      const subscription = new PushSubscription(
        (after) => client.subscribeToAll({ fromPosition: toReadPosition(after), filter: excludeSystemEvents() }),
        options,
      );
      subscriptions.add(subscription);
      return {
        async close() {
          subscriptions.delete(subscription);
          await subscription.close();
        },
      };
    },

    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      subscriptions.clear();
      await client.dispose();
    },
  };
}
