import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger';
import { firstLink } from './first-link';
import type { Mailer } from './mailer';

/**
 * Development stand-in for SMTP: each message becomes a JSON file in `dir` (named so they sort by time), and the
 * first link is logged. Browser tests can read the same files to follow a verification link.
 */
export function createOutboxMailer(dir: string, log: Pick<Logger, 'info'>): Mailer {
  return {
    async send(message) {
      const sentAt = new Date().toISOString();
      const messageId = `${sentAt.replaceAll(':', '-')}-${randomBytes(4).toString('hex')}`;
      const file = join(dir, `${messageId}.json`);
      await mkdir(dir, { recursive: true });
      await writeFile(file, `${JSON.stringify({ ...message, sentAt }, null, 2)}\n`);
      const link = firstLink(message.text, message.html);
      log.info({ to: message.to, subject: message.subject, link, file }, 'e-mail written to the outbox');
      return { messageId };
    },
  };
}
