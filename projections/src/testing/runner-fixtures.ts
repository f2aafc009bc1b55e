import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { EventReader, StoredEvent } from '@fr/contracts';
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
