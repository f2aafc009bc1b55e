import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { uniqueRedisPrefix } from '@fr/projections/testing/test-database';
import { signUpPlayer, startTestSystem, verificationLink, type TestSystem } from '../../testing/test-system';

const redisUrl = inject('redisUrl');
// This system's queues and jobs live under their own prefix: no other run's workers take them, and we read only ours.
const jobsPrefix = uniqueRedisPrefix();
let system: TestSystem;
let redis: Redis;

beforeAll(async () => {
  system = await startTestSystem({ redisUrl, jobsPrefix });
  redis = new Redis(redisUrl);
});
afterAll(async () => {
  await system?.close();
  const keys = await redis.keys(`${jobsPrefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

/** Every string Redis holds under this system's prefix: job hashes (data, id, result), lists, sets and streams. */
async function everythingInRedis(): Promise<string> {
  const dump: string[] = [];
  for (const key of await redis.keys(`${jobsPrefix}:*`)) {
    dump.push(key);
    const type = await redis.type(key);
    if (type === 'hash') dump.push(...Object.entries(await redis.hgetall(key)).flat());
    else if (type === 'string') dump.push((await redis.get(key)) ?? '');
    else if (type === 'list') dump.push(...(await redis.lrange(key, 0, -1)));
    else if (type === 'zset') dump.push(...(await redis.zrange(key, '0', '-1')));
    else if (type === 'set') dump.push(...(await redis.smembers(key)));
    else if (type === 'stream') dump.push(JSON.stringify(await redis.xrange(key, '-', '+')));
  }
  return dump.join('\n');
}

it('keeps the verification token out of the job data in Redis: the mail travels sealed', async () => {
  const player = await signUpPlayer(system, 'sealed');
  // The worker has sent the mail (the outbox has it): its job, completed, is still in Redis.
  const token = new URL(await verificationLink(system, player.email)).searchParams.get('token')!;
  expect(token.length).toBeGreaterThan(20);
  const stored = await everythingInRedis();
  expect(stored).toContain('send-email');
  expect(stored).not.toContain(token);
  // Nor a piece of it long enough to narrow a guess (the job id once carried its last 12 characters).
  expect(stored).not.toContain(token.slice(-12));
  expect(stored).not.toContain(player.email);
});
