import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/**
 * Draw seeds live here and not in the event log: the log is what admins and read models see, and a seed must stay
 * secret until its draw is done (then DrawCompleted reveals it). The first process to ask stores a random seed and
 * every later or concurrent one reads the same, so racing workers commit to one seed.
 */
export const drawSeedsSchemaSql = `
CREATE TABLE IF NOT EXISTS draw_seeds (
  draw_id text PRIMARY KEY,
  seed text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);`;

export async function seedFor(pool: Pick<pg.Pool, 'query'>, drawId: string): Promise<string> {
  await pool.query('INSERT INTO draw_seeds (draw_id, seed) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    drawId,
    randomBytes(32).toString('hex'),
  ]);
  const { rows } = await pool.query<{ seed: string }>('SELECT seed FROM draw_seeds WHERE draw_id = $1', [drawId]);
  return rows[0]!.seed;
}
