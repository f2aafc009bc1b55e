import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { EventIdConflictError, START, WrongExpectedVersionError, type EventStore } from '@fr/contracts';
import { createTestDatabase, type TestDatabase } from '@fr/projections/testing/test-database';
import { openPostgres, type Database } from '../../platform/database';
import { runEventStoreContract } from '../eventstore-contract';
import { postgresHarness } from '../contract/postgres-harness';
import { createPostgresEventStore } from './postgres-event-store';
import { migrate } from './schema';
import { ProjectionRunner, defineProjector } from '@fr/projections';

for (const groupAppends of [false, true]) {
  runEventStoreContract(
    groupAppends ? 'postgres, concurrent appends grouped' : 'postgres',
    postgresHarness(async (database) => {
      // Twice: migrating a migrated database changes nothing.
      await migrate(database.pool);
      await migrate(database.pool);
      return {
        store: createPostgresEventStore(database.pool, { groupAppends }),
        // Grouping is for a pool's concurrent callers; a store on a caller's transaction appends alone.
        inTransaction: (client) => createPostgresEventStore(client),
      };
    }),
  );
}

describe('postgres event store with concurrent appends grouped', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let store: EventStore;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openPostgres(testDatabase.url, { max: 6 });
    await migrate(database.pool);
    store = createPostgresEventStore(database.pool, { groupAppends: true });
  });
  afterAll(async () => {
    await store.close();
    await database.close();
    await testDatabase.drop();
  });

  const event = (eventId: string, data: Record<string, unknown> = {}) => ({ eventId, type: 'Counted', data });
  const transactionsOf = async (streams: string[]) =>
    (
      await database.pool.query<{ n: number }>(
        'SELECT count(DISTINCT transaction_id)::int AS n FROM es_events WHERE stream_id = ANY($1::text[])',
        [streams],
      )
    ).rows[0]!.n;

  it('writes appends to different streams made while others are under way together, each answered with its own result', async () => {
    const streams = Array.from({ length: 20 }, (_, i) => `grouped-${randomUUID()}-${i}`);
    const results = await Promise.all(
      streams.map((streamId, i) => store.append(streamId, [event(`${streamId}-a`, { i }), event(`${streamId}-b`)])),
    );
    // The first two go at once, each alone; the 18 made while they were under way go as one statement.
    expect(await transactionsOf(streams)).toBe(3);
    for (const [i, streamId] of streams.entries()) {
      expect(results[i]!.version).toBe(2);
      const stored = await store.read(streamId);
      expect(stored.map((e) => [e.eventId, e.streamPosition])).toEqual([
        [`${streamId}-a`, 1],
        [`${streamId}-b`, 2],
      ]);
      expect(results[i]!.position).toBe(stored[1]!.position);
      expect(stored[0]!.data).toEqual({ i });
    }
  });

  it('refuses only the append at fault: a wrong expected version, a used event id, a payload the database refuses', async () => {
    const taken = `grouped-taken-${randomUUID()}`;
    await store.append(taken, [event(`${taken}-1`)]);
    const [first, second, ok, wrongVersion, usedId, refusedPayload] = Array.from({ length: 6 }, () => `grouped-${randomUUID()}`);
    const answers = await Promise.allSettled([
      // These two take both places under way; the rest wait and go together.
      store.append(first!, [event(`${first}-1`)]),
      store.append(second!, [event(`${second}-1`)]),
      store.append(ok!, [event(`${ok}-1`)], { expectedVersion: 'no_stream' }),
      store.append(wrongVersion!, [event(`${wrongVersion}-1`)], { expectedVersion: 3 }),
      store.append(usedId!, [event(`${taken}-1`)]),
      // PostgreSQL's jsonb takes no NUL character: the whole statement fails, so each of its appends goes again alone.
      store.append(refusedPayload!, [event(`${refusedPayload}-1`, { note: 'a\u0000b' })]),
      store.append(taken, [event(`${taken}-1`)], { expectedVersion: 'no_stream' }),
    ]);
    const [, , appended, conflict, idConflict, refused, replay] = answers;
    expect(appended).toMatchObject({ status: 'fulfilled', value: { version: 1 } });
    expect(conflict).toMatchObject({ status: 'rejected', reason: expect.any(WrongExpectedVersionError) });
    expect(idConflict).toMatchObject({ status: 'rejected', reason: expect.any(EventIdConflictError) });
    expect(refused).toMatchObject({ status: 'rejected', reason: expect.objectContaining({ code: '22P05' }) });
    expect(replay).toMatchObject({ status: 'fulfilled', value: { version: 1, replayed: true } });
    expect(await store.read(ok!)).toHaveLength(1);
    for (const refusedStream of [wrongVersion!, usedId!, refusedPayload!]) expect(await store.read(refusedStream)).toEqual([]);
    expect((await store.read(taken)).map((e) => e.eventId)).toEqual([`${taken}-1`]);
  });

  it('appends twice to one stream in separate statements, neither lost', async () => {
    const [first, second, streamId] = Array.from({ length: 3 }, () => `grouped-${randomUUID()}`);
    const [, , a, b] = await Promise.all([
      store.append(first!, [event(`${first}-1`)]),
      store.append(second!, [event(`${second}-1`)]),
      store.append(streamId!, [event(`${streamId}-a`)]),
      store.append(streamId!, [event(`${streamId}-b`)]),
    ]);
    expect([a!.version, b!.version].sort()).toEqual([1, 2]);
    expect((await store.read(streamId!)).map((e) => e.eventId).sort()).toEqual([`${streamId}-a`, `${streamId}-b`]);
  });
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
