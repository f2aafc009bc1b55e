import { expect, it } from 'vitest';
import { sendEmailJob } from '../jobs/send-email';
import type { MailMessage } from '../mail/mailer';
import { createInlineQueue } from '../queue/inline-queue';
import { createSendEmailProcessor } from './send-email';

const SEND_EMAIL = 'send-email';
const silentLog = { info() {}, warn() {}, error() {} };

it('sends the e-mail of a send-email job through the mailer', async () => {
  const sent: MailMessage[] = [];
  const queue = createInlineQueue({ catalogue: { [SEND_EMAIL]: sendEmailJob }, log: silentLog });
  queue.registerProcessor(
    SEND_EMAIL,
    createSendEmailProcessor({
      async send(message) {
        sent.push(message);
        return { messageId: `m${sent.length}` };
      },
    }),
  );
  await queue.start();
  const message = { to: 'ada@example.test', subject: 'Verify your email', text: 'http://x.test', html: '<p>x</p>' };

  await expect(queue.enqueueAndWait(SEND_EMAIL, message, { timeoutMs: 1_000 })).resolves.toEqual({
    messageId: 'm1',
  });
  expect(sent).toEqual([message]);
  await expect(queue.enqueue(SEND_EMAIL, { ...message, to: 'not an address' })).rejects.toThrow();
  await queue.close();
});
