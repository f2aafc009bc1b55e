import type pg from 'pg';

/**
 * The last run of each job by name, written by the process that runs it (the in-process runner in embedded mode, a
 * BullMQ worker on Redis), so the draw monitor shows the same thing in both. One row per job: only the last run.
 */
export const jobRunsSchemaSql = `
CREATE TABLE IF NOT EXISTS job_runs (
  job text PRIMARY KEY,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  outcome text NOT NULL CHECK (outcome IN ('running', 'succeeded', 'failed')),
  error text
);`;

/** Error text kept per run: enough to read the cause, never a whole stack or payload. */
const MAX_ERROR_LENGTH = 500;

export interface JobRun {
  job: string;
  startedAt: string;
  finishedAt: string | null;
  outcome: 'running' | 'succeeded' | 'failed';
  error: string | null;
}

type Db = Pick<pg.Pool, 'query'>;

/** Runs a job's processor and records its start and its outcome; the processor's result or error passes through. */
export async function recordingRun<T>(db: Db, job: string, now: () => Date, run: () => Promise<T>): Promise<T> {
  await db.query(
    `INSERT INTO job_runs (job, started_at, finished_at, outcome, error) VALUES ($1, $2, NULL, 'running', NULL)
     ON CONFLICT (job) DO UPDATE SET started_at = EXCLUDED.started_at, finished_at = NULL, outcome = 'running', error = NULL`,
    [job, now()],
  );
  try {
    const result = await run();
    await db.query(`UPDATE job_runs SET finished_at = $2, outcome = 'succeeded' WHERE job = $1`, [job, now()]);
    return result;
  } catch (error) {
    const text = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    await db.query(`UPDATE job_runs SET finished_at = $2, outcome = 'failed', error = $3 WHERE job = $1`, [job, now(), text]);
    throw error;
  }
}

/** Every job's last run, by job name. */
export async function lastJobRuns(db: Db): Promise<Map<string, JobRun>> {
  const { rows } = await db.query<{
    job: string;
    started_at: Date;
    finished_at: Date | null;
    outcome: JobRun['outcome'];
    error: string | null;
  }>('SELECT job, started_at, finished_at, outcome, error FROM job_runs ORDER BY job');
  return new Map(
    rows.map((r) => [
      r.job,
      {
        job: r.job,
        startedAt: r.started_at.toISOString(),
        finishedAt: r.finished_at?.toISOString() ?? null,
        outcome: r.outcome,
        error: r.error,
      },
    ]),
  );
}
