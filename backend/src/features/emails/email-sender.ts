import {
  CLAIM_REMINDER_DAYS_BEFORE,
  EMAIL_MAX_EVENT_AGE_MS,
  apiRoutes,
  type OptionalEmailPreference,
  type UpdateSettingsRequest,
} from '@fr/contracts';
import {
  emailsAfter,
  entriesOfDraw,
  findUserById,
  isPrizeUnclaimed,
  listTickets,
  playerBalance,
  prizeCountsOf,
  prizesToRemind,
  settingsOf,
  weeklySummarySubscribers,
  type OutboxEmail,
} from '@fr/projections';
import type { AppServices } from '../../services';
import {
  claimReminderEmail,
  drawResultsEmail,
  governingSwitch,
  prizeClaimedEmail,
  purchaseReceiptEmail,
  selfExclusionEmail,
  weeklySummaryEmail,
  winnerNoticeEmail,
  type Mail,
  type Reader,
} from './templates';
import { unsubscribeToken } from './unsubscribe-token';

type Services = Pick<AppServices, 'config' | 'pool' | 'sendEmail' | 'now'>;

/** The dispatcher's place in the outbox: outside the read model, so a rebuild of the outbox mails nothing again. */
export const emailDispatchSchemaSql = `
CREATE TABLE IF NOT EXISTS email_dispatch_cursor (
  name text PRIMARY KEY,
  position text NOT NULL
);`;

const CURSOR = 'outbox';
const BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Recipient {
  email: string;
  reader: Reader;
  preferences: UpdateSettingsRequest['emailPreferences'];
}

/**
 * Sends the product's e-mails from what the log recorded: the dispatcher follows the outbox read model, the sweeps
 * read the prizes and subscribers it keeps. Every mail is queued with a job id derived from its event (or its prize,
 * or its week), so a second run queues the same job and the send-email job sends it once (sent_emails).
 */
export class EmailSender {
  constructor(private readonly services: Services) {}

  /** A verified address with the player's name, time zone and switches, or null: unverified players get no e-mail. */
  private async recipient(userId: string): Promise<Recipient | null> {
    const { pool, config } = this.services;
    const user = await findUserById(pool, userId);
    if (!user?.email || !user.emailVerified) return null;
    const settings = await settingsOf(pool, userId);
    return {
      email: user.email,
      reader: { username: user.username, timeZone: settings.timeZone, publicUrl: config.publicUrl },
      preferences: settings.emailPreferences,
    };
  }

  private unsubscribeUrl(userId: string, preference: OptionalEmailPreference): string {
    const token = unsubscribeToken(this.services.config.sessionSecret, { userId, preference });
    return `${this.services.config.publicUrl}${apiRoutes.emailsUnsubscribe.path}?token=${token}`;
  }

  private async send(to: string, mail: Mail, jobId: string): Promise<void> {
    await this.services.sendEmail({ to, ...mail }, jobId);
  }

  /** Mails every outbox row after the cursor that is still worth mailing, then moves the cursor past them. */
  async dispatch(): Promise<number> {
    const { pool } = this.services;
    const now = this.services.now().getTime();
    const { rows } = await pool.query<{ position: string }>('SELECT position FROM email_dispatch_cursor WHERE name = $1', [CURSOR]);
    let cursor = rows[0]?.position ?? '';
    let queued = 0;
    for (;;) {
      const batch = await emailsAfter(pool, cursor, BATCH);
      for (const row of batch) {
        if (await this.stillWorthMailing(row, now)) queued += await this.mail(row);
      }
      if (batch.length === 0) break;
      cursor = batch.at(-1)!.position;
      // Only forward: a slower run that started earlier must not move the cursor back over what a later run mailed.
      await pool.query(
        `INSERT INTO email_dispatch_cursor (name, position) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position
         WHERE email_dispatch_cursor.position COLLATE "C" < EXCLUDED.position COLLATE "C"`,
        [CURSOR, cursor],
      );
      if (batch.length < BATCH) break;
    }
    return queued;
  }

  /**
   * An event recorded more than a day ago is history (a rebuild, a first start over an old log); a winner notice is
   * worth sending while the prize still waits for its claim, since the rules promise it (after an outage, say).
   */
  private async stillWorthMailing({ recordedAt, details }: OutboxEmail, now: number): Promise<boolean> {
    if (details.kind === 'prize_won') {
      return Date.parse(details.claimDeadline) > now && (await isPrizeUnclaimed(this.services.pool, details.awardId));
    }
    return now - recordedAt.getTime() <= EMAIL_MAX_EVENT_AGE_MS;
  }

  private async mail({ eventId, userId, details }: OutboxEmail): Promise<number> {
    const jobId = `email:${eventId}`;
    if (details.kind === 'draw_completed') return this.mailDrawResults(eventId, details.drawId, details.winners);
    const to = userId ? await this.recipient(userId) : null;
    if (!to) return 0;
    switch (details.kind) {
      case 'prize_won':
        await this.send(to.email, winnerNoticeEmail(to.reader, details), jobId);
        break;
      case 'prize_claimed':
        await this.send(to.email, prizeClaimedEmail(to.reader, details), jobId);
        break;
      case 'purchase_completed':
        await this.send(to.email, purchaseReceiptEmail(to.reader, details), jobId);
        break;
      case 'self_exclusion_started':
        await this.send(to.email, selfExclusionEmail(to.reader, details), jobId);
        break;
    }
    return 1;
  }

  /** To every entrant whose "Draw results" switch is on, once per entrant: the outcome, their own and the proof. */
  private async mailDrawResults(eventId: string, drawId: string, winners: readonly string[]): Promise<number> {
    const entries = await entriesOfDraw(this.services.pool, drawId);
    const winner = winners[0];
    let queued = 0;
    for (const userId of new Set(entries.map((e) => e.userId))) {
      const to = await this.recipient(userId);
      if (!to?.preferences[governingSwitch.drawResults]) continue;
      const won = entries.some((e) => e.userId === userId && e.entryId === winner);
      const unsubscribe = this.unsubscribeUrl(userId, governingSwitch.drawResults);
      await this.send(
        to.email,
        drawResultsEmail(to.reader, { drawId, entrants: entries.length, won }, unsubscribe),
        `email:${eventId}:${userId}`,
      );
      queued += 1;
    }
    return queued;
  }

  /** Unclaimed prizes whose deadline is at most 3 days away: one reminder per prize (its job id is the prize's). */
  async remindClaims(): Promise<number> {
    const now = this.services.now();
    const prizes = await prizesToRemind(this.services.pool, now, new Date(now.getTime() + CLAIM_REMINDER_DAYS_BEFORE * DAY_MS));
    let queued = 0;
    for (const prize of prizes) {
      const to = await this.recipient(prize.userId);
      if (!to?.preferences[governingSwitch.claimReminder]) continue;
      const unsubscribe = this.unsubscribeUrl(prize.userId, governingSwitch.claimReminder);
      await this.send(to.email, claimReminderEmail(to.reader, prize, unsubscribe), `claim-reminder:${prize.awardId}`);
      queued += 1;
    }
    return queued;
  }

  /** The weekly summary to every player whose "News and offers" switch is on, once per player and day it runs. */
  async weeklySummary(): Promise<number> {
    const { pool } = this.services;
    const day = this.services.now().toISOString().slice(0, 10);
    let queued = 0;
    for (const userId of await weeklySummarySubscribers(pool)) {
      const to = await this.recipient(userId);
      if (!to?.preferences[governingSwitch.weeklySummary]) continue;
      const summary = {
        coins: await playerBalance(pool, userId),
        tickets: (await listTickets(pool, userId)).length,
        pendingPrizes: (await prizeCountsOf(pool, userId)).pending,
      };
      const unsubscribe = this.unsubscribeUrl(userId, governingSwitch.weeklySummary);
      await this.send(to.email, weeklySummaryEmail(to.reader, summary, unsubscribe), `weekly-summary:${userId}:${day}`);
      queued += 1;
    }
    return queued;
  }
}
