import { expect, it } from 'vitest';
import type { EventReader } from '@fr/contracts';
import '../testing/provided-context';
import { fileDatabase, tierLog } from '../testing/runner-fixtures';
import { defineProjector } from '../projector';
import { ProjectionRunner } from './projection-runner';

const { pool } = fileDatabase();

const { append, reader: inMemory } = tierLog();
const notes = defineProjector({
  name: 'notes',
  schemaSql: 'CREATE TABLE IF NOT EXISTS notes (id text PRIMARY KEY)',
  tables: [{ name: 'notes', orderBy: 'id' }],
  handlers: { TierConfigured: (c, d) => c.query('INSERT INTO notes (id) VALUES ($1)', [d.tierName]) },
});

it('catches up to the end of the log when another runner commits a shorter batch between its read and its lock', async () => {
  const other = new ProjectionRunner(pool(), inMemory, [notes]);
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

  await new ProjectionRunner(pool(), racing, [notes]).catchUp();

  expect(raced).toBe(true);
  expect((await pool().query('SELECT id FROM notes ORDER BY id')).rows).toEqual([{ id: 'Bronze' }, { id: 'Silver' }]);
});
