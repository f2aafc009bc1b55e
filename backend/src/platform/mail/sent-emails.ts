import type pg from 'pg';
import type { SentMailLog } from '@fr/workers';
import { EMAIL_LOG_RETENTION_DAYS } from '@fr/contracts';

/**
 * Which mail jobs were sent (key: the job id, derived from the event or decision the mail is about). Kept outside
 * the event log and the read models: a rebuild must not forget what was already mailed.
 */
export const sentEmailsSchemaSql = `
CREATE TABLE IF NOT EXISTS sent_emails (
  job_id TEXT PRIMARY KEY,
  message_id TEXT NOT NULL,
  sent_at TIMESTAMPTZ NOT NULL DEFAULT now()
);`;

export function sentEmailsLog(pool: pg.Pool): SentMailLog {
  return {
    async wasSent(key) {
      const { rowCount } = await pool.query('SELECT 1 FROM sent_emails WHERE job_id = $1', [key]);
      return (rowCount ?? 0) > 0;
    },
    async recordSent(key, messageId) {
      await pool.query('INSERT INTO sent_emails (job_id, message_id) VALUES ($1, $2) ON CONFLICT (job_id) DO NOTHING', [key, messageId]);
    },
  };
}

/**
 * How long a sent job id is remembered: the e-mail log's period of the Privacy Policy. Every job id is queued again
 * only while its reason lasts (an event e-mail within a day of its event, a winner notice until its claim deadline of
 * 14 days, a reminder before its deadline, a summary on its day), well within it.
 */
export const SENT_EMAIL_RETENTION_MS = EMAIL_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** Forgets sent job ids older than the retention (the hourly housekeeping), so the table does not grow for ever. */
export async function purgeOldSentEmails(pool: pg.Pool): Promise<number> {
  const result = await pool.query(`DELETE FROM sent_emails WHERE sent_at < now() - $1 * interval '1 millisecond'`, [
    SENT_EMAIL_RETENTION_MS,
  ]);
  return result.rowCount ?? 0;
}
