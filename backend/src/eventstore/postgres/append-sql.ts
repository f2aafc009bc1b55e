import type { NewEvent } from '@fr/contracts';

// The stream row is written first: it takes the transaction id (the event rows share it) and its row lock is the
// compare-and-set, so concurrent appends to one stream serialise on it and the losers see zero rows. A replay of
// stored event ids is caught by the unique event_id index rather than by a lookup here: a generic plan cached while
// es_events was small would make that lookup a sequential scan on every append.
const BUMP_STREAM = {
  any: `INSERT INTO es_streams AS s (stream_id, version) VALUES ($1, $2::bigint)
        ON CONFLICT (stream_id) DO UPDATE SET version = s.version + $2::bigint RETURNING version`,
  create: `INSERT INTO es_streams (stream_id, version) VALUES ($1, $2::bigint)
           ON CONFLICT (stream_id) DO NOTHING RETURNING version`,
  exact: `UPDATE es_streams SET version = version + $2::bigint WHERE stream_id = $1 AND version = $9::bigint
          RETURNING version`,
};

// A single event (the common case) binds plain values in the same parameter slots instead of five one-element
// arrays, which spares building, escaping and parsing the arrays on every append.
const EVENT_ROWS = {
  batch: `unnest($3::text[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[])
    WITH ORDINALITY AS e(event_id, type, schema_version, data, metadata, ord)`,
  single: `(VALUES ($3::text, $4::text, $5::int, $6::jsonb, $7::jsonb, 1::bigint))
    AS e(event_id, type, schema_version, data, metadata, ord)`,
};

export type AppendKind = keyof typeof BUMP_STREAM;
type Shape = keyof typeof EVENT_ROWS;

function statement(kind: AppendKind, shape: Shape) {
  const text = `WITH stream AS (${BUMP_STREAM[kind]}),
  appended AS (
    INSERT INTO es_events (stream_id, stream_position, event_id, type, schema_version, data, metadata, recorded_at)
    SELECT $1, stream.version - $2::bigint + e.ord, e.event_id, e.type, e.schema_version, e.data, e.metadata,
      coalesce($8::timestamptz, now())
    FROM stream, ${EVENT_ROWS[shape]}
    RETURNING stream_position, transaction_id, global_position
  )
  SELECT stream_position AS version, transaction_id::text AS xid, global_position
  FROM appended ORDER BY stream_position DESC LIMIT 1`;
  return { name: `es_append_${kind}_${shape}`, text };
}

const STATEMENTS = {
  any: { batch: statement('any', 'batch'), single: statement('any', 'single') },
  create: { batch: statement('create', 'batch'), single: statement('create', 'single') },
  exact: { batch: statement('exact', 'batch'), single: statement('exact', 'single') },
};

export interface AppendedRow {
  version: number | string;
  xid: string;
  global_position: number | string;
}

/**
 * The statement and its parameters for one append; `expected` is only bound for an exact version. `recordedAt` is the
 * product's clock when the store has one (the instant read models date the events by), else the database's.
 */
export function appendQuery(kind: AppendKind, streamId: string, events: NewEvent[], expected: number, recordedAt: Date | null) {
  const [only] = events;
  const shape: Shape = events.length === 1 ? 'single' : 'batch';
  const columns =
    only && shape === 'single'
      ? [only.eventId, only.type, only.schemaVersion ?? 1, JSON.stringify(only.data), JSON.stringify(only.metadata ?? {})]
      : [
          events.map((event) => event.eventId),
          events.map((event) => event.type),
          events.map((event) => event.schemaVersion ?? 1),
          events.map((event) => JSON.stringify(event.data)),
          events.map((event) => JSON.stringify(event.metadata ?? {})),
        ];
  const values: unknown[] = [streamId, events.length, ...columns, recordedAt];
  if (kind === 'exact') values.push(expected);
  return { ...STATEMENTS[kind][shape], values };
}
