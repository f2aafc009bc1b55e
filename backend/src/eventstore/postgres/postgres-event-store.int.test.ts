import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START } from '@fr/contracts';
import { createTestDatabase, type TestDatabase } from '@fr/projections/testing/test-database';
import { openPostgres, type Database } from '../../platform/database';
import { runEventStoreContract } from '../eventstore-contract';
import { createPostgresEventStore } from './postgres-event-store';
import { migrate } from './schema';
import { ProjectionRunner, defineProjector } from '@fr/projections';

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

describe('catching read models up behind a running transaction', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openPostgres(testDatabase.url, { max: 4 });
    await migrate(database.pool);
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  const seen = defineProjector({
    name: 'seen',
    schemaSql: 'CREATE TABLE IF NOT EXISTS seen (id text PRIMARY KEY)',
    tables: [{ name: 'seen', orderBy: 'id' }],
    handlers: { TierConfigured: (c, d) => c.query('INSERT INTO seen (id) VALUES ($1)', [d.tierName]) },
  });
  const tierConfigured = (tierName: string) => ({
    eventId: `tier-${tierName}`,
    type: 'TierConfigured',
    data: { tierName, increasePercentage: 10, ticketCount: 1, prizePool: 'p' },
  });

  it('waits for an event committed after a transaction that is still open, instead of answering without it', async () => {
    const store = createPostgresEventStore(database.pool);
    const runner = new ProjectionRunner(database.pool, store, [seen]);
    await runner.migrate();
    // A transaction that has taken a transaction id and stays open (as a slow export or another test's would).
    const blocker = await database.pool.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT pg_current_xact_id()');
    try {
      await store.append('tier-config-Bronze', [tierConfigured('Bronze')]);
      // The event is committed but not readable in log order yet: catching up cannot honestly finish.
      await expect(runner.catchUp(200)).rejects.toThrow(/did not reach/);
      expect((await database.pool.query('SELECT id FROM seen')).rows).toEqual([]);
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }
    await runner.catchUp();
    expect((await database.pool.query('SELECT id FROM seen')).rows).toEqual([{ id: 'Bronze' }]);
  });
});
