import { isDeepStrictEqual } from 'node:util';
import {
  EventIdConflictError,
  WrongExpectedVersionError,
  type AppendResult,
  type ExpectedVersion,
  type NewEvent,
  type StoredEvent,
  type StreamAppend,
  type StreamAppendOutcome,
} from '@fr/contracts';

/** 'no_stream' and 0 mean the same thing; everything else must be a non-negative integer or 'any'. */
export function normalizeExpectedVersion(expected: ExpectedVersion = 'any'): 'any' | number {
  if (expected === 'any') return 'any';
  if (expected === 'no_stream') return 0;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new RangeError(`Invalid expected version ${expected}`);
  return expected;
}

/** A batch that repeats an event id can never be stored, and would otherwise surface as a confusing conflict. */
export function assertDistinctEventIds(events: NewEvent[]): void {
  const seen = new Set<string>();
  for (const event of events) {
    if (seen.has(event.eventId)) throw new EventIdConflictError(event.eventId);
    seen.add(event.eventId);
  }
}

/**
 * A multi-stream batch names each stream once (two entries for one stream would each expect the version the other
 * changes) and each event id once (the second would always conflict with the first).
 */
export function assertDistinctBatch(batch: StreamAppend[]): void {
  const streams = new Set<string>();
  for (const { streamId } of batch) {
    if (streams.has(streamId)) throw new RangeError(`Stream ${streamId} appears twice in one multi-stream append`);
    streams.add(streamId);
  }
  assertDistinctEventIds(batch.flatMap((entry) => entry.events));
}

/** The outcome of one stream's append: its result, or the conflict it was refused for; any other failure is thrown. */
export async function outcomeOf(streamId: string, append: () => Promise<AppendResult>): Promise<StreamAppendOutcome> {
  try {
    return { streamId, status: 'appended', result: await append() };
  } catch (error) {
    if (error instanceof WrongExpectedVersionError || error instanceof EventIdConflictError) return { streamId, status: 'conflict', error };
    throw error;
  }
}

/**
 * A multi-stream append for a store that has no such operation: one `append` per stream, in the batch's order (so the
 * log has the batch's order too), each with its own expected version; a conflict is that stream's outcome only.
 */
export async function appendStreamByStream(
  append: (streamId: string, events: NewEvent[], options: { expectedVersion?: ExpectedVersion }) => Promise<AppendResult>,
  batch: StreamAppend[],
): Promise<StreamAppendOutcome[]> {
  assertDistinctBatch(batch);
  const outcomes: StreamAppendOutcome[] = [];
  for (const { streamId, events, expectedVersion } of batch) {
    outcomes.push(await outcomeOf(streamId, () => append(streamId, events, { expectedVersion })));
  }
  return outcomes;
}

/**
 * Decides whether an append that could not be written is a replay of one already stored: every event stored in
 * the same stream, with the same type and data, at contiguous positions (starting right after the expected version
 * when one was given). Returns the last stored event for a replay, undefined when none of the ids is stored, and
 * throws EventIdConflictError for anything in between.
 */
export function findStoredReplay(
  streamId: string,
  events: NewEvent[],
  expected: 'any' | number,
  storedById: ReadonlyMap<string, StoredEvent>,
): StoredEvent | undefined {
  const firstStored = events.find((event) => storedById.has(event.eventId));
  if (!firstStored) return undefined;
  const firstPosition = expected === 'any' ? storedById.get(events[0]?.eventId ?? '')?.streamPosition : expected + 1;
  let last: StoredEvent | undefined;
  for (const [index, event] of events.entries()) {
    const stored = storedById.get(event.eventId);
    // Only part of the batch stored: the batch was never appended like this, so the stored id is the conflict.
    if (!stored || firstPosition === undefined) throw new EventIdConflictError(firstStored.eventId);
    const matches =
      stored.streamId === streamId &&
      stored.streamPosition === firstPosition + index &&
      stored.type === event.type &&
      isDeepStrictEqual(stored.data, asStoredJson(event.data));
    if (!matches) throw new EventIdConflictError(event.eventId);
    last = stored;
  }
  return last;
}

/** Stored data went through JSON, so compare against the same round trip (drops undefined, turns dates into strings). */
function asStoredJson(data: Record<string, unknown>): unknown {
  return JSON.parse(JSON.stringify(data));
}
