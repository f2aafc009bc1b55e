import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { withTransaction } from '@fr/projections/runner/transaction';
import { holdDatabase, makePrivate } from './data-dir';

/** The socket file's name says which port a PostgreSQL client asks for; any fixed value works. */
const SOCKET_PORT = 5432;

// BIGINT (int8) columns come back as strings by default; our int8 values (versions, coins) fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface Database {
  readonly kind: 'postgres' | 'pglite';
  readonly pool: pg.Pool;
  /** A connection string other processes (or tools) can use to reach the same database. */
  readonly url: string;
  close(): Promise<void>;
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  pool.on('error', () => undefined); // idle-client errors surface on the next query instead of crashing the process
  await pool.query('select 1');
  return { kind: 'postgres', pool, url, close: () => pool.end() };
}

/**
 * The embedded default: PGlite (PostgreSQL in WebAssembly) behind pglite-socket, so the same `pg` driver and
 * the same SQL run against it. PGlite is a single session, hence a pool of exactly one connection. The socket is a
 * unix socket inside the private data folder, so no other local user can connect (PGlite asks for no password).
 * Throws DatabaseHeldError while another live process has the same folder open.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  await makePrivate(dataDir);
  // PGlite has no lock of its own: a second process on the same files would write where the first never reads.
  const release = await holdDatabase(dataDir);
  const db = await PGlite.create(dataDir).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const socketDir = await mkdtemp(join(tmpdir(), 'fr-pglite-'));
  // pg-pool drops a client whose query failed and reconnects at once, before the old socket has closed: allow that
  // one overlapping connection. The pool itself never uses more than one.
  const server = new PGLiteSocketServer({ db, path: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), maxConnections: 2 });
  await server.start();
  const url = `postgres://postgres@/postgres?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`;
  // Never close the idle connection: PGlite is one session, so a reconnect would meet its old prepared statements.
  // The read models' hot reads are named statements (projections' preparedQuery). A client the pool opens after an
  // error starts with none prepared, so it drops those of the session first: the pool hands the client out once this
  // has run (an event listener's query would run beside the first one asked, which pg deprecates).
  const pool = new pg.Pool({
    host: socketDir,
    port: SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    onConnect: (client) => client.query('DEALLOCATE ALL').then(() => undefined),
  });
  pool.on('error', () => undefined);
  await pool.query('select 1');
  return {
    kind: 'pglite',
    pool,
    url,
    async close() {
      await pool.end();
      await server.stop();
      await db.close();
      await release();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}

export type Queryable = Pick<pg.PoolClient, 'query'>;

export { withTransaction };

/** Arbitrary but fixed: the advisory lock key that serialises schema creation across processes. */
const SCHEMA_LOCK = 7_305_221_002;

/**
 * Runs idempotent DDL (CREATE ... IF NOT EXISTS) so that processes starting together on a fresh database take turns:
 * two concurrent CREATE TABLE IF NOT EXISTS can both pass the check and then collide in the catalogue.
 */
export async function createSchema(pool: pg.Pool, ...statements: string[]): Promise<void> {
  await withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    for (const sql of statements) await client.query(sql);
  });
}
