import pg from 'pg';
import type { DomainEvent, EventMetadata, StoredEvent } from '@fr/contracts';
import type { Projector } from '../projector';
import { applyEvents } from '../runner/projection-runner';
import { withTransaction } from '../runner/transaction';
import { createTestDatabase } from './test-database';

export type FedEvent = DomainEvent & { streamId?: string; metadata?: EventMetadata; recordedAt?: string };

/** One read model on a fresh database: feed it events, read its rows, replay what it was fed. */
export interface ReadModelHarness {
  pool: pg.Pool;
  /** Applies the events in order, each in its own transaction as the runner does. */
  feed(...events: FedEvent[]): Promise<void>;
  /** Applies the events as one batch in one transaction, as the runner does with a page of the log. */
  feedBatch(...events: FedEvent[]): Promise<void>;
  /** Every row of every table of the read model, in the table's stable order. */
  rows(): Promise<Record<string, unknown[]>>;
  /** Applies everything fed so far once more, in the same order. */
  replay(): Promise<void>;
  close(): Promise<void>;
}

export async function readModelHarness(projector: Projector): Promise<ReadModelHarness> {
  const database = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // Dropping the database (WITH FORCE) can reach a client still closing after pool.end(): not a test failure.
  pool.on('error', () => undefined);
  await pool.query(projector.schemaSql);
  const fed: StoredEvent[] = [];
  /** The events as the store would hand them out after those fed so far, recorded as fed. */
  const store = (events: readonly FedEvent[]) => {
    const stored = events.map((e, i): StoredEvent => {
      const n = fed.length + i + 1;
      return {
        eventId: `event-${n}`,
        type: e.type,
        schemaVersion: 1,
        streamId: e.streamId ?? 'test-stream',
        streamPosition: n,
        position: String(n).padStart(12, '0'),
        data: e.data,
        metadata: e.metadata ?? {},
        recordedAt: e.recordedAt ?? new Date(Date.UTC(2026, 10, 1, 0, 0, n)).toISOString(),
      };
    });
    fed.push(...stored);
    return stored;
  };
  const apply = async (events: readonly StoredEvent[]) => {
    for (const event of events) await withTransaction(pool, (client) => projector.apply(client, event));
  };
  return {
    pool,
    async feed(...events) {
      await apply(store(events));
    },
    async feedBatch(...events) {
      const batch = store(events);
      await withTransaction(pool, (client) => applyEvents(client, projector, batch));
    },
    async rows() {
      const all: Record<string, unknown[]> = {};
      for (const table of projector.tables) {
        all[table.name] = (await pool.query(`SELECT * FROM ${table.name} ORDER BY ${table.orderBy}`)).rows;
      }
      return all;
    },
    replay: () => apply([...fed]),
    async close() {
      await pool.end();
      await database.drop();
    },
  };
}
