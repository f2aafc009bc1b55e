import type { Logger } from '../logger';
import { nextCronOccurrence, startCronTimer, type CronTimer } from './cron-timer';
import type { ErasedProcessor, JobCatalogue, JobName, JobQueue, JobResult } from './job-queue';
import { createPendingJob, type PendingJob } from './pending-job';
import { defaultRetryPolicy, retryDelayMs, type RetryPolicy } from './retry-policy';
import { createTimerSet } from './timer-set';

export interface InlineQueueOptions<C extends JobCatalogue> {
  catalogue: C;
  retry?: Partial<RetryPolicy>;
  log: Logger;
}

interface Schedule {
  name: string;
  pattern: string;
  tz: string;
  payload: unknown;
  timer?: CronTimer;
}

/**
 * The embedded mode (no Redis): the same processors run in this process. A job id is remembered only while its job
 * is pending (BullMQ forgets finished ids after a day), so processors must stay idempotent on their own.
 */
export function createInlineQueue<C extends JobCatalogue>(options: InlineQueueOptions<C>): JobQueue<C> {
  const { catalogue, log } = options;
  const retry = { ...defaultRetryPolicy, ...options.retry };
  const processors = new Map<string, ErasedProcessor>();
  const pending = new Map<string, PendingJob>();
  const waiting: PendingJob[] = [];
  const timers = createTimerSet();
  const running = new Set<Promise<void>>();
  const schedules = new Map<string, Schedule>();
  let started = false;
  let closed = false;
  let anonymous = 0;

  const definition = (name: string) => {
    const found = catalogue[name];
    if (!found) throw new Error(`Unknown job ${name}`);
    return found;
  };

  const settle = (job: PendingJob, outcome: { result: unknown } | { error: unknown }) => {
    pending.delete(job.key);
    if ('result' in outcome) job.resolve(outcome.result);
    else job.reject(outcome.error);
  };

  const attempt = async (job: PendingJob, processor: ErasedProcessor) => {
    job.attempt += 1;
    try {
      settle(job, { result: await processor(job.payload, { attempt: job.attempt }) });
    } catch (error) {
      const details = { err: error, job: job.name, jobId: job.key, attempt: job.attempt };
      if (job.attempt >= retry.attempts || closed) {
        log.error(details, 'job failed');
        settle(job, { error });
        return;
      }
      log.warn(details, 'job attempt failed, will retry');
      timers.after(retryDelayMs(retry, job.attempt), () => run(job));
    }
  };

  const run = (job: PendingJob) => {
    if (closed) return;
    const processor = processors.get(job.name);
    if (!started || !processor) {
      waiting.push(job);
      return;
    }
    const execution = attempt(job, processor);
    running.add(execution);
    void execution.finally(() => running.delete(execution));
  };

  const assertOpen = () => {
    if (closed) throw new Error('Job queue is closed');
  };

  const submit = (name: string, payload: unknown, jobId?: string, delayMs = 0): PendingJob => {
    assertOpen();
    const data: unknown = definition(name).payload.parse(payload);
    const key = jobId === undefined ? `#${++anonymous}` : JSON.stringify([name, jobId]);
    const existing = pending.get(key);
    if (existing) return existing;
    const job = createPendingJob(key, name, data);
    pending.set(key, job);
    if (delayMs > 0) timers.after(delayMs, () => run(job));
    else queueMicrotask(() => run(job));
    return job;
  };

  const arm = (id: string, schedule: Schedule) => {
    schedule.timer = startCronTimer(schedule.pattern, schedule.tz, (occurrence) =>
      submit(schedule.name, schedule.payload, `${id}@${occurrence.toISOString()}`),
    );
  };

  return {
    async enqueue(name, payload, { jobId, delayMs } = {}) {
      submit(name, payload, jobId, delayMs);
    },

    async enqueueAndWait(name, payload, { jobId, timeoutMs }) {
      const job = submit(name, payload, jobId);
      const result = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`Job ${name} did not finish within ${timeoutMs} ms`)), timeoutMs);
        timer.unref();
        void job.done.then(resolve, reject).finally(() => clearTimeout(timer));
      });
      const schema = definition(name).result;
      return (schema ? schema.parse(result) : undefined) as JobResult<C[JobName<C>]>;
    },

    async schedule(name, { pattern, tz, id = name }, payload) {
      assertOpen();
      definition(name).payload.parse(payload);
      nextCronOccurrence(pattern, tz, new Date());
      schedules.get(id)?.timer?.cancel();
      const schedule: Schedule = { name, pattern, tz, payload };
      schedules.set(id, schedule);
      if (started) arm(id, schedule);
    },

    registerProcessor(name, processor) {
      if (processors.has(name)) throw new Error(`A processor for ${name} is already registered`);
      processors.set(name, processor as ErasedProcessor);
      waiting.splice(0).forEach(run);
    },

    async start() {
      if (started || closed) return;
      started = true;
      schedules.forEach((schedule, id) => arm(id, schedule));
      waiting.splice(0).forEach(run);
    },

    async close() {
      closed = true;
      schedules.forEach((schedule) => schedule.timer?.cancel());
      timers.clear();
      await Promise.allSettled(running);
      const closedError = new Error('Job queue closed before the job finished');
      pending.forEach((job) => settle(job, { error: closedError }));
    },
  };
}
