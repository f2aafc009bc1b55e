import type pg from 'pg';
import { TAX_DETAILS_THRESHOLD_USD, prizeNeedsShippingAddress, type WonPrize } from '@fr/contracts';
import { preparedQuery } from '../prepared';

interface WonPrizeRow {
  award_id: string;
  user_id: string;
  draw_id: string;
  raffle_id: string;
  prize_id: string;
  name: string;
  description: string;
  value: number;
  type: WonPrize['type'];
  won_at: Date;
  claim_deadline: Date;
  status: WonPrize['status'] | 'forfeited';
  redeem_code: string | null;
}

const toWonPrize = (r: WonPrizeRow & { status: WonPrize['status'] }): WonPrize => ({
  id: r.award_id,
  name: r.name,
  value: r.value,
  type: r.type,
  status: r.status,
  wonDate: r.won_at.toISOString(),
  claimDeadline: r.claim_deadline.toISOString(),
  description: r.description,
  redeemCode: r.redeem_code,
  prizeId: r.prize_id,
  drawId: r.draw_id,
  raffleId: r.raffle_id,
  taxDetailsRequired: r.value >= TAX_DETAILS_THRESHOLD_USD,
  shippingAddressRequired: prizeNeedsShippingAddress(r.type),
});

/** The player's prizes, newest first; a forfeited prize went to a runner-up and is no longer theirs to show. */
export async function wonPrizesOf(pool: pg.Pool, userId: string): Promise<WonPrize[]> {
  const { rows } = await pool.query<WonPrizeRow & { status: WonPrize['status'] }>(
    `SELECT * FROM won_prizes WHERE user_id = $1 AND status <> 'forfeited' ORDER BY won_at DESC, award_id DESC`,
    [userId],
  );
  return rows.map(toWonPrize);
}

/** One of the player's prizes (null for another player's, an unknown or a forfeited one). */
export async function wonPrizeOf(pool: pg.Pool, userId: string, awardId: string): Promise<WonPrize | null> {
  const { rows } = await pool.query<WonPrizeRow & { status: WonPrize['status'] }>(
    `SELECT * FROM won_prizes WHERE user_id = $1 AND award_id = $2 AND status <> 'forfeited'`,
    [userId, awardId],
  );
  return rows[0] ? toWonPrize(rows[0]) : null;
}

export interface ExpiredPrize {
  userId: string;
  awardId: string;
  drawId: string;
}

/** Prizes still pending after their claim deadline, oldest deadline first (the expiry job forfeits them). */
export async function pendingPrizesPastDeadline(pool: pg.Pool, now: Date, limit: number): Promise<ExpiredPrize[]> {
  const { rows } = await pool.query<{ user_id: string; award_id: string; draw_id: string }>(
    `SELECT user_id, award_id, draw_id FROM won_prizes WHERE status = 'pending' AND claim_deadline < $1
     ORDER BY claim_deadline, award_id LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => ({ userId: r.user_id, awardId: r.award_id, drawId: r.draw_id }));
}

export interface PrizeCounts {
  /** Every prize the player was awarded, forfeited ones included. */
  won: number;
  pending: number;
  claimed: number;
  redeemed: number;
  forfeited: number;
}

const PRIZE_COUNTS = preparedQuery('SELECT status, count(*)::int AS count FROM won_prizes WHERE user_id = $1 GROUP BY status');

export async function prizeCountsOf(pool: pg.Pool, userId: string): Promise<PrizeCounts> {
  const { rows } = await pool.query<{ status: WonPrizeRow['status']; count: number }>(PRIZE_COUNTS([userId]));
  const of = (status: WonPrizeRow['status']) => rows.find((r) => r.status === status)?.count ?? 0;
  const counts = { pending: of('pending'), claimed: of('claimed'), redeemed: of('redeemed'), forfeited: of('forfeited') };
  return { won: counts.pending + counts.claimed + counts.redeemed + counts.forfeited, ...counts };
}
