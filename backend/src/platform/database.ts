import { mkdir } from 'node:fs/promises';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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
 * the same SQL run against it. PGlite is a single session, hence a pool of exactly one connection.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  // pg-pool drops a client whose query failed and reconnects at once, before the old socket has closed: allow that
  // one overlapping connection. The pool itself never uses more than one.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 2 });
  await server.start();
  const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
  const url = `postgres://postgres@127.0.0.1:${address.port}/postgres`;
  // Never close the idle connection: PGlite is one session, so a reconnect would meet its old prepared statements.
  const pool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 0 });
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
    },
  };
}

export type Queryable = Pick<pg.PoolClient, "query">;

export { withTransaction } from '@fr/projections/runner/transaction';
