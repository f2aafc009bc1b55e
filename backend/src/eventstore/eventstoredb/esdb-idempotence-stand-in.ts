import {
  START,
  WrongExpectedVersionError,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type StoredEvent,
} from '@fr/contracts';
import { appendStreamByStream, assertDistinctEventIds, findStoredReplay, normalizeExpectedVersion } from '../append-rules';
import { createPollingSubscriptions, DEFAULT_POLLING_DELAYS } from '../polling-subscription';

/**
 * An in-memory store that answers appends the way EventStoreDB's server does, with the adapter's own handling around
 * it, so the contract catches lost writes without a container:
 * - with an expected revision, a batch whose ids already sit right after that revision is acknowledged as written,
 *   and nothing is stored, whatever its content (EventStoreDB's idempotence rule);
 * - with `any`, ids it has already stored in the stream are acknowledged the same way (its id cache);
 * - otherwise a revision mismatch is a wrong-expected-version error, which the adapter answers with a replay check of
 *   type and content (as `createEventStoreDbEventStore` does).
 */
export function createEsdbIdempotenceStandIn(): EventStore {
  const streams = new Map<string, StoredEvent[]>();
  const log: StoredEvent[] = [];
  const byId = new Map<string, StoredEvent>();
  const reader = {
    async readAll(options: { after?: string; limit?: number } = {}) {
      const after = options.after ?? START;
      return log.filter((e) => e.position > after).slice(0, options.limit ?? 500);
    },
  };
  const subscriptions = createPollingSubscriptions(reader, DEFAULT_POLLING_DELAYS);

  const acknowledged = (stored: StoredEvent[]): AppendResult => ({
    version: stored.at(-1)!.streamPosition,
    position: stored.at(-1)!.position,
  });

  function serverAppend(streamId: string, events: NewEvent[], expected: 'any' | number): AppendResult {
    const stream = streams.get(streamId) ?? [];
    if (expected === 'any') {
      const known = events.map((e) => byId.get(e.eventId)).filter((e): e is StoredEvent => e?.streamId === streamId);
      if (known.length === events.length) return acknowledged(known);
    } else {
      const following = stream.slice(expected, expected + events.length);
      if (following.length === events.length && following.every((stored, i) => stored.eventId === events[i]!.eventId))
        return acknowledged(following);
      if (stream.length !== expected) throw new WrongExpectedVersionError(streamId, expected === 0 ? 'no_stream' : expected, stream.length);
    }
    const stored = events.map((event, i): StoredEvent => ({
      eventId: event.eventId,
      type: event.type,
      schemaVersion: event.schemaVersion ?? 1,
      streamId,
      streamPosition: stream.length + i + 1,
      position: String(log.length + i + 1).padStart(16, '0'),
      data: JSON.parse(JSON.stringify(event.data)),
      metadata: event.metadata ?? {},
      recordedAt: new Date().toISOString(),
    }));
    streams.set(streamId, [...stream, ...stored]);
    log.push(...stored);
    for (const event of stored) byId.set(event.eventId, event);
    subscriptions.wake();
    return acknowledged(stored);
  }

  async function append(streamId: string, events: NewEvent[], options: { expectedVersion?: ExpectedVersion } = {}): Promise<AppendResult> {
    const expected = normalizeExpectedVersion(options.expectedVersion);
    assertDistinctEventIds(events);
    if (events.length === 0) {
      const version = streams.get(streamId)?.length ?? 0;
      if (expected !== 'any' && expected !== version)
        throw new WrongExpectedVersionError(streamId, options.expectedVersion ?? 'any', version);
      return { version, position: START };
    }
    // Another request's turn comes between any two awaits, as with a real server.
    await Promise.resolve();
    try {
      return serverAppend(streamId, events, expected);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || expected === 'any') throw error;
      const replay = findStoredReplay(streamId, events, expected, byId);
      if (replay) return { version: replay.streamPosition, position: replay.position, replayed: true };
      throw error;
    }
  }

  return {
    name: 'eventstoredb-idempotence-stand-in',
    append,
    // Stream by stream, as the EventStoreDB adapter does.
    appendMany: (batch) => appendStreamByStream(append, batch),
    async read(streamId, options = {}) {
      return (streams.get(streamId) ?? []).slice(options.fromVersion ?? 0);
    },
    readAll: reader.readAll,
    async head() {
      return log.at(-1)?.position ?? START;
    },
    subscribe: (options) => subscriptions.subscribe(options),
    close: () => subscriptions.closeAll(),
  };
}
