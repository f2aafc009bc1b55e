import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createOutboxMailer } from './outbox-mailer';

let root = '';

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'outbox-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

it('writes each message to a file in the outbox and logs its first link', async () => {
  const log = { info: vi.fn() };
  const dir = join(root, 'outbox');
  const mailer = createOutboxMailer(dir, log);
  const link = 'http://localhost:5173/verify-email?token=abc123';
  const message = {
    to: 'ada@example.test',
    subject: 'Verify your email',
    text: `Hi ada,\n\nOpen this link: ${link}`,
    html: `<p><a href="${link}">Verify your email</a></p>`,
  };

  const { messageId } = await mailer.send(message);

  const files = await readdir(dir);
  expect(files).toEqual([`${messageId}.json`]);
  const stored: unknown = JSON.parse(await readFile(join(dir, `${messageId}.json`), 'utf8'));
  expect(stored).toEqual({ ...message, sentAt: expect.any(String) });
  expect(log.info).toHaveBeenCalledWith(
    expect.objectContaining({ to: 'ada@example.test', subject: 'Verify your email', link, file: join(dir, files[0] ?? '') }),
    expect.any(String),
  );
});

it('keeps messages sent in the same instant apart', async () => {
  const mailer = createOutboxMailer(root, { info: () => undefined });
  const first = await mailer.send({ to: 'a@example.test', subject: 'One', text: 'no link here' });
  const second = await mailer.send({ to: 'b@example.test', subject: 'Two', text: 'see https://example.test/two' });

  expect(first.messageId).not.toBe(second.messageId);
  expect((await readdir(root)).length).toBe(2);
});

it('logs no link when the message has none', async () => {
  const log = { info: vi.fn() };
  await createOutboxMailer(root, log).send({ to: 'a@example.test', subject: 'Plain', text: 'hello' });
  expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ link: undefined }), expect.any(String));
});
