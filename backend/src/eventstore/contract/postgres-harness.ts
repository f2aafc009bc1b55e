import type pg from 'pg';
import type { EventStore } from '@fr/contracts';
import { createTestDatabase } from '@fr/projections/testing/test-database';
import { openPostgres, type Database } from '../../platform/database';
import type { HarnessFactory } from './harness';

/** A store made over a test database: the one the contract uses, and the same kind on one client in a transaction. */
export interface PostgresStores {
  store: EventStore;
  inTransaction(client: pg.PoolClient): EventStore;
}

/**
 * The contract's harness on PostgreSQL: a fresh test database, prepared by `stores` (schema, keys) and answered by
 * them; the append held open goes through `inTransaction` on a client whose transaction stays open until commit().
 */
export function postgresHarness(stores: (database: Database) => Promise<PostgresStores>): HarnessFactory {
  return async () => {
    const testDatabase = await createTestDatabase();
    const database = await openPostgres(testDatabase.url, { max: 12 });
    const { store, inTransaction } = await stores(database);
    return {
      store,
      async holdOpenAppend(streamId, event) {
        const client = await database.pool.connect();
        await client.query('BEGIN');
        await inTransaction(client).append(streamId, [event], { expectedVersion: 'no_stream' });
        return {
          async commit() {
            await client.query('COMMIT');
            client.release();
          },
        };
      },
      async close() {
        await store.close();
        await database.close();
        await testDatabase.drop();
      },
    };
  };
}
