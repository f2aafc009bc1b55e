import type pg from 'pg';

/** What an e-mail needs from its event, kept with the outbox row (ids and figures; addresses are looked up when mailing). */
export type EmailDetails =
  | { kind: 'prize_won'; awardId: string; drawId: string; prizeName: string; claimDeadline: string }
  | { kind: 'prize_claimed'; awardId: string; prizeName: string; redeemCode: string | null }
  | {
      kind: 'purchase_completed';
      coins: number;
      bonus: number;
      priceCents: number;
      paymentReference: string;
      completedAt: string;
      /** The receipt page's id, and whether a test bank took the money (both absent from rows queued before issue 22). */
      purchaseId?: string;
      testMode?: boolean;
    }
  | { kind: 'self_exclusion_started'; days: number; until: string }
  | { kind: 'draw_completed'; drawId: string; winners: string[] };

export interface OutboxEmail {
  eventId: string;
  position: string;
  recordedAt: Date;
  userId: string | null;
  details: EmailDetails;
}

/** Outbox rows after `position` (log order), at most `limit`. */
export async function emailsAfter(pool: pg.Pool, position: string, limit: number): Promise<OutboxEmail[]> {
  const { rows } = await pool.query<{
    event_id: string;
    event_position: string;
    recorded_at: Date;
    user_id: string | null;
    details: EmailDetails;
  }>(
    `SELECT event_id, event_position, recorded_at, user_id, details FROM email_outbox
     WHERE event_position COLLATE "C" > $1 ORDER BY event_position COLLATE "C", event_id LIMIT $2`,
    [position, limit],
  );
  return rows.map((r) => ({
    eventId: r.event_id,
    position: r.event_position,
    recordedAt: r.recorded_at,
    userId: r.user_id,
    details: r.details,
  }));
}

export interface PrizeToRemind {
  awardId: string;
  userId: string;
  name: string;
  claimDeadline: Date;
}

/** Unclaimed prizes whose deadline is after `now` and no later than `until`, soonest first. */
export async function prizesToRemind(pool: pg.Pool, now: Date, until: Date): Promise<PrizeToRemind[]> {
  const { rows } = await pool.query<{ award_id: string; user_id: string; name: string; claim_deadline: Date }>(
    `SELECT award_id, user_id, name, claim_deadline FROM email_pending_prizes
     WHERE claim_deadline > $1 AND claim_deadline <= $2 ORDER BY claim_deadline, award_id`,
    [now, until],
  );
  return rows.map((r) => ({ awardId: r.award_id, userId: r.user_id, name: r.name, claimDeadline: r.claim_deadline }));
}

/** Whether a prize is still waiting for its claim (won, neither claimed nor forfeited). */
export async function isPrizeUnclaimed(pool: pg.Pool, awardId: string): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM email_pending_prizes WHERE award_id = $1', [awardId]);
  return (rowCount ?? 0) > 0;
}

/** Players who switched on the weekly summary ("News and offers"; off by default). */
export async function weeklySummarySubscribers(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ user_id: string }>('SELECT user_id FROM email_summary_subscribers ORDER BY user_id');
  return rows.map((r) => r.user_id);
}
