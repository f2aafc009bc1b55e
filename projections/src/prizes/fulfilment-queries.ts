import type pg from 'pg';
import { ANALYTICS_TIME_ZONE, FULFILMENT_QUEUE_LIMIT, type FulfilmentQueueQuery, type FulfilmentState, type WonPrize } from '@fr/contracts';

/** A won prize as the operators' queue reads it; the backend adds the people, eligibility and links. */
export interface FulfilmentRow {
  awardId: string;
  userId: string;
  state: FulfilmentState;
  name: string;
  type: WonPrize['type'];
  value: number;
  raffleId: string;
  drawId: string;
  wonAt: string;
  claimDeadline: string;
  claimedAt: string | null;
  taxDetailsOnFile: boolean;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  paymentReference: string | null;
  paidAt: string | null;
  forfeitedAt: string | null;
}

/** The fulfilment state from the row, as the prizes feature's `fulfilmentStateOf` gives it from the stream. */
const STATE_SQL = `CASE
  WHEN status = 'forfeited' THEN 'forfeited'
  WHEN paid_at IS NOT NULL THEN 'paid'
  WHEN delivered_at IS NOT NULL THEN 'delivered'
  WHEN shipped_at IS NOT NULL THEN 'shipped'
  WHEN status = 'pending' THEN 'won'
  ELSE 'claimed' END`;

interface Row {
  award_id: string;
  user_id: string;
  state: FulfilmentState;
  name: string;
  type: WonPrize['type'];
  value: number;
  raffle_id: string;
  draw_id: string;
  won_at: Date;
  claim_deadline: Date;
  claimed_at: Date | null;
  tax_details_on_file: boolean;
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
  payment_reference: string | null;
  paid_at: Date | null;
  forfeited_at: Date | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toRow = (r: Row): FulfilmentRow => ({
  awardId: r.award_id,
  userId: r.user_id,
  state: r.state,
  name: r.name,
  type: r.type,
  value: r.value,
  raffleId: r.raffle_id,
  drawId: r.draw_id,
  wonAt: r.won_at.toISOString(),
  claimDeadline: r.claim_deadline.toISOString(),
  claimedAt: iso(r.claimed_at),
  taxDetailsOnFile: r.tax_details_on_file,
  carrier: r.carrier,
  trackingNumber: r.tracking_number,
  shippedAt: iso(r.shipped_at),
  deliveredAt: iso(r.delivered_at),
  paymentReference: r.payment_reference,
  paidAt: iso(r.paid_at),
  forfeitedAt: iso(r.forfeited_at),
});

const SELECT = `SELECT *, ${STATE_SQL} AS state FROM won_prizes`;
/** The New York day a prize was won on, as the analytics count days. */
const WON_DAY = `(won_at AT TIME ZONE '${ANALYTICS_TIME_ZONE}')::date`;

/** Won prizes by state, raffle, sport (the raffle id's prefix) and the days they were won on, newest first. */
export async function fulfilmentQueue(pool: pg.Pool, filters: FulfilmentQueueQuery): Promise<FulfilmentRow[]> {
  const { rows } = await pool.query<Row>(
    `SELECT * FROM (${SELECT}) p
     WHERE ($1::text IS NULL OR state = $1) AND ($2::text IS NULL OR raffle_id = $2) AND ($3::text IS NULL OR raffle_id LIKE $3 || '-%')
       AND ($4::date IS NULL OR ${WON_DAY} >= $4) AND ($5::date IS NULL OR ${WON_DAY} <= $5)
     ORDER BY won_at DESC, award_id DESC LIMIT $6`,
    [
      filters.state ?? null,
      filters.raffleId ?? null,
      filters.sport ?? null,
      filters.from ?? null,
      filters.to ?? null,
      FULFILMENT_QUEUE_LIMIT,
    ],
  );
  return rows.map(toRow);
}

export async function fulfilmentPrize(pool: pg.Pool, awardId: string): Promise<FulfilmentRow | null> {
  const { rows } = await pool.query<Row>(`${SELECT} WHERE award_id = $1`, [awardId]);
  return rows[0] ? toRow(rows[0]) : null;
}

/** Every prize won on the New York days of the range, oldest first: the winners export for tax reporting. */
export async function prizeWinnersOf(pool: pg.Pool, range: { from: string; to: string }): Promise<FulfilmentRow[]> {
  const { rows } = await pool.query<Row>(`${SELECT} WHERE ${WON_DAY} BETWEEN $1 AND $2 ORDER BY won_at, award_id`, [range.from, range.to]);
  return rows.map(toRow);
}
