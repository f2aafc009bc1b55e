import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrongExpectedVersionError, accountStream, usernameClaimStream, type EventStore } from '@fr/contracts';
import { createTestDatabase, type TestDatabase } from '@fr/projections/testing/test-database';
import { createSchema, openPostgres, type Database } from '../platform/database';
import { createPersonalKeys, personalKeysSchemaSql, withPersonalData, type PersonalKeys } from '../platform/personal-data';
import { createTokenCipher } from '../platform/token-cipher';
import { runEventStoreContract } from './eventstore-contract';
import { postgresHarness } from './contract/postgres-harness';
import { createPostgresEventStore } from './postgres/postgres-event-store';
import { migrate } from './postgres/schema';

/** PostgreSQL behind the personal-data boundary, as system.ts composes it. */
async function boundary(database: Database) {
  await migrate(database.pool);
  await createSchema(database.pool, personalKeysSchemaSql);
  const keys = createPersonalKeys(database.pool, createTokenCipher(randomBytes(32)));
  return { keys, store: withPersonalData(createPostgresEventStore(database.pool), keys, randomBytes(32)) };
}

// The boundary is an event store like any other: the adapters' whole contract holds through it.
runEventStoreContract(
  'postgres behind the personal-data boundary',
  postgresHarness(async (database) => {
    const { store, keys } = await boundary(database);
    return { store, inTransaction: (client) => withPersonalData(createPostgresEventStore(client), keys, randomBytes(32)) };
  }),
);

describe('the personal-data boundary', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let store: EventStore;
  let keys: PersonalKeys;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openPostgres(testDatabase.url);
    ({ store, keys } = await boundary(database));
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  const registration = (userId: string, username: string) => ({
    eventId: `registered-${userId}`,
    type: 'AccountRegistered',
    data: { userId, username, email: `${username}@example.com`, firstName: 'Ana', lastName: null, registeredAt: '2026-11-25T00:00:00Z' },
  });

  it('recognises a replayed append of a sealed event, and refuses the same id with other content', async () => {
    const userId = randomUUID();
    const first = await store.append(accountStream(userId), [registration(userId, 'replayed')]);
    const again = await store.append(accountStream(userId), [registration(userId, 'replayed')]);
    expect(again).toMatchObject({ version: first.version, position: first.position, replayed: true });
    await expect(store.append(accountStream(userId), [registration(userId, 'changed')])).rejects.toThrow();
  });

  it('keeps a claim unique under its hashed stream, whatever the case, and names no value in the stream or event id', async () => {
    const userId = randomUUID();
    const claim = (username: string, id: string) => [{ eventId: id, type: 'UsernameClaimed', data: { userId, username } }];
    await store.append(usernameClaimStream('Unique-Ana'), claim('Unique-Ana', 'claim-1'), { expectedVersion: 'no_stream' });
    await expect(
      store.append(usernameClaimStream('unique-ana'), claim('unique-ana', 'claim-2'), { expectedVersion: 'no_stream' }),
    ).rejects.toBeInstanceOf(WrongExpectedVersionError);
    const [stored] = await store.read(usernameClaimStream('UNIQUE-ANA'));
    expect(stored?.data).toEqual({ userId, username: 'Unique-Ana' });
    const { rows } = await database.pool.query('SELECT stream_id, event_id, data FROM es_events WHERE data @> $1', [
      JSON.stringify({ userId }),
    ]);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain('unique-ana');
    expect(rows[0].event_id).not.toBe('claim-1');
  });

  it('seals and hashes in a multi-stream append as in an append, and answers with the streams as the caller named them', async () => {
    const userId = randomUUID();
    const claimed = usernameClaimStream('Many-Ana');
    const outcomes = await store.appendMany([
      { streamId: accountStream(userId), events: [registration(userId, 'many-ana')], expectedVersion: 'no_stream' },
      { streamId: claimed, events: [{ eventId: `claim-${userId}`, type: 'UsernameClaimed', data: { userId, username: 'Many-Ana' } }] },
    ]);
    expect(outcomes.map((o) => [o.streamId, o.status])).toEqual([
      [accountStream(userId), 'appended'],
      [claimed, 'appended'],
    ]);
    expect((await store.read(usernameClaimStream('many-ana')))[0]?.data).toEqual({ userId, username: 'Many-Ana' });
    expect((await store.read(accountStream(userId)))[0]?.data).toMatchObject({ username: 'many-ana' });
    const { rows } = await database.pool.query('SELECT stream_id, event_id, data FROM es_events WHERE data @> $1', [
      JSON.stringify({ userId }),
    ]);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain('many-ana');
  });

  it('reads an erased player as erased, with the flag, and writes nothing personal about them again', async () => {
    const userId = randomUUID();
    await store.append(accountStream(userId), [registration(userId, 'erased')]);
    await keys.erase(userId, new Date());
    const [read] = await store.read(accountStream(userId));
    expect(read?.data).toMatchObject({ username: '', email: '', firstName: '', lastName: null });
    expect(read?.metadata.personalDataErased).toBe(true);

    await store.append(accountStream(userId), [{ ...registration(userId, 'again'), eventId: `late-${userId}` }]);
    const { rows } = await database.pool.query('SELECT data FROM es_events WHERE event_id = $1', [`late-${userId}`]);
    expect(rows[0].data).toMatchObject({ username: '', email: '' });
  });

  it('gives back the recorded player log exactly as the deciders wrote it, with its names sealed in the table', async () => {
    const log = JSON.parse(readFileSync(new URL('../features/player/replay/player-log.json', import.meta.url), 'utf8')) as {
      type: string;
      data: Record<string, unknown>;
    }[];
    const streamId = `player-replay-${randomUUID()}`;
    await store.append(
      streamId,
      log.map((event, index) => ({ eventId: `${streamId}-${index}`, type: event.type, data: event.data })),
    );
    expect((await store.read(streamId)).map(({ type, data }) => ({ type, data }))).toEqual(log);
    const { rows } = await database.pool.query('SELECT data FROM es_events WHERE stream_id = $1', [streamId]);
    expect(JSON.stringify(rows)).not.toContain('Lovelace');
  });
});
