import { randomBytes } from 'node:crypto';
import type { Checkpoint, EventReader } from '@fr/contracts';
import type { Projector } from '../projector';
import { lockCheckpoint, writeCheckpoint, writeSignature } from './checkpoints';
import { ProjectionRunner } from './projection-runner';
import { schemaIdentifier, scopedPool } from './scoped-pool';
import { withClient, withTransaction, type ConnectionSource } from './transaction';

/**
 * Builds read models from the log in `schema` (which must exist, empty): their tables and their own checkpoints
 * there, caught up with everything committed. The integrity check and the blue/green rebuild both build this way.
 */
export async function buildInSchema(
  pool: ConnectionSource,
  schema: string,
  reader: EventReader,
  projectors: readonly Projector[],
): Promise<number> {
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
 * while the live one keeps serving and the live runner keeps applying to it; then one short transaction holds the live
 * checkpoint (so the live runner applies nothing to it meanwhile) and, if the shadow has reached it, replaces the live
 * tables by the shadow's, moves the live checkpoint to where the shadow is and records the projector's signature.
 * If the live runner got further meanwhile, the shadow catches up again first, so the checkpoint never goes back and a
 * reader told its write is visible never finds it missing. The swap reads no events while it holds a connection: the
 * embedded database is one connection, which the log reader needs too. The live runner goes on from the new checkpoint.
 * The shadow's name is unique, so two processes rebuilding one read model at once do not meet; the last swap wins and
 * both are built from the same log.
 */
export async function rebuildReadModel(pool: ConnectionSource, reader: EventReader, projector: Projector): Promise<BlueGreenResult> {
  const shadow = schemaIdentifier(`rebuild_${randomBytes(4).toString('hex')}_${projector.name.replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63));
  const live = await withClient(pool, async (client) => {
    const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
    await client.query(`CREATE SCHEMA ${shadow}`);
    return schemaIdentifier(rows[0]!.schema);
  });
  try {
    const runner = new ProjectionRunner(scopedPool(pool, shadow), reader, [projector]);
    await runner.migrate();
    let events = await runner.catchUp();
    for (;;) {
      const position = await withTransaction(pool, async (client) => {
        const target = await lockCheckpoint(client, projector.name);
        const { rows } = await client.query<{ position: Checkpoint }>(
          `SELECT position FROM ${shadow}.projection_checkpoints WHERE projector = $1`,
          [projector.name],
        );
        const reached = rows[0]!.position;
        if (reached < target) return null;
        // No read model references another's tables, so dropping the live ones takes nothing else with them.
        for (const { name } of projector.tables) await client.query(`DROP TABLE IF EXISTS ${live}.${name}`);
        for (const { name } of projector.tables) await client.query(`ALTER TABLE ${shadow}.${name} SET SCHEMA ${live}`);
        await writeCheckpoint(client, projector.name, reached);
        await writeSignature(client, projector.name, projector.signature);
        return reached;
      });
      if (position !== null) return { events, position };
      events += await runner.drain();
    }
  } finally {
    await withClient(pool, (client) => client.query(`DROP SCHEMA IF EXISTS ${shadow} CASCADE`));
  }
}
