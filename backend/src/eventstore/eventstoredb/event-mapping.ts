import {
  jsonEvent,
  START as ESDB_START,
  type EventData,
  type Position,
  type ReadPosition,
  type RecordedEvent,
} from '@eventstore/db-client';
import { v5 as uuidV5, validate as isUuid } from 'uuid';
import { START, type Checkpoint, type EventMetadata, type NewEvent, type StoredEvent } from '@fr/contracts';

// EventStoreDB ids must be UUIDs; text ids (`checkin:u1:2026-11-22`) map to a name-based UUID in a fixed namespace,
// so a retried append carries the same id and ESDB's own duplicate check can recognise it.
const EVENT_ID_NAMESPACE = '6f1c9b52-3f0e-4d8a-9a57-2c4be0d1f7a3';

// Commit and prepare positions are unsigned 64-bit: 20 digits each keep string order equal to log order.
const WIDTH = 20;
const CHECKPOINT_FORMAT = /^(\d{20})-(\d{20})$/;

/** What we keep in ESDB's metadata so a read gives back exactly the StoredEvent fields ESDB has no column for. */
type Envelope = {
  eventId: string;
  schemaVersion: number;
  metadata: EventMetadata;
};

export function toEventData(event: NewEvent): EventData {
  const envelope: Envelope = {
    eventId: event.eventId,
    schemaVersion: event.schemaVersion ?? 1,
    metadata: event.metadata ?? {},
  };
  return jsonEvent({
    id: isUuid(event.eventId) ? event.eventId : uuidV5(event.eventId, EVENT_ID_NAMESPACE),
    type: event.type,
    data: event.data,
    metadata: envelope,
  });
}

export function toStoredEvent(recorded: RecordedEvent): StoredEvent {
  if (!recorded.position) throw new Error('EventStoreDB did not return event positions; version 22.6 or later is required');
  const envelope = asEnvelope(recorded.metadata);
  const data = recorded.data;
  return {
    eventId: envelope?.eventId ?? recorded.id,
    type: recorded.type,
    schemaVersion: envelope?.schemaVersion ?? 1,
    streamId: recorded.streamId,
    streamPosition: Number(recorded.revision) + 1,
    position: toCheckpoint(recorded.position),
    data: isRecord(data) ? data : { value: data },
    metadata: envelope?.metadata ?? {},
    recordedAt: recorded.created.toISOString(),
  };
}

/** System records ($stats, $settings, projections' output) are not domain events. */
export function isSystemEvent(recorded: RecordedEvent): boolean {
  return recorded.streamId.startsWith('$') || recorded.type.startsWith('$');
}

export function toCheckpoint(position: Position): Checkpoint {
  return `${position.commit.toString().padStart(WIDTH, '0')}-${position.prepare.toString().padStart(WIDTH, '0')}`;
}

export function toReadPosition(checkpoint: Checkpoint): ReadPosition {
  if (checkpoint === START) return ESDB_START;
  const match = CHECKPOINT_FORMAT.exec(checkpoint);
  if (!match?.[1] || !match[2]) throw new RangeError(`Not an EventStoreDB checkpoint: ${checkpoint}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
}

function asEnvelope(metadata: unknown): Envelope | undefined {
  if (!isRecord(metadata) || typeof metadata.eventId !== 'string') return undefined;
  return {
    eventId: metadata.eventId,
    schemaVersion: typeof metadata.schemaVersion === 'number' ? metadata.schemaVersion : 1,
    metadata: isRecord(metadata.metadata) ? metadata.metadata : {},
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}
