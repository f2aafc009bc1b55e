import type pg from 'pg';
import type { EventStore } from '@fr/contracts';
import { createEventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { createPgliteEventStore } from './pglite/pglite-event-store';
import { createPostgresEventStore } from './postgres/postgres-event-store';
import { migrate } from './postgres/schema';

export { createEventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
export { createPgliteEventStore } from './pglite/pglite-event-store';
export { createPostgresEventStore, type PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store';
export { migrate as migrateEventStore } from './postgres/schema';
export { DEFAULT_POLLING_DELAYS, type PollingDelays } from './polling-subscription';

/** `now` is the product's clock, recording when events were appended (EventStoreDB records its own server time). */
export type EventStoreConfig =
  { kind: 'postgres' | 'pglite'; pool: pg.Pool; now?: () => Date } | { kind: 'eventstoredb'; connectionString: string };

/** Opens the configured adapter; for the SQL ones this also creates the tables. The caller keeps owning the pool. */
export async function openEventStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.kind === 'eventstoredb') return createEventStoreDbEventStore(config.connectionString);
  await migrate(config.pool);
  return config.kind === 'pglite'
    ? createPgliteEventStore(config.pool, { now: config.now })
    : createPostgresEventStore(config.pool, { now: config.now, groupAppends: true });
}
