import type pg from 'pg';
import { createPostgresEventStore, type PostgresEventStore, type PostgresEventStoreOptions } from '../postgres/postgres-event-store';

/**
 * PGlite speaks the PostgreSQL protocol through pglite-socket, so the PostgreSQL adapter and its SQL apply as they
 * are. The pool must have exactly one connection; the adapter never holds a client while querying the pool, so it
 * cannot deadlock on it. Run `migrate` first.
 *
 * PGlite is one backend session shared by every socket connection, so a named statement outlives the pg client that
 * prepared it: the next client (after an idle timeout or an error) would collide with it. Hence no named statements.
 */
export function createPgliteEventStore(
  pool: pg.Pool,
  options: Omit<PostgresEventStoreOptions, 'name' | 'preparedStatements'> = {},
): PostgresEventStore {
  return createPostgresEventStore(pool, { ...options, name: 'pglite', preparedStatements: false });
}
