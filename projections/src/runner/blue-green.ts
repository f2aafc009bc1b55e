import type pg from 'pg';
import type { Checkpoint, EventReader } from '@fr/contracts';
import type { Projector } from '../projector';
import { lockCheckpoint, writeCheckpoint } from './checkpoints';
import { ProjectionRunner, applyEvents } from './projection-runner';
import { schemaIdentifier, scopedPool } from './scoped-pool';
import { withTransaction } from './transaction';

/** Events the swap reads per round while it holds the live checkpoint (the runner's own batch size). */
const SWAP_BATCH = 500;

/**
 * Builds read models from the log in `schema` (which must exist, empty): their tables and their own checkpoints
 * there, caught up with everything committed. The integrity check and the blue/green rebuild both build this way.
 */
export async function buildInSchema(pool: pg.Pool, schema: string, reader: EventReader, projectors: readonly Projector[]): Promise<number> {
  const runner = new ProjectionRunner(scopedPool(pool, schema), reader, projectors);
  await runner.migrate();
  return runner.catchUp();
}

export interface BlueGreenResult {
  /** Events replayed into the shadow, the ones read during the swap included. */
  events: number;
  /** The log position the swapped-in read model has reached. */
  position: Checkpoint;
}

/**
 * Rebuilds one read model without stopping its reads (issue 24, item 2): it is built from the log in a shadow schema
 * while the live one keeps serving and the live runner keeps applying to it; then one transaction holds the live
 * checkpoint (so the live runner applies nothing to it meanwhile), applies to the shadow whatever was committed since
 * its catch-up, replaces the live tables by the shadow's and moves the live checkpoint to where the shadow is. Readers
 * wait only for that transaction; the live runner goes on from the new checkpoint.
 */
export async function rebuildReadModel(pool: pg.Pool, reader: EventReader, projector: Projector): Promise<BlueGreenResult> {
  const shadow = schemaIdentifier(`rebuild_${projector.name.replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63));
  const { rows } = await pool.query<{ schema: string }>('SELECT current_schema() AS schema');
  const live = schemaIdentifier(rows[0]!.schema);
  await pool.query(`DROP SCHEMA IF EXISTS ${shadow} CASCADE`);
  await pool.query(`CREATE SCHEMA ${shadow}`);
  try {
    let events = await buildInSchema(pool, shadow, reader, [projector]);
    const position = await withTransaction(pool, async (client) => {
      await lockCheckpoint(client, projector.name);
      const at = await client.query<{ position: Checkpoint }>(
        `SELECT position FROM ${shadow}.projection_checkpoints WHERE projector = $1`,
        [projector.name],
      );
      let after = at.rows[0]!.position;
      await client.query(`SET LOCAL search_path TO ${shadow}`);
      for (let batch = await reader.readAll({ after, limit: SWAP_BATCH }); batch.length > 0;) {
        await applyEvents(client, projector, batch);
        events += batch.length;
        after = batch.at(-1)!.position;
        batch = await reader.readAll({ after, limit: SWAP_BATCH });
      }
      await client.query(`SET LOCAL search_path TO ${live}`);
      // No read model references another's tables, so dropping the live ones takes nothing else with them.
      for (const { name } of projector.tables) await client.query(`DROP TABLE IF EXISTS ${live}.${name}`);
      for (const { name } of projector.tables) await client.query(`ALTER TABLE ${shadow}.${name} SET SCHEMA ${live}`);
      await writeCheckpoint(client, projector.name, after);
      return after;
    });
    return { events, position };
  } finally {
    await pool.query(`DROP SCHEMA IF EXISTS ${shadow} CASCADE`);
  }
}
