import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A hot read as a named (server-side prepared) statement: each connection parses and plans it once, then only binds
 * and executes it (issue 24: named, `GET /api/teams` answered about a fifth more requests a second). The name comes
 * from the text, so two modules can never give one name to two texts. Keep it to reads keyed by a player or another
 * evenly spread key: after five runs PostgreSQL may keep one generic plan for every value of the parameters.
 *
 * A prepared statement survives a blue/green swap: dropping and renaming the tables it reads invalidates it, and
 * PostgreSQL analyses its text again on the next run (`prepared.int.test.ts`).
 */
export function preparedQuery(text: string): (values: unknown[]) => pg.QueryConfig {
  const name = `fr_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  return (values) => ({ name, text, values });
}
