import type { StoredEvent } from '@fr/contracts';
import { toCheckpoint } from './checkpoint';

// The text copy of transaction_id gets its own name: an output column called transaction_id would capture
// ORDER BY transaction_id and sort the log as text ('1000' < '999').
export const EVENT_COLUMNS = `event_id, type, schema_version, stream_id, stream_position, transaction_id::text AS xid,
  global_position, data, metadata, recorded_at`;

export interface EventRow {
  event_id: string;
  type: string;
  schema_version: number;
  stream_id: string;
  // int8 arrives as a number or a string depending on whether the pg type parser was overridden in this process.
  stream_position: number | string;
  xid: string;
  global_position: number | string;
  data: Record<string, unknown>;
  metadata: StoredEvent['metadata'];
  recorded_at: Date;
}

export function toStoredEvent(row: EventRow): StoredEvent {
  return {
    eventId: row.event_id,
    type: row.type,
    schemaVersion: row.schema_version,
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    position: toCheckpoint(row.xid, row.global_position),
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at.toISOString(),
  };
}
