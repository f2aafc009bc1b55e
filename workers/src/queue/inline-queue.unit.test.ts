import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInlineQueue } from './inline-queue';
import { contractCatalogue, jobQueueContract, silentLog } from './job-queue.contract';

describe('inline job queue', () => {
  jobQueueContract((retry) => createInlineQueue({ catalogue: contractCatalogue, retry, log: silentLog }));
});

describe('inline job queue timers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const echoQueue = () => {
    const seen: string[] = [];
    const queue = createInlineQueue({ catalogue: contractCatalogue, log: silentLog });
    queue.registerProcessor('echo', async ({ text }, { attempt }) => {
      seen.push(text);
      return { echoed: text, attempt };
    });
    return { queue, seen };
  };

  it('upserts a schedule by id: scheduling twice leaves one, with the latest payload', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-02T12:00:30Z') });
    const { queue, seen } = echoQueue();
    await queue.schedule('echo', { pattern: '* * * * *', tz: 'America/New_York' }, { text: 'first' });
    await queue.schedule('echo', { pattern: '* * * * *', tz: 'America/New_York' }, { text: 'second' });
    await queue.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen).toEqual(['second']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toEqual(['second', 'second']);
    await queue.close();
  });

  it('runs a daily schedule at the wall-clock time of its time zone', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-09T06:00:00Z') });
    const { queue, seen } = echoQueue();
    await queue.schedule('echo', { pattern: '0 21 * * *', tz: 'America/New_York', id: 'draw' }, { text: 'draw' });
    await queue.start();
    // 21:00 on the day DST starts in New York is 01:00 UTC the next day.
    await vi.advanceTimersByTimeAsync(Date.parse('2025-03-10T01:00:00Z') - Date.now() - 1);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual(['draw']);
    await queue.close();
  });

  it('holds enqueued jobs until start, and honours delayMs', async () => {
    vi.useFakeTimers();
    const { queue, seen } = echoQueue();
    await queue.enqueue('echo', { text: 'early' });
    await queue.enqueue('echo', { text: 'delayed' }, { delayMs: 5_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([]);
    await queue.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['early']);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seen).toEqual(['early', 'delayed']);
    await queue.close();
  });

  it('waits out an exponential backoff between attempts', async () => {
    vi.useFakeTimers();
    const attempts: number[] = [];
    const queue = createInlineQueue({ catalogue: contractCatalogue, retry: { attempts: 3, backoffMs: 1_000 }, log: silentLog });
    queue.registerProcessor('echo', async ({ text }, { attempt }) => {
      attempts.push(Date.now());
      if (attempt < 3) throw new Error('not yet');
      return { echoed: text, attempt };
    });
    await queue.start();
    const started = Date.now();
    await queue.enqueue('echo', { text: 'x' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempts.map((at) => at - started)).toEqual([0, 1_000, 3_000]);
    await queue.close();
  });

  it('clears every timer on close and rejects jobs still waiting for a retry', async () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    const queue = createInlineQueue({ catalogue: contractCatalogue, retry: { backoffMs: 1_000 }, log: silentLog });
    queue.registerProcessor('echo', async ({ text }) => {
      seen.push(text);
      throw new Error('try again later');
    });
    await queue.schedule('echo', { pattern: '* * * * *', tz: 'UTC' }, { text: 'tick' });
    await queue.start();
    const waiting = queue.enqueueAndWait('echo', { text: 'retried' }, { timeoutMs: 60_000 });
    await queue.enqueue('echo', { text: 'delayed' }, { delayMs: 10_000 });
    await vi.advanceTimersByTimeAsync(0);
    await queue.close();
    await expect(waiting).rejects.toThrow(/closed/);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(seen).toEqual(['retried']);
  });
});
