import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { uniqueRedisPrefix } from '@fr/projections/testing/test-database';
import { startSmtpStandIn, type SmtpStandIn } from '../../testing/smtp-stand-in';
import { signUpVerifiedPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';

const redisUrl = inject('redisUrl');
const jobsPrefix = uniqueRedisPrefix();
let smtp: SmtpStandIn;
let system: TestSystem;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  system = await startTestSystem({ smtp, redisUrl, jobsPrefix });
});
afterAll(async () => {
  await system?.close();
  await smtp?.close();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${jobsPrefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

it('mails a receipt on its own in production mode: the BullMQ scheduler runs the dispatcher, which queues the send', async () => {
  const player = await signUpVerifiedPlayer(system, 'bullmq');
  expect((await player.client.post('/api/bank/purchase', { amount: 1000 }, { headers: { 'idempotency-key': 'b1' } })).status).toBe(200);
  const receipt = await smtp.waitFor((m) => m.to.includes(player.email) && m.subject === 'Your coin purchase receipt');
  expect(receipt.text).toContain('Amount paid: $4.99');
  expect(receipt.text).toContain('Coins: 1,000');
});
