import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventReader, StoredEvent } from '@fr/contracts';
import '../testing/provided-context';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { defineProjector } from '../projector';
import { ProjectionRunner } from './projection-runner';

let database: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url });
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const log: StoredEvent[] = [];
const append = (tierName: string) =>
  log.push({
    eventId: `e-${tierName}`,
    type: 'TierConfigured',
    schemaVersion: 1,
    streamId: 'config-tiers',
    streamPosition: log.length + 1,
    position: String(log.length + 1).padStart(12, '0'),
    data: { tierName, increasePercentage: 10, ticketCount: 1, prizePool: 'p' },
    metadata: {},
    recordedAt: new Date(0).toISOString(),
  });
const inMemory: EventReader = {
  readAll: async ({ after = '', limit = 500 } = {}) => log.filter((e) => e.position > after).slice(0, limit),
  head: async () => log.at(-1)?.position ?? '',
};
const notes = defineProjector({
  name: 'notes',
  schemaSql: 'CREATE TABLE IF NOT EXISTS notes (id text PRIMARY KEY)',
  tables: [{ name: 'notes', orderBy: 'id' }],
  handlers: { TierConfigured: (c, d) => c.query('INSERT INTO notes (id) VALUES ($1)', [d.tierName]) },
});

it('catches up to the end of the log when another runner commits a shorter batch between its read and its lock', async () => {
  const other = new ProjectionRunner(pool, inMemory, [notes]);
  await other.migrate();
  append('Bronze');
  let raced = false;
  // Our read happens while the other runner (which saw only Bronze) applies its batch, and Silver lands meanwhile.
  const racing: EventReader = {
    ...inMemory,
    readAll: async (options) => {
      if (!raced) {
        raced = true;
        await other.catchUp();
        append('Silver');
      }
      return inMemory.readAll(options);
    },
  };

  await new ProjectionRunner(pool, racing, [notes]).catchUp();

  expect(raced).toBe(true);
  expect((await pool.query('SELECT id FROM notes ORDER BY id')).rows).toEqual([{ id: 'Bronze' }, { id: 'Silver' }]);
});
