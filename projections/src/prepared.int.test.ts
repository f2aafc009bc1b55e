import { expect, it } from 'vitest';
import './testing/provided-context';
import { fileDatabase, tierLog, tierNamesProjector as tiers } from './testing/runner-fixtures';
import { preparedQuery } from './prepared';
import { rebuildReadModels } from './runner/blue-green';
import { ProjectionRunner } from './runner/projection-runner';

const { pool } = fileDatabase();
const { append, reader } = tierLog();
const NAMES_BUT = preparedQuery('SELECT name FROM tier_names WHERE name <> $1 ORDER BY name');

it('names a statement after its text, so one text is one statement and two texts never share a name', () => {
  expect(NAMES_BUT(['x']).name).toBe(preparedQuery('SELECT name FROM tier_names WHERE name <> $1 ORDER BY name')([]).name);
  expect(NAMES_BUT(['x']).name).not.toBe(preparedQuery('SELECT name FROM tier_names WHERE name = $1')([]).name);
  expect(NAMES_BUT(['x'])).toMatchObject({ text: 'SELECT name FROM tier_names WHERE name <> $1 ORDER BY name', values: ['x'] });
});

it('reads the swapped-in table on a connection that prepared the statement before a blue/green rebuild', async () => {
  const runner = new ProjectionRunner(pool(), reader, [tiers]);
  await runner.migrate();
  append('Bronze');
  append('Silver');
  await runner.catchUp();
  await pool().query("INSERT INTO tier_names (name) VALUES ('Stray')");
  const client = await pool().connect();
  try {
    expect((await client.query<{ name: string }>(NAMES_BUT(['none']))).rows.map((r) => r.name)).toEqual(['Bronze', 'Silver', 'Stray']);
    const before = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements');
    expect(before.rows[0]!.n).toBe(1);

    await rebuildReadModels(pool(), reader, [tiers]);

    // The statement prepared against the dropped table is analysed again against the one swapped in, not an error.
    expect((await client.query<{ name: string }>(NAMES_BUT(['none']))).rows.map((r) => r.name)).toEqual(['Bronze', 'Silver']);
    expect((await client.query<{ name: string }>(NAMES_BUT(['Bronze']))).rows.map((r) => r.name)).toEqual(['Silver']);
  } finally {
    client.release();
  }
});
