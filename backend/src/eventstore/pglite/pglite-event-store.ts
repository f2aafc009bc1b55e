import type pg from 'pg';
import { createPostgresEventStore, type PostgresEventStore, type PostgresEventStoreOptions } from '../postgres/postgres-event-store';

/**
 * PGlite speaks the PostgreSQL protocol through pglite-socket, so the PostgreSQL adapter and its SQL apply as they
 * are. The pool must have exactly one connection (PGlite is a single session); the adapter never holds a client
 * while querying the pool, so it cannot deadlock on it. Run `migrate` first.
 */
export function createPgliteEventStore(pool: pg.Pool, options: Omit<PostgresEventStoreOptions, 'name'> = {}): PostgresEventStore {
  return createPostgresEventStore(pool, { ...options, name: 'pglite' });
}
