import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database on the shared test server, so test files run in parallel without seeing each other. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('databaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A pool on a test database. `pool.end()` resolves once its clients are asked to end, not once their sockets have
 * closed, so the teardown's `DROP DATABASE ... WITH (FORCE)` may still terminate one (57P01, seen in CI under load):
 * that is the teardown, not a failure. Any other error of an idle client fails the run.
 */
export function testDatabasePool(url: string, options: Omit<pg.PoolConfig, 'connectionString'> = {}): pg.Pool {
  const pool = new pg.Pool({ ...options, connectionString: url });
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  return pool;
}

/** A key prefix unique to the calling test file, so BullMQ queues and rate limits never collide across files. */
export function uniqueRedisPrefix(): string {
  return `t${randomBytes(4).toString('hex')}`;
}
