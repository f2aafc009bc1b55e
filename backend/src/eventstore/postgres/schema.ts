import type pg from 'pg';
import { withTransaction } from '../../platform/database';

// Serialises concurrent migrations (several processes starting at once); CREATE ... IF NOT EXISTS alone can race.
const MIGRATION_LOCK = 7_305_221_001;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS es_streams (
    stream_id text PRIMARY KEY,
    version bigint NOT NULL
  );
  CREATE TABLE IF NOT EXISTS es_events (
    global_position bigserial NOT NULL,
    transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
    stream_id text NOT NULL,
    stream_position bigint NOT NULL,
    event_id text NOT NULL UNIQUE,
    type text NOT NULL,
    schema_version int NOT NULL DEFAULT 1,
    data jsonb NOT NULL,
    metadata jsonb NOT NULL DEFAULT '{}',
    recorded_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (stream_id, stream_position)
  );
  CREATE INDEX IF NOT EXISTS es_events_log_order ON es_events (transaction_id, global_position);
`;

/** Creates the event store tables when missing; safe to run on every start. */
export async function migrate(pool: pg.Pool): Promise<void> {
  await withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(SCHEMA);
  });
}
