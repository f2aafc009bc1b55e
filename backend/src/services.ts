import type pg from 'pg';
import type { Checkpoint, EventStore, ProjectionGroup } from '@fr/contracts';
import type { Projector } from '@fr/projections';
import type { JobCatalogue, JobQueue, MailMessage } from '@fr/workers';
import type { CommandHandler } from './write/command-handler';
import type { Config } from './platform/config';
import type { Logger } from './platform/logger';
import type { PersonalKeys } from './platform/personal-data';
import type { RateLimit } from './platform/rate-limit';
import type { Loaded, ReadCache } from './platform/http/read-cache';
import type { SessionCache } from './platform/http/session-cache';

/**
 * What the system gives every feature: configuration, storage, the command path, jobs and the clock. Composed once in
 * system.ts; features take what they need from it and keep their own parts (providers, payments) to themselves.
 */
export interface AppServices {
  config: Config;
  log: Logger;
  pool: pg.Pool;
  /** The event log; personal fields are sealed and opened at its boundary (platform/personal-data). */
  store: EventStore;
  /** The players' data keys: erasing one erases the player's personal fields everywhere the log is read. */
  personalKeys: PersonalKeys;
  /** Every read model of the system, in the order the runner catches them up (the integrity check rebuilds them). */
  projectors: readonly Projector[];
  commands: CommandHandler;
  /** This process's player sessions; a revocation through it reaches every process (platform/http/session-cache.ts). */
  sessions: SessionCache;
  /** This process's memory of player reads, dropped by every committed change to what they show (read-cache.ts). */
  readCache: ReadCache;
  /**
   * A player read of the `player` group's read models, from this process's memory when it has it and it shows the
   * request's own writes; `load` reads it from the read models and names the event streams whose events change it.
   */
  cachedRead<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T>;
  /** Rate limits shared by every API process (Redis), or in memory in the embedded mode. */
  rateLimit: RateLimit;
  /** Every job of every feature; a feature sees it typed for its own jobs (see feature.ts). */
  jobs: JobQueue<JobCatalogue>;
  /** Queues an e-mail; the job id makes a repeated request send it once. */
  sendEmail(message: MailMessage, jobId: string): Promise<void>;
  /**
   * Makes sure the writer's next read shows `position`. Inside a request it only records the position for the answer's
   * token, which the browser's next API request waits for (platform/http/read-your-writes.ts); elsewhere (a job) it
   * waits like `waitForReadModels`.
   */
  readYourWrites(position: Checkpoint | null): Promise<void>;
  /**
   * Waits (bounded) until the read models include `position`: for a request that reads its own write before answering.
   * Only the `groups` given wait; by default the groups the current request's route reads, outside a request all.
   */
  waitForReadModels(position: Checkpoint | null, groups?: readonly ProjectionGroup[]): Promise<void>;
  /**
   * Waits (bounded) until the read models include everything committed so far, by any process: what the log's
   * `head()` may not show yet while a transaction elsewhere on the server runs.
   */
  waitForAllCommitted(): Promise<void>;
  now(): Date;
}
