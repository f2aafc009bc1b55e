import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { EventReader, StoredEvent } from '@fr/contracts';
import { defineProjector } from '../projector';
import { createTestDatabase, testDatabasePool, type TestDatabase } from './test-database';

/** A fresh database for the test file, created before its tests and dropped after them, and a pool on it. */
export function fileDatabase(): { pool(): pg.Pool; url(): string } {
  let database: TestDatabase | undefined;
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    pool = testDatabasePool(database.url);
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });
  const opened = () => {
    if (!database || !pool) throw new Error('fileDatabase() is used inside a test only');
    return { database, pool };
  };
  return { pool: () => opened().pool, url: () => opened().database.url };
}

/**
 * A log held in memory, of `TierConfigured` events only: the runner tests need a reader whose order and content they
 * control exactly, and any event type will do for projectors written for the test.
 */
export function tierLog(): { log: StoredEvent[]; append(tierName: string): void; reader: EventReader } {
  const log: StoredEvent[] = [];
  return {
    log,
    append(tierName) {
      log.push({
        eventId: `e-${tierName}`,
        type: 'TierConfigured',
        schemaVersion: 1,
        streamId: 'config-tiers',
        streamPosition: log.length + 1,
        position: String(log.length + 1).padStart(12, '0'),
        data: { tierName, increasePercentage: 10, ticketCount: 1, prizePool: 'p' },
        metadata: {},
        recordedAt: new Date(0).toISOString(),
      });
    },
    reader: {
      readAll: async ({ after = '', limit = 500 } = {}) => log.filter((e) => e.position > after).slice(0, limit),
      head: async () => log.at(-1)?.position ?? '',
    },
  };
}

/** A read model of the names in a `tierLog`, with a secondary index, for the runner's rebuild tests. */
export const tierNamesProjector = defineProjector({
  name: 'tier_names',
  schemaSql:
    'CREATE TABLE IF NOT EXISTS tier_names (name text PRIMARY KEY); CREATE INDEX IF NOT EXISTS tier_names_lower ON tier_names (lower(name))',
  tables: [{ name: 'tier_names', orderBy: 'name' }],
  handlers: { TierConfigured: (c, d) => c.query('INSERT INTO tier_names (name) VALUES ($1) ON CONFLICT DO NOTHING', [d.tierName]) },
});
