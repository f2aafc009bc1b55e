import '@fr/projections/testing/provided-context';
import { uniqueRedisPrefix } from '@fr/projections/testing/test-database';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { createBullmqQueue } from './bullmq-queue';
import { contractCatalogue, jobQueueContract, silentLog, type ContractQueue } from './job-queue.contract';
import type { RetryPolicy } from './retry-policy';

const redisUrl = inject('redisUrl');
const filePrefix = uniqueRedisPrefix();
let queues = 0;
// A prefix per queue: jobs a test leaves behind never reach the next test's processors.
const nextPrefix = () => `${filePrefix}-${++queues}`;
const create = (retry?: RetryPolicy, prefix = nextPrefix()): ContractQueue =>
  createBullmqQueue({ catalogue: contractCatalogue, redisUrl, prefix, retry, log: silentLog });

afterAll(async () => {
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${filePrefix}-*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

/** Reads what BullMQ stored, the way an operator's dashboard would. */
async function inspect<T>(prefix: string, look: (queue: Queue) => Promise<T>): Promise<T> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('echo', { connection, prefix });
  try {
    return await look(queue);
  } finally {
    await queue.close();
    await connection.quit();
  }
}

describe('BullMQ job queue', () => {
  jobQueueContract((retry) => create(retry));

  it('upserts one scheduler per id, so scheduling twice leaves one', async () => {
    const prefix = nextPrefix();
    const jobs = create(undefined, prefix);
    await jobs.schedule('echo', { pattern: '0 21 * * *', tz: 'America/New_York' }, { text: 'first' });
    await jobs.schedule('echo', { pattern: '0 22 * * *', tz: 'America/New_York' }, { text: 'second' });
    await jobs.schedule('echo', { pattern: '0 9 * * 1', tz: 'UTC', id: 'weekly:echo' }, { text: 'weekly' });
    const schedulers = await inspect(prefix, (queue) => queue.getJobSchedulers());
    await jobs.close();
    expect(schedulers.map(({ pattern, tz, template }) => ({ pattern, tz, data: template?.data }))).toEqual(
      expect.arrayContaining([
        { pattern: '0 22 * * *', tz: 'America/New_York', data: { text: 'second' } },
        { pattern: '0 9 * * 1', tz: 'UTC', data: { text: 'weekly' } },
      ]),
    );
    expect(schedulers).toHaveLength(2);
  });

  it('runs scheduled jobs on their pattern', async () => {
    const jobs = create();
    const seen: string[] = [];
    jobs.registerProcessor('echo', async ({ text }, { attempt }) => {
      seen.push(text);
      return { echoed: text, attempt };
    });
    await jobs.start();
    await jobs.schedule('echo', { pattern: '* * * * * *', tz: 'UTC' }, { text: 'tick' });
    await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await jobs.close();
  });

  it('fails a stored payload that no longer matches its schema without retrying it', async () => {
    const prefix = nextPrefix();
    const jobs = create({ attempts: 5, backoffMs: 10 }, prefix);
    let runs = 0;
    jobs.registerProcessor('echo', async ({ text }) => {
      runs += 1;
      return { echoed: text, attempt: 1 };
    });
    await jobs.start();
    const stale = await inspect(prefix, (queue) => queue.add('echo', { text: 7 }, { attempts: 5 }));
    const failed = await vi.waitFor(
      async () => {
        const job = await inspect(prefix, (queue) => queue.getJob(stale.id ?? ''));
        expect(job?.failedReason).toMatch(/Invalid echo payload/);
        return job;
      },
      { timeout: 5_000 },
    );
    await jobs.close();
    expect(failed?.attemptsMade).toBe(1);
    expect(runs).toBe(0);
  });

  it('leaves no sockets or timers behind once closed', async () => {
    const handles = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPSocketWrap' || kind === 'Timeout').length;
    const before = handles();
    const jobs = create();
    jobs.registerProcessor('echo', async ({ text }, { attempt }) => ({ echoed: text, attempt }));
    await jobs.start();
    await jobs.schedule('echo', { pattern: '0 0 1 1 *', tz: 'UTC' }, { text: 'yearly' });
    await jobs.enqueueAndWait('echo', { text: 'hi' }, { timeoutMs: 10_000 });
    expect(handles()).toBeGreaterThan(before);
    await jobs.close();
    await vi.waitFor(() => expect(handles()).toBe(before), { timeout: 2_000 });
  });
});
