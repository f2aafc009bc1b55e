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

/**
 * The checks requested since a moment, and how many were ever requested (a new check's ordinal follows from it). One
 * statement, so both are read from one snapshot: a count that includes a check the list does not show would give the
 * next request a fresh ordinal past a check it never weighed.
 */
export async function integrityChecksSince(
  pool: pg.Pool,
  since: Date,
): Promise<{ total: number; recent: Array<Pick<IntegrityCheck, 'requestedAt' | 'status'>> }> {
  const { rows } = await pool.query<{ total: number; requested_at: Date[]; status: Array<IntegrityCheck['status']> }>(
    `SELECT count(*)::int AS total,
            coalesce(array_agg(requested_at ORDER BY requested_at) FILTER (WHERE requested_at >= $1), '{}') AS requested_at,
            coalesce(array_agg(status::text ORDER BY requested_at) FILTER (WHERE requested_at >= $1), '{}') AS status
       FROM integrity_checks`,
    [since],
  );
  const { total = 0, requested_at: at = [], status = [] } = rows[0] ?? {};
  return { total, recent: at.map((requestedAt, i) => ({ requestedAt: requestedAt.toISOString(), status: status[i]! })) };
}
