import type pg from 'pg';
import { START, type Checkpoint } from '@fr/contracts';

export const checkpointsSchemaSql = `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  projector text PRIMARY KEY,
  position text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE projection_checkpoints ADD COLUMN IF NOT EXISTS signature text;`;

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export async function ensureCheckpoint(db: Queryable, projector: string): Promise<void> {
  await db.query('INSERT INTO projection_checkpoints (projector, position) VALUES ($1, $2) ON CONFLICT DO NOTHING', [projector, START]);
}

/** The read model's checkpoint at the start of the log, with the signature of the tables it was just given. */
export async function startCheckpoint(db: Queryable, projector: string, signature: string): Promise<void> {
  await db.query(
    `INSERT INTO projection_checkpoints (projector, position, signature) VALUES ($1, $2, $3)
     ON CONFLICT (projector) DO UPDATE SET position = EXCLUDED.position, signature = EXCLUDED.signature, updated_at = now()`,
    [projector, START, signature],
  );
}

export async function readCheckpoint(db: Queryable, projector: string): Promise<Checkpoint> {
  const { rows } = await db.query<{ position: string }>('SELECT position FROM projection_checkpoints WHERE projector = $1', [projector]);
  return rows[0]?.position ?? START;
}

/**
 * The checkpoints of several projectors in one query (a projector without a row is at the start). With `lock`, their
 * rows are locked for the rest of the transaction, in name order (as `lockCheckpoints` locks them, so the two never
 * deadlock).
 */
export async function readCheckpoints(
  db: Queryable,
  projectors: readonly string[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<string, Checkpoint>> {
  const { rows } = await db.query<{ projector: string; position: string }>(
    `SELECT projector, position FROM projection_checkpoints WHERE projector = ANY($1)${lock ? ' ORDER BY projector FOR UPDATE' : ''}`,
    [projectors],
  );
  const found = new Map(rows.map((row) => [row.projector, row.position]));
  return new Map(projectors.map((name) => [name, found.get(name) ?? START]));
}

/**
 * Locks several checkpoint rows for the rest of the transaction, in one fixed order (by name) so two runners locking
 * overlapping sets never deadlock; answers the position of each one whose tables have the shape the projector was
 * built for. One rebuilt by a newer version (its signature changed) is left to that version's runners.
 */
export async function lockCheckpoints(
  client: pg.PoolClient,
  projectors: ReadonlyArray<{ name: string; signature: string }>,
): Promise<Map<string, Checkpoint>> {
  const { rows } = await client.query<{ projector: string; position: string; signature: string | null }>(
    'SELECT projector, position, signature FROM projection_checkpoints WHERE projector = ANY($1) ORDER BY projector FOR UPDATE',
    [projectors.map((p) => p.name)],
  );
  const signatures = new Map(projectors.map((p) => [p.name, p.signature]));
  return new Map(rows.filter((row) => row.signature === signatures.get(row.projector)).map((row) => [row.projector, row.position]));
}

export async function writeCheckpoints(client: pg.PoolClient, projectors: readonly string[], position: Checkpoint): Promise<void> {
  await client.query('UPDATE projection_checkpoints SET position = $2, updated_at = now() WHERE projector = ANY($1)', [
    projectors,
    position,
  ]);
}

/** Moves several projectors' checkpoints, each with the signature of the tables it now stands for, in one statement. */
export async function moveCheckpoints(
  client: pg.PoolClient,
  moves: ReadonlyArray<{ projector: string; position: Checkpoint; signature: string }>,
): Promise<void> {
  await client.query(
    `UPDATE projection_checkpoints c SET position = m.position, signature = m.signature, updated_at = now()
     FROM unnest($1::text[], $2::text[], $3::text[]) AS m(projector, position, signature) WHERE c.projector = m.projector`,
    [moves.map((m) => m.projector), moves.map((m) => m.position), moves.map((m) => m.signature)],
  );
}

/** Locks the projector's checkpoint row for the rest of the transaction, so two runners never apply one batch twice. */
export async function lockCheckpoint(client: pg.PoolClient, projector: string): Promise<Checkpoint> {
  const { rows } = await client.query<{ position: string }>('SELECT position FROM projection_checkpoints WHERE projector = $1 FOR UPDATE', [
    projector,
  ]);
  return rows[0]?.position ?? START;
}

/** The signature the read model's tables were built with (null: built before signatures, or never). */
export async function lockSignature(client: pg.PoolClient, projector: string): Promise<string | null> {
  const { rows } = await client.query<{ signature: string | null }>(
    'SELECT signature FROM projection_checkpoints WHERE projector = $1 FOR UPDATE',
    [projector],
  );
  return rows[0]?.signature ?? null;
}

export async function writeCheckpoint(client: pg.PoolClient, projector: string, position: Checkpoint): Promise<void> {
  await client.query('UPDATE projection_checkpoints SET position = $2, updated_at = now() WHERE projector = $1', [projector, position]);
}
