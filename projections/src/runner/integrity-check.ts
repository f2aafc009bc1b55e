import type pg from 'pg';
import type { Checkpoint, EventReader, IntegrityProjectorReport } from '@fr/contracts';
import type { Projector } from '../projector';
import { readCheckpoint } from './checkpoints';
import { buildInSchema } from './blue-green';
import { schemaIdentifier } from './scoped-pool';
import { withTransaction } from './transaction';

export interface IntegrityCheckOptions {
  pool: pg.Pool;
  reader: EventReader;
  projectors: readonly Projector[];
  /** The scratch schema, created empty and dropped at the end (with a twin holding the frozen live read models). */
  schema: string;
  /** Differing rows kept per table and side. */
  diffRows: number;
}

export interface IntegrityResult {
  /** Events replayed into the scratch schema. */
  events: number;
  projectors: IntegrityProjectorReport[];
}

/** The log up to `cap`; counts each event once however many projectors read it. */
function cappedReader(reader: EventReader, cap: Checkpoint, seen: { highest: Checkpoint; count: number }): EventReader {
  return {
    head: async () => cap,
    async readAll(options) {
      const events = (await reader.readAll(options)).filter((e) => e.position <= cap);
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
 * The live read models keep moving while writes go on, so they are compared as of a fixed position: one snapshot
 * (repeatable read) copies every live read model and reads its checkpoint, and each is rebuilt up to exactly that
 * checkpoint. Whatever is written meanwhile changes neither side, so a busy system passes and a real difference fails.
 */
export async function checkIntegrity(options: IntegrityCheckOptions): Promise<IntegrityResult> {
  const { pool, reader, projectors, diffRows } = options;
  const schema = schemaIdentifier(options.schema);
  const frozen = schemaIdentifier(`${options.schema}_live`);
  const dropBoth = async () => {
    for (const name of [schema, frozen]) await pool.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
  };
  await dropBoth();
  for (const name of [schema, frozen]) await pool.query(`CREATE SCHEMA ${name}`);
  try {
    const positions = await withTransaction(pool, async (client) => {
      await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const at = new Map<string, Checkpoint>();
      for (const projector of projectors) {
        at.set(projector.name, await readCheckpoint(client, projector.name));
        for (const { name } of projector.tables) await client.query(`CREATE TABLE ${frozen}.${name} AS SELECT * FROM ${name}`);
      }
      return at;
    });
    const seen = { highest: '', count: 0 };
    // Built as a blue/green rebuild builds its shadow, one build per frozen position: a build reads one log for all
    // its projectors, and each stops at its own.
    for (const position of new Set(positions.values())) {
      const group = projectors.filter((p) => positions.get(p.name) === position);
      await buildInSchema(pool, schema, cappedReader(reader, position, seen), group);
    }
    const reports: IntegrityProjectorReport[] = [];
    for (const projector of projectors)
      reports.push(await compare(pool, frozen, schema, projector, positions.get(projector.name)!, diffRows));
    return { events: seen.count, projectors: reports };
  } finally {
    await dropBoth();
  }
}

async function compare(
  client: pg.Pool,
  live: string,
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
      liveRows: await count(`${live}.${name}`),
      rebuiltRows: await count(`${schema}.${name}`),
      missing: await rows(`${schema}.${name}`, `${live}.${name}`),
      unexpected: await rows(`${live}.${name}`, `${schema}.${name}`),
    });
  }
  const equal = tables.every((t) => t.liveRows === t.rebuiltRows && t.missing.length === 0 && t.unexpected.length === 0);
  return { projector: projector.name, compared: true, equal, position, tables };
}
