import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../src/platform/database';

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `work` against a fresh database on the DATABASE_URL server and drops it afterwards, so runs never mix. */
export async function withBenchDatabase<T>(work: (pool: pg.Pool) => Promise<T>, poolSize = 40): Promise<T> {
  const serverUrl = process.env.DATABASE_URL ?? DEFAULT_SERVER_URL;
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { max: poolSize });
  try {
    return await work(database.pool);
  } finally {
    await database.close();
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
