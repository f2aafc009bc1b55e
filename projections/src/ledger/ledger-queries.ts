import type pg from 'pg';
import { integrityProjectorReportSchema, type IntegrityCheck } from '@fr/contracts';

const reportsSchema = integrityProjectorReportSchema.array();

/** The latest integrity checks, newest first; the API names the requesting admin. */
export async function latestIntegrityChecks(pool: pg.Pool, limit: number): Promise<Array<Omit<IntegrityCheck, 'requester'>>> {
  const { rows } = await pool.query<{
    check_id: string;
    requested_by: string;
    requested_at: Date;
    status: 'queued' | 'passed' | 'failed';
    finished_at: Date | null;
    events: number | null;
    projectors: unknown;
  }>(
    `SELECT check_id, requested_by, requested_at, status, finished_at, events, projectors
     FROM integrity_checks ORDER BY position COLLATE "C" DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    checkId: r.check_id,
    requestedBy: r.requested_by,
    requestedAt: r.requested_at.toISOString(),
    status: r.status,
    finishedAt: r.finished_at?.toISOString() ?? null,
    events: r.events,
    projectors: reportsSchema.parse(r.projectors),
  }));
}

/** The checks requested since a moment, and how many were ever requested (a new check's ordinal follows from it). */
export async function integrityChecksSince(
  pool: pg.Pool,
  since: Date,
): Promise<{ total: number; recent: Array<Pick<IntegrityCheck, 'requestedAt' | 'status'>> }> {
  const [count, recent] = await Promise.all([
    pool.query<{ n: number }>('SELECT count(*)::int AS n FROM integrity_checks'),
    pool.query<{ requested_at: Date; status: IntegrityCheck['status'] }>(
      'SELECT requested_at, status FROM integrity_checks WHERE requested_at >= $1',
      [since],
    ),
  ]);
  return {
    total: count.rows[0]?.n ?? 0,
    recent: recent.rows.map((r) => ({ requestedAt: r.requested_at.toISOString(), status: r.status })),
  };
}
