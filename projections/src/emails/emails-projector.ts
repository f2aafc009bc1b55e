import type pg from 'pg';
import type { StoredEvent } from '@fr/contracts';
import { defineProjector } from '../projector';
import type { EmailDetails } from './emails-queries';
import { emailsSchemaSql } from './emails-schema';

/** One row per event worth an e-mail, keyed by the event's id: a replayed event adds nothing. */
const outbox = (c: pg.PoolClient, event: StoredEvent, userId: string | null, details: EmailDetails) =>
  c.query(
    `INSERT INTO email_outbox (event_id, event_position, recorded_at, user_id, kind, details) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (event_id) DO NOTHING`,
    [event.eventId, event.position, event.recordedAt, userId, details.kind, details],
  );

/**
 * What the log says is worth an e-mail, in log order (the emails feature mails each row once, following the position;
 * docs/decisions/0012-emails-from-the-log.md), the prizes still waiting for a claim (the reminder sweep) and the players
 * who asked for the weekly summary.
 */
export const emailsProjector = defineProjector({
  name: 'emails',
  schemaSql: emailsSchemaSql,
  tables: [
    { name: 'email_outbox', orderBy: 'event_id' },
    { name: 'email_pending_prizes', orderBy: 'award_id' },
    { name: 'email_summary_subscribers', orderBy: 'user_id' },
  ],
  handlers: {
    PrizeWon: async (c, d, e) => {
      await c.query(
        `INSERT INTO email_pending_prizes (award_id, user_id, name, claim_deadline) VALUES ($1, $2, $3, $4)
         ON CONFLICT (award_id) DO NOTHING`,
        [d.awardId, d.userId, d.name, d.claimDeadline],
      );
      return outbox(c, e, d.userId, {
        kind: 'prize_won',
        awardId: d.awardId,
        drawId: d.drawId,
        prizeName: d.name,
        claimDeadline: d.claimDeadline,
      });
    },
    PrizeClaimed: async (c, d, e) => {
      const { rows } = await c.query<{ name: string }>('DELETE FROM email_pending_prizes WHERE award_id = $1 RETURNING name', [d.awardId]);
      // The prize's name was recorded when it was won; a claim without one (never seen here) is mailed by its id.
      const prizeName = rows[0]?.name ?? d.awardId;
      return outbox(c, e, d.userId, { kind: 'prize_claimed', awardId: d.awardId, prizeName, redeemCode: d.redeemCode || null });
    },
    PrizeForfeited: (c, d) => c.query('DELETE FROM email_pending_prizes WHERE award_id = $1', [d.awardId]),
    CoinPurchaseCompleted: (c, d, e) =>
      outbox(c, e, d.userId, {
        kind: 'purchase_completed',
        coins: d.amount,
        bonus: d.bonus,
        priceCents: d.priceCents,
        paymentReference: d.paymentRef ?? d.paymentId,
        completedAt: d.completedAt,
        purchaseId: d.paymentId,
        testMode: d.testMode ?? d.provider === 'sandbox',
      }),
    SelfExclusionStarted: (c, d, e) => outbox(c, e, d.userId, { kind: 'self_exclusion_started', days: d.days, until: d.until }),
    // Mailed to every entrant of the draw, found when it is mailed (the raffles read model keeps the entries).
    DrawCompleted: (c, d, e) => outbox(c, e, null, { kind: 'draw_completed', drawId: d.drawId, winners: d.winners }),
    ProfileSettingsChanged: (c, d) =>
      d.emailPreferences.marketing
        ? c.query('INSERT INTO email_summary_subscribers (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [d.userId])
        : c.query('DELETE FROM email_summary_subscribers WHERE user_id = $1', [d.userId]),
  },
});
