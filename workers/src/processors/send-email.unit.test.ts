import { expect, it } from 'vitest';
import { sendEmailJob } from '../jobs/send-email';
import type { MailMessage } from '../mail/mailer';
import { sealMail, type MailCipher } from '../mail/sealed-mail';
import { createInlineQueue } from '../queue/inline-queue';
import { createSendEmailProcessor } from './send-email';

const SEND_EMAIL = 'send-email';
const silentLog = { info() {}, warn() {}, error() {} };

/** A stand-in for the token cipher: reversible and bound to its context, which is all the processor relies on. */
const cipher: MailCipher = {
  encrypt: (plaintext, context = '') => Buffer.from(`${context}|${plaintext}`).toString('base64url'),
  decrypt(sealed, context = '') {
    const text = Buffer.from(sealed, 'base64url').toString();
    if (!text.startsWith(`${context}|`)) throw new Error('sealed for another context');
    return text.slice(context.length + 1);
  },
};

it('sends the e-mail of a send-email job, sealed in the job, through the mailer', async () => {
  const sent: MailMessage[] = [];
  const queue = createInlineQueue({ catalogue: { [SEND_EMAIL]: sendEmailJob }, log: silentLog });
  queue.registerProcessor(
    SEND_EMAIL,
    createSendEmailProcessor(
      {
        async send(message) {
          sent.push(message);
          return { messageId: `m${sent.length}` };
        },
      },
      cipher,
    ),
  );
  await queue.start();
  const message = { to: 'ada@example.test', subject: 'Verify your email', text: 'http://x.test', html: '<p>x</p>' };

  const payload = sealMail(cipher, message);
  expect(JSON.stringify(payload)).not.toContain('http://x.test');
  await expect(queue.enqueueAndWait(SEND_EMAIL, payload, { timeoutMs: 1_000 })).resolves.toEqual({ messageId: 'm1' });
  expect(sent).toEqual([message]);
  expect(() => sealMail(cipher, { ...message, to: 'not an address' })).toThrow();
  // An unsealed message is no send-email payload: nothing readable reaches the queue.
  await expect(queue.enqueue(SEND_EMAIL, message as unknown as { sealed: string })).rejects.toThrow();
  await queue.close();
});
