import { afterEach, expect, it } from 'vitest';
import { z } from 'zod';
import type { JobQueue } from './job-queue';
import type { RetryPolicy } from './retry-policy';

export const contractCatalogue = {
  echo: {
    payload: z.object({ text: z.string() }),
    result: z.object({ echoed: z.string(), attempt: z.number() }),
  },
};

export type ContractQueue = JobQueue<typeof contractCatalogue>;

export const silentLog = { info() {}, warn() {}, error() {} };

const WAIT = { timeoutMs: 10_000 };

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Behaviours every JobQueue adapter shares; each adapter's test file runs them against a fresh queue. */
export function jobQueueContract(create: (retry: RetryPolicy) => ContractQueue) {
  let queue: ContractQueue | undefined;
  const fresh = (retry: Partial<RetryPolicy> = {}) => {
    queue = create({ attempts: 5, backoffMs: 10, ...retry });
    return queue;
  };
  afterEach(async () => {
    await queue?.close();
    queue = undefined;
  });

  it('returns the processor result from enqueueAndWait', async () => {
    const jobs = fresh();
    jobs.registerProcessor('echo', async ({ text }, { attempt }) => ({ echoed: text.toUpperCase(), attempt }));
    await jobs.start();
    await expect(jobs.enqueueAndWait('echo', { text: 'hi' }, WAIT)).resolves.toEqual({ echoed: 'HI', attempt: 1 });
  });

  it('runs a job id enqueued twice only once', async () => {
    const jobs = fresh();
    const release = gate();
    let runs = 0;
    jobs.registerProcessor('echo', async ({ text }) => {
      runs += 1;
      await release.opened;
      return { echoed: text, attempt: runs };
    });
    await jobs.start();
    const jobId = 'welcome:user-1:2025:1';
    await jobs.enqueue('echo', { text: 'once' }, { jobId });
    await jobs.enqueue('echo', { text: 'once' }, { jobId });
    const result = jobs.enqueueAndWait('echo', { text: 'once' }, { ...WAIT, jobId });
    release.open();
    await expect(result).resolves.toEqual({ echoed: 'once', attempt: 1 });
    expect(runs).toBe(1);
  });

  it('keeps distinct ids apart even when they contain colons', async () => {
    const jobs = fresh();
    const seen: string[] = [];
    jobs.registerProcessor('echo', async ({ text }) => {
      seen.push(text);
      return { echoed: text, attempt: 1 };
    });
    await jobs.start();
    await jobs.enqueueAndWait('echo', { text: 'gold' }, { ...WAIT, jobId: 'ticket:t1:5:gold' });
    await jobs.enqueueAndWait('echo', { text: 'silver' }, { ...WAIT, jobId: 'ticket:t1:5:silver' });
    await jobs.enqueueAndWait('echo', { text: 'numeric' }, { ...WAIT, jobId: '42' });
    expect(seen).toEqual(['gold', 'silver', 'numeric']);
  });

  it('retries a failing processor with backoff until it succeeds', async () => {
    const jobs = fresh({ attempts: 5 });
    jobs.registerProcessor('echo', async ({ text }, { attempt }) => {
      if (attempt < 3) throw new Error(`flaky attempt ${attempt}`);
      return { echoed: text, attempt };
    });
    await jobs.start();
    await expect(jobs.enqueueAndWait('echo', { text: 'finally' }, WAIT)).resolves.toEqual({
      echoed: 'finally',
      attempt: 3,
    });
  });

  it('rejects enqueueAndWait once the attempts are spent', async () => {
    const jobs = fresh({ attempts: 2 });
    let runs = 0;
    jobs.registerProcessor('echo', async () => {
      runs += 1;
      throw new Error('mail server down');
    });
    await jobs.start();
    await expect(jobs.enqueueAndWait('echo', { text: 'never' }, WAIT)).rejects.toThrow('mail server down');
    expect(runs).toBe(2);
  });

  it('rejects enqueueAndWait when the job outlives the timeout', async () => {
    const jobs = fresh();
    const release = gate();
    jobs.registerProcessor('echo', async ({ text }) => {
      await release.opened;
      return { echoed: text, attempt: 1 };
    });
    await jobs.start();
    await expect(jobs.enqueueAndWait('echo', { text: 'slow' }, { timeoutMs: 100 })).rejects.toThrow(/100/);
    release.open();
  });

  it('refuses a payload that does not match the job schema', async () => {
    const jobs = fresh();
    await expect(jobs.enqueue('echo', { text: 5 } as never)).rejects.toThrow();
  });

  it('refuses work after close, and closing twice is harmless', async () => {
    const jobs = fresh();
    await jobs.start();
    await jobs.close();
    await jobs.close();
    await expect(jobs.enqueue('echo', { text: 'late' })).rejects.toThrow(/closed/);
  });
}
