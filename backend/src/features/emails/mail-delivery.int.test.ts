import { afterAll, beforeAll, expect, it } from 'vitest';
import { sealMail, sendEmailJob } from '@fr/workers';
import { mailCipher } from '../../system/platform-jobs';
import { signUpPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';
import { startSmtpStandIn, type SmtpStandIn } from '../../testing/smtp-stand-in';

let smtp: SmtpStandIn;
let system: TestSystem;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  system = await startTestSystem({ smtp });
});
afterAll(async () => {
  await system?.close();
  await smtp?.close();
});

it('delivers the verification e-mail over SMTP once, in HTML and plain text, with a link that verifies', async () => {
  const player = await signUpPlayer(system, 'smtp');
  const mail = await smtp.waitFor((m) => m.to.includes(player.email) && m.subject === 'Verify your email');
  expect(mail.html).toContain('Fantasy Rewards');
  expect(mail.text).toContain('expires in 24 hours');
  const link = /https?:\/\/\S+verify-email\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  expect(mail.html).toContain(`href="${link}"`);
  const verified = await player.client.get(`/api/auth/verify-email${new URL(link!).search}`);
  expect(verified.status).toBe(200);
  expect(smtp.messages().filter((m) => m.to.includes(player.email))).toHaveLength(1);
});

it('never sends a job twice: the same job run again after it was sent sends nothing', async () => {
  const cipher = await mailCipher(system.config);
  const key = `test-once:${Date.now()}`;
  const payload = sealMail(cipher, { to: 'retry@example.com', subject: 'Only once', text: 'Hello once', html: '<p>Hello once</p>' }, key);
  const first = sendEmailJob.result.parse(await system.jobs.enqueueAndWait('send-email', payload, { jobId: key, timeoutMs: 20_000 }));
  expect(first.messageId).toMatch(/@/);
  // The inline queue forgets a finished id (as BullMQ does after a day): only the sent_emails table stops this run.
  const again = await system.jobs.enqueueAndWait('send-email', payload, { jobId: key, timeoutMs: 20_000 });
  expect(again).toEqual({ messageId: '', alreadySent: true });
  expect(smtp.messages().filter((m) => m.subject === 'Only once')).toHaveLength(1);
  const { rows } = await system.services.pool.query('SELECT message_id FROM sent_emails WHERE job_id = $1', [key]);
  expect(rows).toEqual([{ message_id: first.messageId }]);
});
