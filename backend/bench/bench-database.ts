import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres } from '../src/platform/database';
import { startSystem, type RunningSystem, type SystemOptions } from '../src/system/system';

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

/** The connection string of the section's database (the one `pool` is on), for a system or a process opened on it. */
export async function benchDatabaseUrl(pool: pg.Pool): Promise<string> {
  const url = new URL(process.env.DATABASE_URL ?? DEFAULT_SERVER_URL);
  url.pathname = `/${(await pool.query<{ db: string }>('SELECT current_database() AS db')).rows[0]!.db}`;
  return url.toString();
}

/**
 * The whole system in this process on the section's database (jobs inline, a temporary data folder, no client unless
 * `staticDir` names a build), stopped and cleaned up after `work`.
 */
export async function withBenchSystem<T>(
  pool: pg.Pool,
  work: (system: RunningSystem) => Promise<T>,
  options: Pick<SystemOptions, 'env' | 'roles' | 'sessionCache' | 'readCache' | 'staticDir'> = {},
): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fr-bench-'));
  const system = await startSystem({
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    databaseUrl: await benchDatabaseUrl(pool),
    redisUrl: null,
    port: 0,
    dataDir,
    staticDir: join(dataDir, 'none'),
    ...options,
  });
  try {
    return await work(system);
  } finally {
    await system.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
