import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { START, type EventStore, type StoredEvent } from '@fr/contracts';
import { createPostgresEventStore, type PostgresEventStore } from '../src/eventstore/postgres/postgres-event-store';
import { migrate } from '../src/eventstore/postgres/schema';
import { measureConcurrent, measureOnce, type Throughput } from './measure';
import { figure, type BenchRow, type BenchTable } from './table';

const STREAMS = 1_000;
const APPENDS_PER_ROUND = 2 * STREAMS;
const ROUNDS = 5;
const CONCURRENCY_LEVELS = [1, 8, 32];
const READ_EVENTS = 20_000;
export const READ_PAGE_SIZE = 1_000;

const payload = (index: number) => ({ userId: `u${index % STREAMS}`, coins: 25, reason: 'daily-check-in', index });

// Same columns, defaults and indexes as es_events, so the raw insert differs from an append only by the adapter.
const RAW_TABLE = 'CREATE TABLE bench_raw_events (LIKE es_events INCLUDING ALL)';
const RAW_INSERT = {
  name: 'bench_raw_insert',
  text: `INSERT INTO bench_raw_events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
    VALUES ($1, $2, $3, $4, 1, $5, '{}')`,
};
const RAW_SCAN = `SELECT event_id, type, schema_version, stream_id, stream_position, transaction_id::text AS xid,
  global_position, data, metadata, recorded_at FROM es_events ORDER BY global_position`;

const median = (values: Throughput[]): Throughput =>
  [...values].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(values.length / 2)] ?? { perSecond: 0, p99Ms: 0 };

/**
 * Each append targets stream `index % STREAMS` at its exact expected version, like a command handler would. Rounds
 * alternate between the adapter and raw SQL and the median round is reported, so a burst of load from elsewhere on
 * the machine skews one round rather than one side.
 */
async function appendRow(store: PostgresEventStore, pool: pg.Pool, concurrency: number): Promise<BenchRow> {
  const adapterRounds: Throughput[] = [];
  const rawRounds: Throughput[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const prefix = `bench-${concurrency}-${randomUUID()}`;
    adapterRounds.push(
      await measureConcurrent(APPENDS_PER_ROUND, concurrency, (index) =>
        store.append(`${prefix}-${index % STREAMS}`, [{ eventId: randomUUID(), type: 'CoinsGranted', data: payload(index) }], {
          expectedVersion: Math.floor(index / STREAMS),
        }),
      ),
    );
    rawRounds.push(
      await measureConcurrent(APPENDS_PER_ROUND, concurrency, (index) =>
        pool.query({
          ...RAW_INSERT,
          values: [`${prefix}-${index % STREAMS}`, Math.floor(index / STREAMS) + 1, randomUUID(), 'CoinsGranted', payload(index)],
        }),
      ),
    );
  }
  const [append, raw] = [median(adapterRounds), median(rawRounds)];
  return {
    measurement: 'append 1 event',
    concurrency,
    'adapter ev/s': append.perSecond,
    'adapter p99 ms': append.p99Ms,
    'raw ev/s': raw.perSecond,
    'raw p99 ms': raw.p99Ms,
    ratio: append.perSecond / raw.perSecond,
  };
}

async function fillLog(store: PostgresEventStore, events: number): Promise<void> {
  const batch = 500;
  for (let offset = 0; offset < events; offset += batch) {
    const appended = Array.from({ length: batch }, (_, index) => ({
      eventId: randomUUID(),
      type: 'CoinsGranted',
      data: payload(offset + index),
    }));
    await store.append(`bench-read-${offset / batch}`, appended, { expectedVersion: 'no_stream' });
  }
}

/** Reads the whole log a page at a time, as a projection catching up does; answers how many events it read. */
export async function readAllPages(store: Pick<EventStore, 'readAll'>): Promise<number> {
  let count = 0;
  let page: StoredEvent[];
  for (let after = START; (page = await store.readAll({ after, limit: READ_PAGE_SIZE })).length > 0;) {
    count += page.length;
    after = page.at(-1)?.position ?? after;
  }
  return count;
}

/** Waits until the whole table is readable: transactions elsewhere on the server hold the gap-safe log back briefly. */
async function readableTotal(store: PostgresEventStore, pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ count: number }>('SELECT count(*)::int AS count FROM es_events');
  const stored = rows[0]?.count ?? 0;
  while ((await readAllPages(store)) < stored) await new Promise((resolve) => setTimeout(resolve, 50));
  return stored;
}

async function readRow(store: PostgresEventStore, pool: pg.Pool): Promise<BenchRow> {
  await fillLog(store, READ_EVENTS);
  const total = await readableTotal(store, pool);
  const best = async (run: () => Promise<number>) => Math.max(await run(), await run(), await run());
  const adapter = await best(() => measureOnce(total, () => readAllPages(store)));
  const raw = await best(() => measureOnce(total, () => pool.query(RAW_SCAN)));
  return {
    measurement: `readAll ${total.toLocaleString('en-US')} events`,
    concurrency: 1,
    'adapter ev/s': adapter,
    'adapter p99 ms': '-',
    'raw ev/s': raw,
    'raw p99 ms': '-',
    ratio: adapter / raw,
  };
}

/** Append and read throughput of the PostgreSQL adapter beside plain SQL doing the same work through the same driver. */
export async function benchEventStore(pool: pg.Pool): Promise<BenchTable> {
  await migrate(pool);
  await pool.query(RAW_TABLE);
  const store = createPostgresEventStore(pool);
  // Warm-up: connections, prepared statements and caches, for both sides.
  await appendRow(store, pool, 32);
  const rows: BenchRow[] = [];
  for (const concurrency of CONCURRENCY_LEVELS) rows.push(await appendRow(store, pool, concurrency));
  rows.push(await readRow(store, pool));
  await store.close();
  return {
    title: `Event store (PostgreSQL adapter) vs raw SQL, ${STREAMS.toLocaleString('en-US')} streams`,
    rows,
    figures: rows.flatMap((row) => {
      const name = `event store: ${row.measurement}, concurrency ${row.concurrency}`;
      const [adapter, raw] = [Number(row['adapter ev/s']), Number(row['raw ev/s'])];
      return [figure(name, 'events/s', adapter, raw), figure(`${name}, raw SQL (baseline)`, 'events/s', raw)];
    }),
    notes: [
      `append: ${APPENDS_PER_ROUND} single-event appends at exact expected versions vs single-row INSERTs into a copy`,
      `of es_events (same columns, indexes and jsonb payload); median of ${ROUNDS} alternating rounds;`,
      'ratio = adapter / raw throughput.',
      `readAll: pages of ${READ_PAGE_SIZE} in (transaction_id, global_position) order vs one raw SELECT ... ORDER BY`,
      'global_position of the same rows; best of 3.',
    ],
  };
}
