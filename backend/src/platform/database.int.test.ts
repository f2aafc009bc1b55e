import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { preparedQuery } from '@fr/projections/prepared';
import { copyRows } from '@fr/projections/sql-copy';
import { awkwardRows, awkwardRowsQuery, awkwardRowsRead, awkwardTableSql } from '@fr/projections/testing/awkward-rows';
import { openPglite } from './database';

const DOUBLED = preparedQuery('SELECT $1::int * 2 AS doubled');

it('runs a named statement again on the embedded database after the pool replaced its connection', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'db-pglite-'));
  const database = await openPglite(dataDir);
  try {
    expect((await database.pool.query<{ doubled: number }>(DOUBLED([2]))).rows).toEqual([{ doubled: 4 }]);
    // A client released with an error is destroyed: the next one is new to pg, but PGlite is one session, which
    // still holds the statement the first one prepared.
    const client = await database.pool.connect();
    client.release(new Error('dropped'));
    expect((await database.pool.query<{ doubled: number }>(DOUBLED([3]))).rows).toEqual([{ doubled: 6 }]);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

it("takes a build's rows on the embedded database, which has no COPY from the client, with every value as it was", async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'db-pglite-'));
  const database = await openPglite(dataDir);
  const client = await database.pool.connect();
  try {
    await client.query(awkwardTableSql);
    await copyRows(client, 'copied', { i: (r) => r.i, text: (r) => r.text, at: (r) => r.at, big: (r) => r.big }, awkwardRows);
    expect((await client.query(awkwardRowsQuery)).rows).toEqual(awkwardRowsRead);
  } finally {
    client.release();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
