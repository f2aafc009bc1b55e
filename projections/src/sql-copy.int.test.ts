import { expect, it } from 'vitest';
import './testing/provided-context';
import { copyRows } from './sql-copy';
import { awkwardRows, awkwardRowsQuery, awkwardRowsRead, awkwardTableSql } from './testing/awkward-rows';
import { fileDatabase } from './testing/runner-fixtures';

const database = fileDatabase();

it('copies every text back as it was, whatever its characters, and numbers, timestamps and nulls', async () => {
  const client = await database.pool().connect();
  try {
    await client.query(awkwardTableSql);
    await copyRows(client, 'copied', { i: (r) => r.i, text: (r) => r.text, at: (r) => r.at, big: (r) => r.big }, awkwardRows);
    // Nothing to copy is no statement at all.
    await copyRows(client, 'copied', { i: (r: { i: number }) => r.i }, []);
    expect((await client.query(awkwardRowsQuery)).rows).toEqual(awkwardRowsRead);
  } finally {
    client.release();
  }
});
