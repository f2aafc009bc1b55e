import { describe, expect, it } from 'vitest';
import { EventIdConflictError, type NewEvent, type StoredEvent } from '@fr/contracts';
import { assertDistinctEventIds, findStoredReplay, normalizeExpectedVersion } from './append-rules';

const stored = (event: NewEvent, streamPosition: number, streamId = 's'): StoredEvent => ({
  eventId: event.eventId,
  type: event.type,
  schemaVersion: 1,
  streamId,
  streamPosition,
  position: `p${streamPosition}`,
  data: JSON.parse(JSON.stringify(event.data)) as Record<string, unknown>,
  metadata: {},
  recordedAt: new Date(0).toISOString(),
});
const a: NewEvent = { eventId: 'a', type: 'A', data: { n: 1, at: new Date(0), skipped: undefined } };
const b: NewEvent = { eventId: 'b', type: 'B', data: { nested: { x: [1, 2] } } };
const byId = (...events: StoredEvent[]) => new Map(events.map((event) => [event.eventId, event]));

describe('append rules', () => {
  it('normalises expected versions', () => {
    expect(normalizeExpectedVersion()).toBe('any');
    expect(normalizeExpectedVersion('no_stream')).toBe(0);
    expect(normalizeExpectedVersion(3)).toBe(3);
    expect(() => normalizeExpectedVersion(-1)).toThrow(RangeError);
    expect(() => normalizeExpectedVersion(1.5)).toThrow(RangeError);
  });

  it('rejects a batch that repeats an id', () => {
    expect(() => assertDistinctEventIds([a, b, a])).toThrow(EventIdConflictError);
  });

  it('recognises a replay stored contiguously, comparing data as stored JSON', () => {
    expect(findStoredReplay('s', [a, b], 'any', byId(stored(a, 4), stored(b, 5)))?.streamPosition).toBe(5);
    expect(findStoredReplay('s', [a, b], 3, byId(stored(a, 4), stored(b, 5)))?.streamPosition).toBe(5);
    expect(findStoredReplay('s', [a, b], 'any', byId())).toBeUndefined();
  });

  it('calls anything short of an exact replay a conflict', () => {
    const conflicts = [
      () => findStoredReplay('s', [a, b], 2, byId(stored(a, 4), stored(b, 5))),
      () => findStoredReplay('s', [a, b], 'any', byId(stored(a, 4), stored(b, 6))),
      () => findStoredReplay('s', [a, b], 'any', byId(stored(a, 4))),
      () => findStoredReplay('other', [a], 'any', byId(stored(a, 1))),
      () => findStoredReplay('s', [{ ...a, type: 'Changed' }], 'any', byId(stored(a, 1))),
      () => findStoredReplay('s', [{ ...a, data: { n: 2 } }], 'any', byId(stored(a, 1))),
    ];
    for (const attempt of conflicts) expect(attempt).toThrow(EventIdConflictError);
  });
});
