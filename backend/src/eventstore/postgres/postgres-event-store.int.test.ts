import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START } from '@fr/contracts';
import { createTestDatabase, type TestDatabase } from '@fr/projections/testing/test-database';
import { openPostgres, type Database } from '../../platform/database';
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

describe('postgres event store log order', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openPostgres(testDatabase.url, { max: 2 });
    await migrate(database.pool);
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it('orders by transaction id as a number, before the global position', async () => {
    // Old, finished transaction ids written explicitly: 1000 gets the lower global position, 999 the higher one.
    const insert = `INSERT INTO es_events (transaction_id, stream_id, stream_position, event_id, type, data)
      VALUES ($1::xid8, $2, 1, $2, 'Ordered', '{}')`;
    await database.pool.query(insert, ['1000', 'later-transaction']);
    await database.pool.query(insert, ['999', 'earlier-transaction']);
    const store = createPostgresEventStore(database.pool);

    const events = await store.readAll({ after: START });
    expect(events.map((event) => event.eventId)).toEqual(['earlier-transaction', 'later-transaction']);
    expect(await store.readAll({ after: events[0]?.position })).toHaveLength(1);
    expect(await store.head()).toBe(events[1]?.position);
  });
});
