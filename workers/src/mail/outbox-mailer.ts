import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Logger } from '../logger';
import { firstLink } from './first-link';
import type { Mailer, MailMessage } from './mailer';

/**
 * The plain-text part as it is (8bit, UTF-8) rather than quoted-printable: mail clients open it all the same, and the
 * file stays searchable, so a developer or a test finds a link in it with a text search. Its lines are paragraphs,
 * far below RFC 5322's 998 characters; the HTML, rendered on one long line, keeps the usual encoding.
 */
const plainText = (content: string) => ({
  raw: `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${content.replace(/\r?\n/g, '\r\n')}`,
});

/** The message as RFC 5322 text, as an SMTP server would receive it. */
export function composeEml(message: MailMessage, from: string, date: Date): Promise<Buffer> {
  return new MailComposer({
    from,
    to: message.to,
    subject: message.subject,
    date,
    headers: message.headers,
    text: plainText(message.text),
    html: message.html,
  })
    .compile()
    .build();
}

/**
 * Writes under a hidden name, then renames: whoever reads the outbox (a developer's mail client, a test looking for a
 * link) never sees half a message, whose link would end where the write had got to.
 */
async function writeWhole(dir: string, name: string, content: string | Buffer) {
  const partial = join(dir, `.${name}.partial`);
  await writeFile(partial, content);
  await rename(partial, join(dir, name));
}

/**
 * Development stand-in for SMTP: each message becomes an `.eml` file in `dir` (named so they sort by time) that opens
 * in a mail client, with an `.html` preview of its HTML body beside it, and the first link is logged.
 */
export function createOutboxMailer(dir: string, from: string, log: Pick<Logger, 'info'>): Mailer {
  return {
    async send(message) {
      const sentAt = new Date();
      const messageId = `${sentAt.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}`;
      const file = join(dir, `${messageId}.eml`);
      await mkdir(dir, { recursive: true });
      if (message.html !== undefined) await writeWhole(dir, `${messageId}.html`, message.html);
      await writeWhole(dir, `${messageId}.eml`, await composeEml(message, from, sentAt));
      const link = firstLink(message.text, message.html);
      log.info({ to: message.to, subject: message.subject, link, file }, 'e-mail written to the outbox');
      return { messageId };
    },
  };
}
