import {
  EventIdConflictError,
  WrongExpectedVersionError,
  type StoredEvent,
  type StreamAppend,
  type StreamAppendOutcome,
} from '@fr/contracts';
import type { Queryable } from '../../platform/database';
import { assertDistinctBatch, findStoredReplay, normalizeExpectedVersion, outcomeOf } from '../append-rules';
import { appendEvents, isUniqueViolation, type AppendTarget } from './append';
import { toCheckpoint } from './checkpoint';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './rows';

// The whole batch is one statement, so one implicit transaction (or a statement of the caller's): each stream's row
// is compare-and-set as in `append` (an exact version updates only a row at that version, no_stream inserts only a
// missing row, any upserts), and only the streams whose row moved get their events. A stream at another version thus
// drops out of the statement without failing it: the others are appended, and the slow path tells a replay from a
// conflict afterwards. All events share the transaction id; they take their global positions in the batch's order
// (ORDER BY e.o), so the log (transaction_id, global_position) has the batch's order (decision 0001).
const APPEND_MANY = `WITH input AS (
    SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[]) WITH ORDINALITY AS i(stream_id, expected, n, idx)
  ),
  exact AS (
    UPDATE es_streams s SET version = s.version + i.n FROM input i
    WHERE i.expected > 0 AND s.stream_id = i.stream_id AND s.version = i.expected
    RETURNING s.stream_id, s.version
  ),
  created AS (
    INSERT INTO es_streams (stream_id, version) SELECT stream_id, n FROM input WHERE expected = 0 ORDER BY idx
    ON CONFLICT (stream_id) DO NOTHING RETURNING stream_id, version
  ),
  upserted AS (
    INSERT INTO es_streams AS s (stream_id, version) SELECT stream_id, n FROM input WHERE expected IS NULL ORDER BY idx
    ON CONFLICT (stream_id) DO UPDATE SET version = s.version + excluded.version RETURNING stream_id, version
  ),
  moved AS (
    SELECT i.idx, i.stream_id, v.version - i.n AS base
    FROM input i JOIN (SELECT * FROM exact UNION ALL SELECT * FROM created UNION ALL SELECT * FROM upserted) v USING (stream_id)
  ),
  appended AS (
    INSERT INTO es_events (stream_id, stream_position, event_id, type, schema_version, data, metadata, recorded_at)
    SELECT m.stream_id, m.base + e.p, e.id, e.t, e.v, e.d, e.m, coalesce($5::timestamptz, now())
    FROM moved m JOIN jsonb_to_recordset($4::jsonb) AS e(o int, s bigint, p bigint, id text, t text, v int, d jsonb, m jsonb)
      ON e.s = m.idx
    ORDER BY e.o
    RETURNING stream_id, stream_position, transaction_id, global_position
  )
  SELECT stream_id, max(stream_position) AS version, min(transaction_id::text) AS xid, max(global_position) AS global_position
  FROM appended GROUP BY stream_id`;

interface AppendedStreamRow {
  stream_id: string;
  version: number | string;
  xid: string;
  global_position: number | string;
}

interface Entry {
  /** Index in the caller's batch. */
  index: number;
  append: StreamAppend;
  expected: 'any' | number;
}

/** A deadlock (two batches locking shared streams in another order) aborts one of them whole; it is then run again. */
const MAX_DEADLOCK_RETRIES = 5;

/**
 * A multi-stream append in one statement: one round trip for the whole batch on the hot path.
 *
 * An event id that is stored already (a replayed batch, or a concurrent append that committed the same ids first)
 * fails the statement as a whole, unlike a version conflict. Per-stream savepoints would isolate it, but at a round
 * trip per stream, which is what this is for avoiding; instead the streams holding stored ids are settled on their
 * own (a replay answered as `append` answers it, else an event id conflict) and the statement runs again without
 * them. Each such round takes at least one stream out, so it ends.
 */
export async function appendStreams(target: AppendTarget, batch: StreamAppend[]): Promise<StreamAppendOutcome[]> {
  assertDistinctBatch(batch);
  const outcomes: StreamAppendOutcome[] = new Array(batch.length);
  let pending: Entry[] = [];
  for (const [index, append] of batch.entries()) {
    const entry = { index, append, expected: normalizeExpectedVersion(append.expectedVersion) };
    // Nothing to write: only the version to confirm, exactly as `append` does.
    if (append.events.length === 0) {
      outcomes[index] = await outcomeOf(append.streamId, () => appendEvents(target, append.streamId, [], append.expectedVersion));
    } else pending.push(entry);
  }
  let deadlocks = 0;
  while (pending.length > 0) {
    let rows: AppendedStreamRow[];
    try {
      rows = (await target.db.query<AppendedStreamRow>(appendManyQuery(target, pending))).rows;
    } catch (error) {
      if (isDeadlock(error) && ++deadlocks <= MAX_DEADLOCK_RETRIES) continue;
      if (!isUniqueViolation(error)) throw error;
      const stored = await storedEvents(target.db, pending);
      const holding = pending.filter((entry) => entry.append.events.some((event) => stored.has(event.eventId)));
      if (holding.length === 0) throw error;
      const versions = await currentVersions(target.db, holding);
      for (const entry of holding) outcomes[entry.index] = settleStored(entry, stored, versions.get(entry.append.streamId) ?? 0);
      pending = pending.filter((entry) => !holding.includes(entry));
      continue;
    }
    const appended = new Map(rows.map((row) => [row.stream_id, row]));
    const missed: Entry[] = [];
    for (const entry of pending) {
      const row = appended.get(entry.append.streamId);
      if (!row) missed.push(entry);
      else {
        const result = { version: Number(row.version), position: toCheckpoint(row.xid, row.global_position) };
        outcomes[entry.index] = { streamId: entry.append.streamId, status: 'appended', result };
      }
    }
    if (missed.length > 0) {
      const [stored, versions] = await Promise.all([storedEvents(target.db, missed), currentVersions(target.db, missed)]);
      for (const entry of missed) outcomes[entry.index] = settleStored(entry, stored, versions.get(entry.append.streamId) ?? 0);
    }
    break;
  }
  return outcomes;
}

/** The statement for the entries still to append; events travel as one JSON array (one parse, no array escaping). */
function appendManyQuery({ prepared, now }: AppendTarget, entries: Entry[]) {
  let order = 0;
  const events = entries.flatMap(({ append }, s) =>
    append.events.map((event, p) => ({
      o: order++,
      s: s + 1,
      p: p + 1,
      id: event.eventId,
      t: event.type,
      v: event.schemaVersion ?? 1,
      d: event.data,
      m: event.metadata ?? {},
    })),
  );
  const values = [
    entries.map((entry) => entry.append.streamId),
    entries.map((entry) => (entry.expected === 'any' ? null : entry.expected)),
    entries.map((entry) => entry.append.events.length),
    JSON.stringify(events),
    now?.() ?? null,
  ];
  return prepared ? { name: 'es_append_many', text: APPEND_MANY, values } : { text: APPEND_MANY, values };
}

/**
 * A stream whose events were not written: a replay of what is stored (answered with the original result), an event id
 * stored with other content or elsewhere, or else a wrong expected version.
 */
function settleStored(entry: Entry, stored: ReadonlyMap<string, StoredEvent>, actual: number): StreamAppendOutcome {
  const { streamId, events, expectedVersion } = entry.append;
  try {
    const last = findStoredReplay(streamId, events, entry.expected, stored);
    if (last) return { streamId, status: 'appended', result: { version: last.streamPosition, position: last.position, replayed: true } };
  } catch (error) {
    if (error instanceof EventIdConflictError) return { streamId, status: 'conflict', error };
    throw error;
  }
  return { streamId, status: 'conflict', error: new WrongExpectedVersionError(streamId, expectedVersion ?? 'any', actual) };
}

async function storedEvents(db: Queryable, entries: Entry[]): Promise<Map<string, StoredEvent>> {
  const ids = entries.flatMap((entry) => entry.append.events.map((event) => event.eventId));
  const { rows } = await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM es_events WHERE event_id = ANY($1::text[])`, [ids]);
  return new Map(rows.map((row) => [row.event_id, toStoredEvent(row)]));
}

async function currentVersions(db: Queryable, entries: Entry[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ stream_id: string; version: number | string }>(
    'SELECT stream_id, version FROM es_streams WHERE stream_id = ANY($1::text[])',
    [entries.map((entry) => entry.append.streamId)],
  );
  return new Map(rows.map((row) => [row.stream_id, Number(row.version)]));
}

function isDeadlock(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '40P01';
}
