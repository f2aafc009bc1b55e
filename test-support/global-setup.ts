import type { TestProject } from 'vitest/node';
import type {} from 'vitest';
import '@fr/projections/testing/provided-context';

/**
 * Integration tests talk to real PostgreSQL and Redis: DATABASE_URL / REDIS_URL when set (CI and developer
 * machines), otherwise throwaway containers from testcontainers.
 */
export default async function setup(project: TestProject) {
  const stops: Array<() => Promise<unknown>> = [];
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17.6-alpine').start();
    stops.push(() => container.stop());
    databaseUrl = container.getConnectionUri();
  }
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7.4-alpine').start();
    stops.push(() => container.stop());
    redisUrl = container.getConnectionUrl();
  }
  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', redisUrl);
  return async () => {
    for (const stop of stops) await stop();
  };
}
