import type pg from 'pg';
import { START } from '@fr/contracts';
import type { Projector } from '../projector';
import type { ProjectionRunner } from './projection-runner';
import { lockCheckpoint, writeCheckpoint } from './checkpoints';
import { withTransaction } from './transaction';

/** Empties every read model and its checkpoint in one transaction each, then replays the whole log into them. */
export async function rebuildProjections(pool: pg.Pool, runner: ProjectionRunner): Promise<number> {
  await runner.migrate();
  for (const projector of runner.projectors) {
    await withTransaction(pool, async (client) => {
      await lockCheckpoint(client, projector.name);
      const tables = projector.tables.map((t) => t.name).join(', ');
      await client.query(`TRUNCATE ${tables}`);
      await writeCheckpoint(client, projector.name, START);
    });
  }
  return runner.catchUp();
}

/** A digest of every row of a read model, in a stable order; equal digests mean identical read models. */
export async function checksumProjector(pool: pg.Pool, projector: Projector): Promise<string> {
  const parts: string[] = [];
  for (const table of projector.tables) {
    const { rows } = await pool.query<{ digest: string; count: number }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY ${table.orderBy}), '')) AS digest, count(*)::int AS count FROM ${table.name} t`,
    );
    parts.push(`${table.name}:${rows[0]?.count}:${rows[0]?.digest}`);
  }
  return parts.join(';');
}
