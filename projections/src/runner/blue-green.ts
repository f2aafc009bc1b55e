import { randomBytes } from 'node:crypto';
import pLimit from 'p-limit';
import type { Checkpoint, EventReader } from '@fr/contracts';
import type { Projector } from '../projector';
import { buildFromLog, type BuildOptions } from './build-from-log';
import { moveCheckpoints, readCheckpoints } from './checkpoints';
import { ProjectionRunner } from './projection-runner';
import { schemaIdentifier, scopedPool } from './scoped-pool';
import { withClient, withTransaction, type ConnectionSource } from './transaction';

/**
 * How a shadow is built: batches larger than the live runner's, since no reader waits for a shadow's progress; 4
 * transactions at once, so a rebuild leaves most of a pool of 10 to the live processes. Not this machine's cores: the
 * database's work is most of a build's, and its transactions also wait on round trips and on each new table's index
 * files reaching the disk, so on 2 cores 4 of them kept the database busier than 2 (a 42,000-event rebuild at 46,000
 * to 51,000 events/s instead of 40,000 to 46,000). Two batches are read ahead of the slowest read model.
 */
const SHADOW_BUILD: BuildOptions = { batchSize: 5_000, pageSize: 1_000, connections: 4, readAhead: 2 };

/**
 * Builds read models from the log in `schema` (which must exist, empty): their tables and their own checkpoints
 * there, caught up with everything committed. The integrity check and the blue/green rebuild both build this way:
 * first the whole log as committed now, each read model on its own (build-from-log.ts), then a runner's catch-up with
 * whatever was committed meanwhile. Answers the runner, to catch the shadow up again later, and the events read.
 */
export async function buildInSchema(
  pool: ConnectionSource,
  schema: string,
  reader: EventReader,
  projectors: readonly Projector[],
): Promise<{ runner: ProjectionRunner; events: number }> {
  const scoped = scopedPool(pool, schema);
  const runner = new ProjectionRunner(scoped, reader, projectors, { batchSize: SHADOW_BUILD.batchSize });
  const transactions = pLimit(SHADOW_BUILD.connections);
  const tablesReady = runner.createInEmptySchema(transactions);
  const built = await buildFromLog(scoped, reader, projectors, SHADOW_BUILD, { tablesReady, transactions });
  return { runner, events: built.events + (await runner.catchUp()) };
}

export interface BlueGreenResult {
  /** Events replayed into the shadow, the ones read while catching up with the live runner included. */
  events: number;
  /** The log position the swapped-in read models have reached (the lowest of them). */
  position: Checkpoint;
}

/**
 * Rebuilds read models without stopping their reads (issue 24, item 2): they are built from the log (one read of it,
 * each read model on its own connection, see buildInSchema) in a shadow schema while the live ones keep serving and the
 * live runner keeps applying to them;
 * then one short transaction holds their live checkpoints (so the live runner applies nothing to them meanwhile) and,
 * if the shadow has reached every one of them, replaces the live tables by the shadow's, moves the live checkpoints to
 * where the shadow is and records the projectors' signatures. If the live runner got further meanwhile, the shadow
 * catches up again first, so a checkpoint never goes back and a reader told its write is visible never finds it
 * missing. The swap reads no events while it holds a connection: the embedded database is one connection, which the
 * log reader needs too. The live runner goes on from the new checkpoints. The shadow's name is unique, so two
 * processes rebuilding one read model at once do not meet; the last swap wins and both are built from the same log.
 */
export async function rebuildReadModels(
  pool: ConnectionSource,
  reader: EventReader,
  projectors: readonly Projector[],
): Promise<BlueGreenResult> {
  const shadow = schemaIdentifier(`rebuild_${randomBytes(6).toString('hex')}`);
  // In name order, as the runner locks them: a live batch locking an overlapping set never deadlocks with the swap.
  const names = projectors.map((p) => p.name).sort();
  const live = await withClient(pool, async (client) => {
    const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
    await client.query(`CREATE SCHEMA ${shadow}`);
    return schemaIdentifier(rows[0]!.schema);
  });
  try {
    const built = await buildInSchema(pool, shadow, reader, projectors);
    const { runner } = built;
    let { events } = built;
    for (;;) {
      const position = await withTransaction(pool, async (client) => {
        const targets = await readCheckpoints(client, names, { lock: true });
        const { rows } = await client.query<{ projector: string; position: Checkpoint }>(
          `SELECT projector, position FROM ${shadow}.projection_checkpoints WHERE projector = ANY($1)`,
          [names],
        );
        const reached = new Map(rows.map((row) => [row.projector, row.position]));
        if (names.some((name) => reached.get(name)! < targets.get(name)!)) return null;
        // No read model references another's tables, so dropping the live ones takes nothing else with them. A read
        // model's own tables go in their dependency order. All of it in one round trip (the names are the read models').
        const swap = projectors.flatMap(({ tables }) => [
          ...tables.map(({ name }) => `DROP TABLE IF EXISTS ${live}.${name}`),
          ...tables.map(({ name }) => `ALTER TABLE ${shadow}.${name} SET SCHEMA ${live}`),
        ]);
        await client.query(swap.join(';\n'));
        await moveCheckpoints(
          client,
          projectors.map((p) => ({ projector: p.name, position: reached.get(p.name)!, signature: p.signature })),
        );
        return [...reached.values()].reduce((a, b) => (b < a ? b : a));
      });
      if (position !== null) return { events, position };
      events += await runner.drain();
    }
  } finally {
    await withClient(pool, (client) => client.query(`DROP SCHEMA IF EXISTS ${shadow} CASCADE`));
  }
}
