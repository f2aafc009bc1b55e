import type { ConnectionSource } from './transaction';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A schema name safe to splice into SQL (identifiers cannot be bound parameters). */
export function schemaIdentifier(name: string): string {
  if (!SCHEMA_NAME.test(name)) throw new Error(`Not a schema name: ${name}`);
  return name;
}

/**
 * Connections from `pool` whose unqualified table names resolve to `schema` only, so a projection runner builds
 * its read models there (a rebuild's shadow, an integrity check's scratch copy). Their commits do not wait for the WAL
 * to reach the disk: a crash loses at most the last of them, and such a build is thrown away on a crash anyway; the
 * swap that takes a shadow in is an ordinary commit, whose flush carries everything written before it. The settings
 * are made per checkout and reset on release rather than by a second pool: the embedded PGlite is one session behind a
 * one-connection pool, and a setting left on it would leak to every query.
 */
export function scopedPool(pool: ConnectionSource, schema: string): ConnectionSource {
  const name = schemaIdentifier(schema);
  return {
    async connect() {
      const client = await pool.connect();
      try {
        // The schema alone: with `public` behind it, a DROP TABLE IF EXISTS of a table not yet in the schema (a runner's
        // migration) would find and drop the live one.
        await client.query(`SET search_path TO ${name}; SET synchronous_commit TO off`);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      const release = client.release.bind(client);
      // pg-pool itself installs `release` on the client at each checkout; ours resets both before handing it back.
      client.release = (error?: Error | boolean) => {
        if (error) return release(error);
        client.query('RESET search_path; RESET synchronous_commit').then(
          () => release(),
          (resetError: Error) => release(resetError),
        );
      };
      return client;
    },
  };
}
