import { START, WrongExpectedVersionError, type AppendResult, type ExpectedVersion, type NewEvent } from '@fr/contracts';
import type { Queryable } from '../../platform/database';
import { assertDistinctEventIds, findStoredReplay, normalizeExpectedVersion } from '../append-rules';
import { toCheckpoint } from './checkpoint';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './rows';

// The stream row is written first: it takes the transaction id (the event rows share it) and its row lock is the
// compare-and-set, so concurrent appends to one stream serialise on it and the losers see zero rows. A replay of
// stored event ids is caught by the unique event_id index rather than by a lookup here: a generic plan cached while
// es_events was small would make that lookup a sequential scan on every append.
const BUMP_STREAM = {
  any: `INSERT INTO es_streams AS s (stream_id, version) VALUES ($1, $2::bigint)
        ON CONFLICT (stream_id) DO UPDATE SET version = s.version + $2::bigint RETURNING version`,
  create: `INSERT INTO es_streams (stream_id, version) VALUES ($1, $2::bigint)
           ON CONFLICT (stream_id) DO NOTHING RETURNING version`,
  exact: `UPDATE es_streams SET version = version + $2::bigint WHERE stream_id = $1 AND version = $8::bigint
          RETURNING version`,
};

type AppendKind = keyof typeof BUMP_STREAM;

function appendStatement(kind: AppendKind): string {
  return `WITH stream AS (${BUMP_STREAM[kind]}),
  appended AS (
    INSERT INTO es_events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
    SELECT $1, stream.version - $2::bigint + e.ord, e.event_id, e.type, e.schema_version, e.data, e.metadata
    FROM stream, unnest($3::text[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[])
      WITH ORDINALITY AS e(event_id, type, schema_version, data, metadata, ord)
    RETURNING stream_position, transaction_id, global_position
  )
  SELECT stream_position AS version, transaction_id::text AS transaction_id, global_position
  FROM appended ORDER BY stream_position DESC LIMIT 1`;
}

const STATEMENTS = {
  any: { name: 'es_append_any', text: appendStatement('any') },
  create: { name: 'es_append_create', text: appendStatement('create') },
  exact: { name: 'es_append_exact', text: appendStatement('exact') },
};

interface AppendedRow {
  version: number | string;
  transaction_id: string;
  global_position: number | string;
}

export interface AppendTarget {
  db: Queryable;
  /** Named (server-side prepared) statements skip parsing and planning on every append. */
  prepared: boolean;
}

/** One round trip on the hot path; the slow paths (conflicts, replays) only run after it wrote nothing. */
export async function appendEvents(
  { db, prepared }: AppendTarget,
  streamId: string,
  events: NewEvent[],
  expectedVersion: ExpectedVersion = 'any',
): Promise<AppendResult> {
  const expected = normalizeExpectedVersion(expectedVersion);
  assertDistinctEventIds(events);
  if (events.length === 0) return confirmVersion(db, streamId, expectedVersion, expected);
  const kind: AppendKind = expected === 'any' ? 'any' : expected === 0 ? 'create' : 'exact';
  const values: unknown[] = [
    streamId,
    events.length,
    events.map((event) => event.eventId),
    events.map((event) => event.type),
    events.map((event) => event.schemaVersion ?? 1),
    events.map((event) => JSON.stringify(event.data)),
    events.map((event) => JSON.stringify(event.metadata ?? {})),
  ];
  if (kind === 'exact') values.push(expected);
  try {
    const statement = STATEMENTS[kind];
    const { rows } = await db.query<AppendedRow>(prepared ? { ...statement, values } : { text: statement.text, values });
    const row = rows[0];
    if (row) return { version: Number(row.version), position: toCheckpoint(row.transaction_id, row.global_position) };
  } catch (error) {
    // The ids are stored already: by an earlier append (a retry) or by a concurrent one that committed first.
    if (!isUniqueViolation(error)) throw error;
    const replay = await findReplay(db, streamId, events, expected);
    if (replay) return replay;
    throw error;
  }
  const replay = await findReplay(db, streamId, events, expected);
  if (replay) return replay;
  throw new WrongExpectedVersionError(streamId, expectedVersion, await currentVersion(db, streamId));
}

async function findReplay(db: Queryable, streamId: string, events: NewEvent[], expected: 'any' | number) {
  const { rows } = await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM es_events WHERE event_id = ANY($1::text[])`, [
    events.map((event) => event.eventId),
  ]);
  const storedById = new Map(rows.map((row) => [row.event_id, toStoredEvent(row)]));
  const last = findStoredReplay(streamId, events, expected, storedById);
  return last && { version: last.streamPosition, position: last.position };
}

async function confirmVersion(
  db: Queryable,
  streamId: string,
  expectedVersion: ExpectedVersion,
  expected: 'any' | number,
): Promise<AppendResult> {
  const version = await currentVersion(db, streamId);
  if (expected !== 'any' && expected !== version) throw new WrongExpectedVersionError(streamId, expectedVersion, version);
  return { version, position: START };
}

async function currentVersion(db: Queryable, streamId: string): Promise<number> {
  const { rows } = await db.query<{ version: number | string }>('SELECT version FROM es_streams WHERE stream_id = $1', [
    streamId,
  ]);
  return Number(rows[0]?.version ?? 0);
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
