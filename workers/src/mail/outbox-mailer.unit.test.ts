import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createOutboxMailer } from './outbox-mailer';

const FROM = 'Fantasy Rewards <no-reply@fantasy-rewards.test>';
let root = '';

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'outbox-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

it('writes each message as an .eml file a mail client opens, with an HTML preview beside it, and logs its first link', async () => {
  const log = { info: vi.fn() };
  const dir = join(root, 'outbox');
  const mailer = createOutboxMailer(dir, FROM, log);
  const link = 'http://localhost:5173/verify-email?token=abc123abc123abc123abc123abc123abc123abc123abc123abc123';
  const message = {
    to: 'ada@example.test',
    subject: 'Verify your email',
    text: `Hi ada,\n\nOpen this link: ${link}`,
    html: `<p><a href="${link}">Verify your email</a> — ça marche</p>`,
    headers: { 'List-Unsubscribe': '<https://x.test/u?token=t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };

  const { messageId } = await mailer.send(message);

  expect((await readdir(dir)).sort()).toEqual([`${messageId}.eml`, `${messageId}.html`]);
  const eml = await readFile(join(dir, `${messageId}.eml`));
  const parsed = await simpleParser(eml);
  expect(parsed.from?.value[0]).toEqual({ name: 'Fantasy Rewards', address: 'no-reply@fantasy-rewards.test' });
  expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('ada@example.test');
  expect(parsed.subject).toBe('Verify your email');
  expect(parsed.text?.trim()).toBe(message.text);
  expect(parsed.html).toContain(message.html);
  expect(parsed.headerLines).toContainEqual({ key: 'list-unsubscribe-post', line: 'List-Unsubscribe-Post: List-Unsubscribe=One-Click' });
  expect(parsed.headerLines).toContainEqual({ key: 'list-unsubscribe', line: 'List-Unsubscribe: <https://x.test/u?token=t>' });
  // The file stays searchable as text: the link is not broken by an encoding.
  expect(eml.toString('utf8')).toContain(link);
  expect(await readFile(join(dir, `${messageId}.html`), 'utf8')).toBe(message.html);
  expect(log.info).toHaveBeenCalledWith(
    expect.objectContaining({ to: 'ada@example.test', subject: 'Verify your email', link, file: join(dir, `${messageId}.eml`) }),
    expect.any(String),
  );
});

it('keeps messages sent in the same instant apart', async () => {
  const mailer = createOutboxMailer(root, FROM, { info: () => undefined });
  const first = await mailer.send({ to: 'a@example.test', subject: 'One', text: 'no link here' });
  const second = await mailer.send({ to: 'b@example.test', subject: 'Two', text: 'see https://example.test/two' });

  expect(first.messageId).not.toBe(second.messageId);
  // Without an HTML body there is no preview.
  expect((await readdir(root)).sort()).toEqual([`${first.messageId}.eml`, `${second.messageId}.eml`].sort());
});

it('logs no link when the message has none', async () => {
  const log = { info: vi.fn() };
  await createOutboxMailer(root, FROM, log).send({ to: 'a@example.test', subject: 'Plain', text: 'hello' });
  expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ link: undefined }), expect.any(String));
});
