import { Queue, QueueEvents, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import type { Logger } from '../logger';
import { toBullmqId } from './bullmq-id';
import type { ErasedProcessor, JobCatalogue, JobName, JobQueue, JobResult } from './job-queue';
import { createRedisConnections } from './redis-connections';
import { defaultRetryPolicy, type RetryPolicy } from './retry-policy';

export interface BullmqQueueOptions<C extends JobCatalogue> {
  catalogue: C;
  redisUrl: string;
  /** Redis key prefix; tests give each file its own. */
  prefix?: string;
  retry?: Partial<RetryPolicy>;
  /** Jobs of one name run at the same time in this process. */
  concurrency?: number;
  log: Logger;
}

const DAY_SECONDS = 24 * 60 * 60;

/** One BullMQ queue per job name, so a worker process consumes only the jobs it registered processors for. */
export function createBullmqQueue<C extends JobCatalogue>(options: BullmqQueueOptions<C>): JobQueue<C> {
  const { catalogue, redisUrl, log, prefix = 'fr', concurrency = 1 } = options;
  const retry = { ...defaultRetryPolicy, ...options.retry };
  const defaultJobOptions: JobsOptions = {
    attempts: retry.attempts,
    backoff: { type: 'exponential', delay: retry.backoffMs },
    // Finished jobs stay a while: while a job id exists, enqueueing it again is a no-op.
    removeOnComplete: { age: DAY_SECONDS, count: 10_000 },
    removeOnFail: { age: 7 * DAY_SECONDS },
  };
  const connections = createRedisConnections(redisUrl, log);
  const queues = new Map<string, Queue>();
  const queueEvents = new Map<string, QueueEvents>();
  const processors = new Map<JobName<C>, ErasedProcessor>();
  const workers = new Map<string, Worker>();
  let started = false;
  let closing: Promise<void> | undefined;

  const definition = (name: JobName<C>) => {
    const found = catalogue[name];
    if (!found) throw new Error(`Unknown job ${name}`);
    return found;
  };

  const queueFor = (name: string) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: connections.producer(), prefix, defaultJobOptions });
      queue.on('error', (error) => log.error({ err: error, job: name }, 'job queue error'));
      queues.set(name, queue);
    }
    return queue;
  };

  const eventsFor = async (name: string) => {
    let events = queueEvents.get(name);
    if (!events) {
      events = new QueueEvents(name, { connection: connections.consumer(), prefix });
      events.on('error', (error) => log.error({ err: error, job: name }, 'job events error'));
      queueEvents.set(name, events);
    }
    await events.waitUntilReady();
    return events;
  };

  const startWorker = (name: JobName<C>, processor: ErasedProcessor) => {
    const run = async (job: Job) => {
      const parsed = definition(name).payload.safeParse(job.data);
      // A payload that no longer matches its schema will not get better on a retry.
      if (!parsed.success) throw new UnrecoverableError(`Invalid ${name} payload: ${parsed.error.message}`);
      return processor(parsed.data, { attempt: job.attemptsMade + 1 });
    };
    const worker = new Worker(name, run, { connection: connections.consumer(), prefix, concurrency });
    worker.on('failed', (job, error) => {
      const final = !job || error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
      const details = { err: error, job: name, jobId: job?.id, attempt: job?.attemptsMade };
      if (final) log.error(details, 'job failed');
      else log.warn(details, 'job attempt failed, will retry');
    });
    worker.on('error', (error) => log.error({ err: error, job: name }, 'job worker error'));
    workers.set(name, worker);
    return worker.waitUntilReady();
  };

  const assertOpen = () => {
    if (closing) throw new Error('Job queue is closed');
  };

  const add = async (name: JobName<C>, payload: unknown, jobId: string | undefined, delayMs?: number) => {
    assertOpen();
    const data: unknown = definition(name).payload.parse(payload);
    return queueFor(name).add(name, data, { jobId: jobId === undefined ? undefined : toBullmqId(jobId), delay: delayMs });
  };

  return {
    async enqueue(name, payload, { jobId, delayMs } = {}) {
      await add(name, payload, jobId, delayMs);
    },

    async enqueueAndWait(name, payload, { jobId, timeoutMs }) {
      assertOpen();
      const events = await eventsFor(name);
      const job = await add(name, payload, jobId);
      const result: unknown = await job.waitUntilFinished(events, timeoutMs);
      const schema = definition(name).result;
      return (schema ? schema.parse(result) : undefined) as JobResult<C[typeof name]>;
    },

    async schedule(name, { pattern, tz, id = name }, payload) {
      assertOpen();
      const data: unknown = definition(name).payload.parse(payload);
      await queueFor(name).upsertJobScheduler(toBullmqId(id), { pattern, tz }, { name, data });
    },

    registerProcessor(name, processor) {
      if (processors.has(name)) throw new Error(`A processor for ${name} is already registered`);
      const erased = processor as ErasedProcessor;
      processors.set(name, erased);
      if (started) {
        startWorker(name, erased).catch((error: unknown) => log.error({ err: error, job: name }, 'job worker failed to start'));
      }
    },

    async start() {
      if (started) return;
      started = true;
      await Promise.all([...processors].map(([name, processor]) => startWorker(name, processor)));
    },

    bullmqQueues() {
      return Object.keys(catalogue).map((name) => queueFor(name));
    },

    close() {
      closing ??= (async () => {
        // Workers first: they finish their running jobs before the connections they report on go away.
        await Promise.all([...workers.values()].map((worker) => worker.close()));
        await Promise.all([...queueEvents.values()].map((events) => events.close()));
        await Promise.all([...queues.values()].map((queue) => queue.close()));
        await connections.close();
      })();
      return closing;
    },
  };
}
