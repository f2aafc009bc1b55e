import { START, type EventStore, type StoredEvent } from '@fr/contracts';
import type { Queryable } from '../../platform/database';
import { createPollingSubscriptions, DEFAULT_POLLING_DELAYS, type PollingDelays } from '../polling-subscription';
import { appendEvents } from './append';
import { appendStreams } from './append-many';
import { groupAppends, type Append } from './grouped-append';
import { fromCheckpoint, toCheckpoint } from './checkpoint';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './rows';

export interface PostgresEventStoreOptions {
  name?: string;
  polling?: PollingDelays;
  /** Use named prepared statements for appends (default true); see the PGlite adapter for why it turns them off. */
  preparedStatements?: boolean;
  /**
   * The product's clock (services.now), which records when each event was appended. Read models date events by it, so
   * they agree with every other date the product decides; absent, the database's clock.
   */
  now?: () => Date;
  /**
   * Concurrent appends to different streams go together, one statement and one commit for many (grouped-append.ts).
   * Only where `db` is a pool: appends of one statement share its transaction.
   */
  groupAppends?: boolean;
}

export interface PostgresEventStore extends EventStore {
  /** Wakes this store's subscriptions, e.g. when another process signalled an append (LISTEN/NOTIFY). */
  notify(): void;
}

const DEFAULT_PAGE_SIZE = 1000;

// Rows of transactions that may still be running are never returned: a lower transaction id that commits late would
// otherwise land behind a consumer's checkpoint and be skipped for ever. Everything below the snapshot's xmin has
// finished, so ordering by (transaction_id, global_position) up to there is final.
// Reads are not named statements: a generic plan cached while the table was small would keep scanning it
// sequentially; planning per call is cheap next to reading a page.
const READ_ALL = `SELECT ${EVENT_COLUMNS} FROM es_events
    WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
      AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY transaction_id, global_position
    LIMIT $3`;

const HEAD = `SELECT transaction_id::text AS xid, global_position FROM es_events
    WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY transaction_id DESC, global_position DESC
    LIMIT 1`;

const LAST_COMMITTED = `SELECT transaction_id::text AS xid, global_position FROM es_events
    ORDER BY transaction_id DESC, global_position DESC
    LIMIT 1`;

const READ_STREAM = `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_id = $1 AND stream_position > $2
  ORDER BY stream_position`;

/**
 * The PostgreSQL adapter (also PGlite's, through pglite-socket). `db` is normally a pool. It may be a client inside a
 * caller's transaction: make the append that transaction's first write and commit soon after, because consumers wait
 * for every transaction from its first write to its commit; an event id conflict aborts that transaction like any
 * constraint violation. Run `migrate` first.
 */
export function createPostgresEventStore(db: Queryable, options: PostgresEventStoreOptions = {}): PostgresEventStore {
  const target = { db, prepared: options.preparedStatements ?? true, now: options.now };
  const appendOne: Append = options.groupAppends
    ? groupAppends(target)
    : (streamId, events, expectedVersion) => appendEvents(target, streamId, events, expectedVersion);
  const store: PostgresEventStore = {
    name: options.name ?? 'postgres',

    async append(streamId, events, appendOptions = {}) {
      const result = await appendOne(streamId, events, appendOptions.expectedVersion);
      subscriptions.wake();
      return result;
    },

    async appendMany(batch) {
      const outcomes = await appendStreams(target, batch);
      subscriptions.wake();
      return outcomes;
    },
    async read(streamId, readOptions = {}) {
      const { rows } = await db.query<EventRow>(READ_STREAM, [streamId, readOptions.fromVersion ?? 0]);
      return rows.map(toStoredEvent);
    },

    async readAll(readOptions = {}): Promise<StoredEvent[]> {
      const after = fromCheckpoint(readOptions.after ?? START);
      const limit = readOptions.limit ?? DEFAULT_PAGE_SIZE;
      const { rows } = await db.query<EventRow>(READ_ALL, [after.transactionId, after.globalPosition, limit]);
      return rows.map(toStoredEvent);
    },

    async head() {
      const { rows } = await db.query<Pick<EventRow, 'xid' | 'global_position'>>(HEAD);
      const row = rows[0];
      return row ? toCheckpoint(row.xid, row.global_position) : START;
    },

    async lastCommitted() {
      const { rows } = await db.query<Pick<EventRow, 'xid' | 'global_position'>>(LAST_COMMITTED);
      const row = rows[0];
      return row ? toCheckpoint(row.xid, row.global_position) : START;
    },

    subscribe: (subscribeOptions) => subscriptions.subscribe(subscribeOptions),
    notify: () => subscriptions.wake(),
    close: () => subscriptions.closeAll(),
  };
  const subscriptions = createPollingSubscriptions(store, options.polling ?? DEFAULT_POLLING_DELAYS);
  return store;
}
