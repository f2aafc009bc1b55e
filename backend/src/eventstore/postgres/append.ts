import { START, WrongExpectedVersionError, type AppendResult, type ExpectedVersion, type NewEvent } from '@fr/contracts';
import type { Queryable } from '../../platform/database';
import { assertDistinctEventIds, findStoredReplay, normalizeExpectedVersion } from '../append-rules';
import { appendQuery, type AppendKind, type AppendedRow } from './append-sql';
import { toCheckpoint } from './checkpoint';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './rows';

export interface AppendTarget {
  db: Queryable;
  /** Named (server-side prepared) statements skip parsing and planning on every append. */
  prepared: boolean;
  /** The product's clock, recording when each event was appended; absent, the database's. */
  now?: () => Date;
}

/** One round trip on the hot path; the slow paths (conflicts, replays) only run after it wrote nothing. */
export async function appendEvents(
  { db, prepared, now }: AppendTarget,
  streamId: string,
  events: NewEvent[],
  expectedVersion: ExpectedVersion = 'any',
): Promise<AppendResult> {
  const expected = normalizeExpectedVersion(expectedVersion);
  assertDistinctEventIds(events);
  if (events.length === 0) return confirmVersion(db, streamId, expectedVersion, expected);
  const kind: AppendKind = expected === 'any' ? 'any' : expected === 0 ? 'create' : 'exact';
  const { name, text, values } = appendQuery(kind, streamId, events, expected === 'any' ? 0 : expected, now?.() ?? null);
  try {
    const { rows } = await db.query<AppendedRow>(prepared ? { name, text, values } : { text, values });
    const row = rows[0];
    if (row) return { version: Number(row.version), position: toCheckpoint(row.xid, row.global_position) };
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
  return last && { version: last.streamPosition, position: last.position, replayed: true };
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
  const { rows } = await db.query<{ version: number | string }>('SELECT version FROM es_streams WHERE stream_id = $1', [streamId]);
  return Number(rows[0]?.version ?? 0);
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
