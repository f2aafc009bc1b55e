import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fr/projections/testing/test-database';
import '@fr/projections/testing/provided-context';
import { startSystem, type RunningSystem, type SystemOptions } from '../system';
import { TestClient } from './http-client';

export interface TestSystem extends RunningSystem {
  database: TestDatabase;
  dataDir: string;
  client(): TestClient;
  close(): Promise<void>;
}

/** The whole system in process on a fresh database: real PostgreSQL, real HTTP, jobs inline, mail to a temp outbox. */
export async function startTestSystem(options: SystemOptions = {}): Promise<TestSystem> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'fr-test-'));
  const system = await startSystem({
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY: 'true' },
    databaseUrl: database.url,
    redisUrl: null,
    port: 0,
    dataDir,
    staticDir: join(dataDir, 'no-client'),
    ...options,
  });
  return {
    ...system,
    database,
    dataDir,
    client: () => new TestClient(system.url),
    async close() {
      await system.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function newPlayer(tag = 'p') {
  counter += 1;
  const id = `${tag}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6)}`;
  return { username: id, email: `${id}@example.com`, password: 'correct horse battery', firstName: 'Test', lastName: 'Player' };
}
