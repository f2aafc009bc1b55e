import { describe, expect, it } from 'vitest';
import { NO_STREAM, START as ESDB_START, type RecordedEvent } from '@eventstore/db-client';
import { START } from '@fr/contracts';
import { isSystemEvent, toCheckpoint, toEventData, toReadPosition, toStoredEvent } from './event-mapping';
import { currentToVersion, revisionToVersion, toExpectedRevision } from './revisions';

function recorded(overrides: Partial<RecordedEvent> = {}): RecordedEvent {
  return {
    streamId: 'account-u1',
    id: '0b0c3c1e-0d5c-4c55-9b8f-2b1e54a9d3a1',
    isJson: true,
    revision: 4n,
    type: 'CoinsGranted',
    created: new Date('2026-11-22T10:00:00Z'),
    data: { coins: 5 },
    metadata: { eventId: 'checkin:u1:2026-11-22', schemaVersion: 2, metadata: { correlationId: 'c1' } },
    position: { commit: 1200n, prepare: 1100n },
    ...overrides,
  } as RecordedEvent;
}

describe('EventStoreDB mapping', () => {
  it('gives text ids a stable UUID and keeps UUIDs as they are', () => {
    const first = toEventData({ eventId: 'checkin:u1:2026-11-22', type: 'CheckedIn', data: {} });
    const again = toEventData({ eventId: 'checkin:u1:2026-11-22', type: 'CheckedIn', data: {} });
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(again.id).toBe(first.id);
    const uuid = '0b0c3c1e-0d5c-4c55-9b8f-2b1e54a9d3a1';
    expect(toEventData({ eventId: uuid, type: 'X', data: {} }).id).toBe(uuid);
  });

  it('restores our id, schema version and metadata from the envelope', () => {
    expect(toStoredEvent(recorded())).toEqual({
      eventId: 'checkin:u1:2026-11-22',
      type: 'CoinsGranted',
      schemaVersion: 2,
      streamId: 'account-u1',
      streamPosition: 5,
      position: toCheckpoint({ commit: 1200n, prepare: 1100n }),
      data: { coins: 5 },
      metadata: { correlationId: 'c1' },
      recordedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(toStoredEvent(recorded({ metadata: undefined })).eventId).toBe('0b0c3c1e-0d5c-4c55-9b8f-2b1e54a9d3a1');
  });

  it('uses sortable checkpoints that map back to positions', () => {
    const low = toCheckpoint({ commit: 999n, prepare: 999n });
    const high = toCheckpoint({ commit: 1000n, prepare: 1000n });
    expect(low < high).toBe(true);
    expect(toReadPosition(high)).toEqual({ commit: 1000n, prepare: 1000n });
    expect(toReadPosition(START)).toBe(ESDB_START);
  });

  it('maps versions to revisions and back', () => {
    expect(toExpectedRevision('any')).toBe('any');
    expect(toExpectedRevision(0)).toBe(NO_STREAM);
    expect(toExpectedRevision(3)).toBe(2n);
    expect(revisionToVersion(2n)).toBe(3);
    expect(currentToVersion(NO_STREAM)).toBe(0);
  });

  it('recognises system records', () => {
    expect(isSystemEvent(recorded({ streamId: '$stats-127.0.0.1:2113' }))).toBe(true);
    expect(isSystemEvent(recorded({ type: '$metadata' }))).toBe(true);
    expect(isSystemEvent(recorded())).toBe(false);
  });
});
