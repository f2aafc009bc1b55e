import type { Queue } from 'bullmq';
import type { z } from 'zod';

/**
 * A job's contract. The payload is validated on enqueue and again before processing, because a payload can wait in
 * Redis across a deploy. Keep payloads JSON-shaped (no transforms): the parsed value is what gets stored.
 * Without a `result` schema the job returns nothing.
 */
export interface JobDefinition {
  payload: z.ZodType;
  result?: z.ZodType;
}

export type JobCatalogue = Record<string, JobDefinition>;
export type JobName<C extends JobCatalogue> = keyof C & string;
export type JobInput<D extends JobDefinition> = z.input<D['payload']>;
export type JobPayload<D extends JobDefinition> = z.output<D['payload']>;
export type JobResult<D extends JobDefinition> = D extends { result: infer R extends z.ZodType } ? z.output<R> : void;

export interface JobContext {
  /** 1 on the first run, then 2, 3... on retries. */
  attempt: number;
}

export type JobProcessor<D extends JobDefinition> = (payload: JobPayload<D>, context: JobContext) => Promise<JobResult<D>>;

export interface EnqueueOptions {
  /** A deterministic id (from the business key) makes the enqueue idempotent. */
  jobId?: string;
  delayMs?: number;
}

export interface EnqueueAndWaitOptions {
  jobId?: string;
  timeoutMs: number;
}

export interface ScheduleOptions {
  /** Cron pattern (5 or 6 fields). */
  pattern: string;
  /** IANA time zone the pattern is read in, e.g. America/New_York for draws. */
  tz: string;
  /** Scheduler id; defaults to the job name. Upserting the same id replaces the schedule. */
  id?: string;
}

/** The job port: BullMQ on Redis in production, in process for the embedded mode. */
export interface JobQueue<C extends JobCatalogue> {
  enqueue<N extends JobName<C>>(name: N, payload: JobInput<C[N]>, options?: EnqueueOptions): Promise<void>;
  /** Rejects when the job finally fails (after its retries) or when it does not finish within `timeoutMs`. */
  enqueueAndWait<N extends JobName<C>>(name: N, payload: JobInput<C[N]>, options: EnqueueAndWaitOptions): Promise<JobResult<C[N]>>;
  schedule<N extends JobName<C>>(name: N, options: ScheduleOptions, payload: JobInput<C[N]>): Promise<void>;
  /** Processors must be idempotent: a job can run again after a crash or a retry. */
  registerProcessor<N extends JobName<C>>(name: N, processor: JobProcessor<C[N]>): void;
  /** Starts consuming jobs for the registered processors; a producer-only process never calls it. */
  start(): Promise<void>;
  /** Stops taking jobs, lets running ones finish and releases every timer and connection. Safe to call twice. */
  close(): Promise<void>;
  /**
   * Only on the BullMQ adapter: its queue for every job of the catalogue, for an operator's view of them (Bull Board).
   * The embedded inline runner has no queues to show, so the view exists only where this does.
   */
  bullmqQueues?(): Queue[];
}

/** How adapters hold processors internally: the payload schema, not the compiler, vouches for the payload. */
export type ErasedProcessor = (payload: unknown, context: JobContext) => Promise<unknown>;
