import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@fr/projections/testing/test-database';
import '@fr/projections/testing/provided-context';
import { idempotencySchemaSql } from './http/idempotency';
import { sessionSchemaSql } from './http/session';
import { webhookInboxSchemaSql } from './http/webhook-inbox';
import { createSchema, openPostgres, type Database } from './database';

let database: TestDatabase;
const pools: Database[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(pools.map((db) => db.close()));
  await database?.drop();
});

// Found by the fault campaign: api, projections and workers starting together on a fresh database collided in
// PostgreSQL's catalogue (two CREATE TABLE IF NOT EXISTS passing the check at once).
it('lets processes that start together create the same tables without colliding', async () => {
  for (let i = 0; i < 6; i++) pools.push(await openPostgres(database.url, { max: 2 }));
  const outcomes = await Promise.allSettled(
    pools.map((db) => createSchema(db.pool, sessionSchemaSql, idempotencySchemaSql, webhookInboxSchemaSql)),
  );
  expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
});
