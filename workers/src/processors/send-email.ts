import type { sendEmailJob } from '../jobs/send-email';
import type { Mailer } from '../mail/mailer';
import { openMail, type MailCipher } from '../mail/sealed-mail';
import type { JobProcessor } from '../queue/job-queue';

/**
 * Sends one e-mail, opening its sealed message. A retry after a lost SMTP reply can deliver twice; for a verification
 * mail a duplicate is harmless, and SMTP offers no way to make a send idempotent.
 */
export function createSendEmailProcessor(mailer: Mailer, cipher: MailCipher): JobProcessor<typeof sendEmailJob> {
  return (payload) => mailer.send(openMail(cipher, payload));
}
