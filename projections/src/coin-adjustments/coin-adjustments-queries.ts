import type pg from 'pg';
import type { CoinAdjustmentStatus, CoinLot } from '@fr/contracts';

export interface CoinAdjustmentRow {
  requestId: string;
  userId: string;
  amount: number;
  lot: CoinLot;
  reason: string;
  status: CoinAdjustmentStatus;
  requestedBy: string;
  requestedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  failure: string | null;
}

const columns = `request_id AS "requestId", user_id AS "userId", amount, lot, reason, status, requested_by AS "requestedBy",
  requested_at AS "requestedAt", decided_by AS "decidedBy", decided_at AS "decidedAt", failure`;

const iso = (row: CoinAdjustmentRow & { requestedAt: unknown; decidedAt: unknown }): CoinAdjustmentRow => ({
  ...row,
  requestedAt: new Date(row.requestedAt as string).toISOString(),
  decidedAt: row.decidedAt ? new Date(row.decidedAt as string).toISOString() : null,
});

/** Adjustments with this status, oldest request first (the one waiting longest is decided first). */
export async function coinAdjustmentsByStatus(pool: pg.Pool, status: CoinAdjustmentStatus, limit = 200): Promise<CoinAdjustmentRow[]> {
  const { rows } = await pool.query<CoinAdjustmentRow>(
    `SELECT ${columns} FROM coin_adjustments WHERE status = $1 ORDER BY requested_at, request_id LIMIT $2`,
    [status, limit],
  );
  return rows.map(iso);
}

export async function coinAdjustmentById(pool: pg.Pool, requestId: string): Promise<CoinAdjustmentRow | null> {
  const { rows } = await pool.query<CoinAdjustmentRow>(`SELECT ${columns} FROM coin_adjustments WHERE request_id = $1`, [requestId]);
  return rows[0] ? iso(rows[0]) : null;
}
