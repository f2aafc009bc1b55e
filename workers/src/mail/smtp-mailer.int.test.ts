import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  secure: false,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const from = session.envelope.mailFrom;
      received.push({
        from: from ? from.address : undefined,
        to: session.envelope.rcptTo.map(({ address }) => address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
let smtpUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(resolve));
});

/** Undoes quoted-printable soft breaks and escapes, in case the transport chose that encoding. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

it('delivers an e-mail over SMTP with the recipient, subject, link and extra headers', async () => {
  const link = 'http://localhost:5173/verify-email?token=0f3c9a7d2b1e4c5a8d6f';
  const mailer = createSmtpMailer(smtpUrl, 'Fantasy Rewards <no-reply@fantasy-rewards.test>');
  const sent = await mailer.send({
    to: 'ada@example.test',
    subject: 'Verify your email',
    text: `Hi ada,\n\nOpen this link: ${link}`,
    html: `<p><a href="${link}">Verify your email</a></p>`,
    headers: { 'List-Unsubscribe': '<https://fantasy-rewards.test/api/u?token=t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });

  expect(sent.messageId).toMatch(/@/);
  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail?.from).toBe('no-reply@fantasy-rewards.test');
  expect(mail?.to).toEqual(['ada@example.test']);
  expect(mail?.raw).toMatch(/^Subject: Verify your email\r?$/m);
  expect(decoded(mail?.raw ?? '')).toContain(link);
  expect(decoded(mail?.raw ?? '')).toContain('Hi ada,');
  expect(mail?.raw).toMatch(/^List-Unsubscribe: <https:\/\/fantasy-rewards\.test\/api\/u\?token=t>\r?$/m);
  expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
});
