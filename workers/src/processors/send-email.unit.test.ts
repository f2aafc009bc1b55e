import { expect, it } from 'vitest';
import { sendEmailJob } from '../jobs/send-email';
import type { MailMessage, SentMailLog } from '../mail/mailer';
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

/** The sent log as the backend's table keeps it, in memory: the processor only asks and records. */
function memorySentLog(): SentMailLog & { keys: Map<string, string> } {
  const keys = new Map<string, string>();
  return {
    keys,
    wasSent: async (key) => keys.has(key),
    recordSent: async (key, messageId) => void keys.set(key, messageId),
  };
}

it('sends the e-mail of a send-email job, sealed in the job, through the mailer', async () => {
  const sent: MailMessage[] = [];
  const log = memorySentLog();
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
      log,
    ),
  );
  await queue.start();
  const message = { to: 'ada@example.test', subject: 'Verify your email', text: 'http://x.test', html: '<p>x</p>' };

  const payload = sealMail(cipher, message, 'verify-email:u1');
  expect(JSON.stringify(payload)).not.toContain('http://x.test');
  await expect(queue.enqueueAndWait(SEND_EMAIL, payload, { timeoutMs: 1_000 })).resolves.toEqual({ messageId: 'm1' });
  expect(sent).toEqual([message]);
  expect(log.keys.get('verify-email:u1')).toBe('m1');
  // The same job again (a retry after the send, or the id enqueued once more after the queue forgot it) sends nothing.
  await expect(queue.enqueueAndWait(SEND_EMAIL, payload, { timeoutMs: 1_000 })).resolves.toEqual({ messageId: '', alreadySent: true });
  expect(sent).toHaveLength(1);
  expect(() => sealMail(cipher, { ...message, to: 'not an address' }, 'k')).toThrow();
  // An unsealed message is no send-email payload: nothing readable reaches the queue.
  await expect(queue.enqueue(SEND_EMAIL, message as unknown as { sealed: string; key: string })).rejects.toThrow();
  await queue.close();
});

it('records nothing when the send fails, so the retry sends', async () => {
  const log = memorySentLog();
  let attempts = 0;
  const processor = createSendEmailProcessor(
    {
      async send() {
        attempts += 1;
        if (attempts === 1) throw new Error('SMTP connection lost');
        return { messageId: 'm2' };
      },
    },
    cipher,
    log,
  );
  const payload = sealMail(cipher, { to: 'ada@example.test', subject: 'S', text: 't' }, 'k');
  await expect(processor(payload, { attempt: 1 })).rejects.toThrow('SMTP connection lost');
  expect(log.keys.has('k')).toBe(false);
  await expect(processor(payload, { attempt: 2 })).resolves.toEqual({ messageId: 'm2' });
  expect(log.keys.get('k')).toBe('m2');
});
