import type { sendEmailJob } from '../jobs/send-email';
import type { Mailer, SentMailLog } from '../mail/mailer';
import { openMail, type MailCipher } from '../mail/sealed-mail';
import type { JobProcessor } from '../queue/job-queue';

/**
 * Sends one e-mail, opening its sealed message, at most once per key as far as the log can tell: a job that finds its
 * key recorded sends nothing. What remains is the window between the SMTP server's acceptance and the record (a crash
 * or a lost database connection there sends again on the retry); SMTP offers no way to close it (docs/operations.md).
 */
export function createSendEmailProcessor(mailer: Mailer, cipher: MailCipher, sent: SentMailLog): JobProcessor<typeof sendEmailJob> {
  return async (payload) => {
    if (await sent.wasSent(payload.key)) return { messageId: '', alreadySent: true };
    const { messageId } = await mailer.send(openMail(cipher, payload));
    await sent.recordSent(payload.key, messageId);
    return { messageId };
  };
}
