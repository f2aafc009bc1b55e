import type pg from 'pg';

/**
 * Failed attempts of the draw job, per draw: the last error and how many attempts failed, so the draw monitor shows a
 * failing draw with its cause before it turns late. Cleared when the draw runs through. Not an event: a failed attempt
 * changes nothing in the draw, and the log keeps what happened to draws, not to workers.
 */
export const drawFailuresSchemaSql = `
CREATE TABLE IF NOT EXISTS draw_run_failures (
  draw_id text PRIMARY KEY,
  error text NOT NULL,
  failed_at timestamptz NOT NULL,
  attempts integer NOT NULL
);`;

const MAX_ERROR_LENGTH = 500;

type Db = Pick<pg.Pool, 'query'>;

export async function recordDrawFailure(db: Db, drawId: string, error: unknown, at: Date): Promise<void> {
  const text = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
  await db.query(
    `INSERT INTO draw_run_failures (draw_id, error, failed_at, attempts) VALUES ($1, $2, $3, 1)
     ON CONFLICT (draw_id) DO UPDATE SET error = EXCLUDED.error, failed_at = EXCLUDED.failed_at,
       attempts = draw_run_failures.attempts + 1`,
    [drawId, text, at],
  );
}

export async function clearDrawFailure(db: Db, drawId: string): Promise<void> {
  await db.query('DELETE FROM draw_run_failures WHERE draw_id = $1', [drawId]);
}

export interface DrawFailure {
  drawId: string;
  error: string;
  failedAt: string;
  attempts: number;
}

export async function drawFailures(db: Db): Promise<DrawFailure[]> {
  const { rows } = await db.query<{ draw_id: string; error: string; failed_at: Date; attempts: number }>(
    'SELECT draw_id, error, failed_at, attempts FROM draw_run_failures ORDER BY failed_at',
  );
  return rows.map((r) => ({ drawId: r.draw_id, error: r.error, failedAt: r.failed_at.toISOString(), attempts: r.attempts }));
}
