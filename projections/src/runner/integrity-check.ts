import type pg from 'pg';
import type { Checkpoint, EventReader, IntegrityProjectorReport } from '@fr/contracts';
import type { Projector } from '../projector';
import { readCheckpoint } from './checkpoints';
import { ProjectionRunner } from './projection-runner';
import { schemaIdentifier, scopedPool } from './scoped-pool';
import { withTransaction } from './transaction';

export interface IntegrityCheckOptions {
  pool: pg.Pool;
  reader: EventReader;
  projectors: readonly Projector[];
  /** The scratch schema, created empty and dropped at the end. */
  schema: string;
  /** How many times to catch the rebuild up and compare before giving up on read models that keep moving. */
  rounds: number;
  /** Differing rows kept per table and side. */
  diffRows: number;
}

export interface IntegrityResult {
  /** Events replayed into the scratch schema. */
  events: number;
  projectors: IntegrityProjectorReport[];
}

/** The log up to `cap`; counts each event once however many projectors read it. */
function cappedReader(reader: EventReader, cap: () => Checkpoint, seen: { highest: Checkpoint; count: number }): EventReader {
  return {
    head: async () => cap(),
    async readAll(options) {
      const events = (await reader.readAll(options)).filter((e) => e.position <= cap());
      for (const event of events) {
        if (event.position > seen.highest) {
          seen.highest = event.position;
          seen.count += 1;
        }
      }
      return events;
    },
  };
}

/**
 * Rebuilds every read model from the event store in a scratch schema and compares it, row by row, with the live one.
 * The live read models keep moving, so each is compared inside one snapshot (repeatable read) when its live checkpoint
 * equals the rebuilt one; the rebuild is caught up to the log's head again for those still behind or ahead.
 */
export async function checkIntegrity(options: IntegrityCheckOptions): Promise<IntegrityResult> {
  const { pool, reader, projectors, rounds, diffRows } = options;
  const schema = schemaIdentifier(options.schema);
  await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await pool.query(`CREATE SCHEMA ${schema}`);
  try {
    const scratch = scopedPool(pool, schema);
    let cap: Checkpoint = '';
    const seen = { highest: '', count: 0 };
    const runner = new ProjectionRunner(
      scratch,
      cappedReader(reader, () => cap, seen),
      projectors,
    );
    await runner.migrate();
    const reports = new Map<string, IntegrityProjectorReport>();
    for (let round = 0; round < rounds && reports.size < projectors.length; round++) {
      cap = await reader.head();
      await runner.catchUp();
      await withTransaction(pool, async (client) => {
        await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        for (const projector of projectors) {
          if (reports.has(projector.name)) continue;
          const live = await readCheckpoint(client, projector.name);
          const rebuilt = await client.query<{ position: string }>(
            `SELECT position FROM ${schema}.projection_checkpoints WHERE projector = $1`,
            [projector.name],
          );
          if (rebuilt.rows[0]?.position !== live) continue;
          reports.set(projector.name, await compare(client, schema, projector, live, diffRows));
        }
      });
    }
    return {
      events: seen.count,
      projectors: projectors.map(
        (p) => reports.get(p.name) ?? { projector: p.name, compared: false, equal: false, position: cap, tables: [] },
      ),
    };
  } finally {
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
}

async function compare(
  client: pg.PoolClient,
  schema: string,
  projector: Projector,
  position: Checkpoint,
  diffRows: number,
): Promise<IntegrityProjectorReport> {
  const tables = [];
  for (const { name } of projector.tables) {
    // Rows compared as their text form, which every column type has (json has no equality operator).
    const rows = async (from: string, minus: string) =>
      (
        await client.query<{ row: string }>(
          `SELECT row FROM (SELECT a::text AS row FROM ${from} a EXCEPT ALL SELECT b::text FROM ${minus} b) d ORDER BY row LIMIT $1`,
          [diffRows],
        )
      ).rows.map((r) => r.row);
    const count = async (table: string) => (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;
    tables.push({
      table: name,
      liveRows: await count(name),
      rebuiltRows: await count(`${schema}.${name}`),
      missing: await rows(`${schema}.${name}`, name),
      unexpected: await rows(name, `${schema}.${name}`),
    });
  }
  const equal = tables.every((t) => t.liveRows === t.rebuiltRows && t.missing.length === 0 && t.unexpected.length === 0);
  return { projector: projector.name, compared: true, equal, position, tables };
}
