import { expect, it } from 'vitest';
import type { EventReader } from '@fr/contracts';
import '../testing/provided-context';
import { fileDatabase } from '../testing/runner-fixtures';
import { defineProjector } from '../projector';
import { ProjectionRunner } from './projection-runner';

const { pool } = fileDatabase();

const noEvents: EventReader = { readAll: async () => [], head: async () => '' };
const projector = (name: string, column: string) =>
  defineProjector({
    name,
    schemaSql: `CREATE TABLE IF NOT EXISTS notes (id text PRIMARY KEY, ${column} text)`,
    tables: [{ name: 'notes', orderBy: 'id' }],
    handlers: { TierConfigured: (c, d) => c.query(`INSERT INTO notes (id, ${column}) VALUES ($1, $2)`, [d.tierName, d.prizePool]) },
  });
const checkpoints = async () =>
  (await pool().query<{ projector: string; position: string }>('SELECT projector, position FROM projection_checkpoints ORDER BY projector'))
    .rows;

it('keeps a read model whose signature is unchanged, and rebuilds a renamed or reshaped one from the start', async () => {
  await new ProjectionRunner(pool(), noEvents, [projector('notes', 'body')]).migrate();
  await pool().query(`INSERT INTO notes (id, body) VALUES ('kept', 'x')`);
  await pool().query(`UPDATE projection_checkpoints SET position = '000000000042'`);

  await new ProjectionRunner(pool(), noEvents, [projector('notes', 'body')]).migrate();
  expect((await pool().query('SELECT id FROM notes')).rows).toEqual([{ id: 'kept' }]);
  expect(await checkpoints()).toEqual([{ projector: 'notes', position: '000000000042' }]);

  await new ProjectionRunner(pool(), noEvents, [projector('renamed-notes', 'body')]).migrate();
  expect((await pool().query('SELECT id FROM notes')).rows).toEqual([]);
  expect(await checkpoints()).toEqual([{ projector: 'renamed-notes', position: '' }]);

  await pool().query(`INSERT INTO notes (id, body) VALUES ('again', 'x')`);
  await new ProjectionRunner(pool(), noEvents, [projector('renamed-notes', 'text')]).migrate();
  expect((await pool().query('SELECT * FROM notes')).rows).toEqual([]);
  expect(
    (await pool().query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'notes' ORDER BY column_name`)).rows,
  ).toEqual([{ column_name: 'id' }, { column_name: 'text' }]);
});
