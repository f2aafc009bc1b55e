import { createTestDatabase } from '@fr/projections/testing/test-database';
import { openPostgres } from '../../platform/database';
import { runEventStoreContract } from '../eventstore-contract';
import { createPostgresEventStore } from './postgres-event-store';
import { migrate } from './schema';

runEventStoreContract('postgres', async () => {
  const testDatabase = await createTestDatabase();
  const database = await openPostgres(testDatabase.url, { max: 12 });
  await migrate(database.pool);
  await migrate(database.pool);
  const store = createPostgresEventStore(database.pool);
  return {
    store,
    async holdOpenAppend(streamId, event) {
      const client = await database.pool.connect();
      await client.query('BEGIN');
      await createPostgresEventStore(client).append(streamId, [event], { expectedVersion: 'no_stream' });
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
});
