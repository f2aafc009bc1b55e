import type pg from 'pg';

/** Anything that hands out connections: a pool, or a pool scoped to a schema (see scoped-pool.ts). */
export interface ConnectionSource {
  connect(): Promise<pg.PoolClient>;
}

export async function withTransaction<T>(pool: ConnectionSource, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Runs `work` on one connection, outside a transaction. */
export async function withClient<T>(pool: ConnectionSource, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}
