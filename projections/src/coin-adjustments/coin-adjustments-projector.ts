import { defineProjector } from '../projector';
import { coinAdjustmentsSchemaSql } from './coin-adjustments-schema';

/**
 * The approvals list: a request is pending until a second admin decides it; it is applied once the player stream
 * says so (CoinsAdjusted), which is also where an adjustment small enough to need no approval first appears.
 */
export const coinAdjustmentsProjector = defineProjector({
  name: 'coin-adjustments',
  schemaSql: coinAdjustmentsSchemaSql,
  tables: [{ name: 'coin_adjustments', orderBy: 'request_id' }],
  handlers: {
    CoinAdjustmentRequested: (c, d) =>
      c.query(
        `INSERT INTO coin_adjustments (request_id, user_id, amount, lot, reason, status, requested_by, requested_at)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7) ON CONFLICT DO NOTHING`,
        [d.requestId, d.userId, d.amount, d.lot, d.reason, d.requestedBy, d.requestedAt],
      ),
    // Approved but not yet applied still waits on the player stream; only a rejection or a failure ends it here.
    CoinAdjustmentApproved: (c, d) =>
      c.query('UPDATE coin_adjustments SET decided_by = $2, decided_at = $3 WHERE request_id = $1', [
        d.requestId,
        d.approvedBy,
        d.approvedAt,
      ]),
    CoinAdjustmentRejected: (c, d) =>
      c.query(`UPDATE coin_adjustments SET status = 'rejected', decided_by = $2, decided_at = $3 WHERE request_id = $1`, [
        d.requestId,
        d.rejectedBy,
        d.rejectedAt,
      ]),
    CoinAdjustmentFailed: (c, d) =>
      c.query(`UPDATE coin_adjustments SET status = 'failed', failure = $2 WHERE request_id = $1`, [d.requestId, d.failure]),
    CoinsAdjusted: (c, d) =>
      c.query(
        `INSERT INTO coin_adjustments (request_id, user_id, amount, lot, reason, status, requested_by, requested_at, decided_by, decided_at)
         VALUES ($1, $2, $3, $4, $5, 'applied', $6, $7, $8, $7)
         ON CONFLICT (request_id) DO UPDATE SET status = 'applied'`,
        [d.requestId, d.userId, d.amount, d.lot, d.reason, d.requestedBy, d.adjustedAt, d.approvedBy],
      ),
  },
});
