import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { READ_YOUR_WRITES_TIMEOUT_MS, type EventStore } from '@fr/contracts';
import { CheckpointWatcher, ProjectionRunner, allProjectors } from '@fr/projections';
import {
  createBullmqQueue,
  createInlineQueue,
  createOutboxMailer,
  createSendEmailProcessor,
  createSmtpMailer,
  jobCatalogue,
  jobNames,
  verificationEmail,
  type AppJobQueue,
} from '@fr/workers';
import { createApp } from './app';
import { listenEarly } from './platform/http/listen-early';
import { openEventStore } from './eventstore';
import { loadConfig, type Config } from './platform/config';
import { openPglite, openPostgres, type Database } from './platform/database';
import { createLogger } from './platform/logger';
import { createLimiters } from './platform/rate-limit';
import { purgeExpiredSessions, sessionSchemaSql } from './platform/http/session';
import { idempotencySchemaSql, purgeExpiredIdempotencyKeys } from './platform/http/idempotency';
import { webhookInboxSchemaSql } from './platform/http/webhook-inbox';
import { createPaymentProvider } from './features/bank/payments';
import { LedgerCommands } from './features/ledger/ledger-commands';
import { openFantasy, seedTierConfig, startFantasyJobs } from './features/fantasy/fantasy-module';
import { CommandHandler } from './write/command-handler';
import type { AppServices } from './services';

export interface SystemOptions {
  /** Environment to read the configuration from (defaults to process.env); the fields below override it. */
  env?: Record<string, string | undefined>;
  databaseUrl?: string;
  redisUrl?: string | null;
  port?: number;
  staticDir?: string;
  dataDir?: string;
  /** Which parts run in this process; the embedded default runs all three. */
  roles?: { api?: boolean; projections?: boolean; workers?: boolean };
}

export interface RunningSystem {
  url: string;
  config: Config;
  services: AppServices;
  runner: ProjectionRunner;
  jobs: AppJobQueue;
  stop(): Promise<void>;
}

function configFrom(options: SystemOptions): Config {
  const env = { ...(options.env ?? process.env) };
  if (options.databaseUrl !== undefined) env.DATABASE_URL = options.databaseUrl;
  if (options.redisUrl !== undefined) env.REDIS_URL = options.redisUrl ?? undefined;
  if (options.port !== undefined) env.PORT = String(options.port);
  if (options.staticDir !== undefined) env.STATIC_DIR = options.staticDir;
  if (options.dataDir !== undefined) env.DATA_DIR = options.dataDir;
  return loadConfig(env);
}

/** Composes the whole system from its configuration and starts the parts this process runs. */
export async function startSystem(options: SystemOptions = {}): Promise<RunningSystem> {
  const roles = { api: true, projections: true, workers: true, ...options.roles };
  const config = configFrom(options);
  // Listen before composing, so an ephemeral port (tests) is known to everything that builds links to this server.
  const server: Server | null = roles.api ? await listenEarly(config.port, config.host) : null;
  if (server && config.port === 0 && !(options.env ?? process.env).PUBLIC_URL) {
    config.publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const log = createLogger(config.logLevel);
  const db: Database =
    config.database.kind === 'postgres' ? await openPostgres(config.database.url) : await openPglite(config.database.dir);
  const store: EventStore = await openEventStore(
    config.eventStore.kind === 'eventstoredb'
      ? { kind: 'eventstoredb', connectionString: config.eventStore.url }
      : { kind: db.kind, pool: db.pool },
  );
  for (const sql of [sessionSchemaSql, idempotencySchemaSql, webhookInboxSchemaSql]) await db.pool.query(sql);
  const watcher = new CheckpointWatcher(db.pool, allProjectors.map((p) => p.name));
  const runner = new ProjectionRunner(db.pool, store, allProjectors, { log, onProgress: (lowest) => watcher.progressed(lowest) });
  await runner.migrate();
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
  const jobs: AppJobQueue = config.redisUrl
    ? createBullmqQueue({ catalogue: jobCatalogue, redisUrl: config.redisUrl, log })
    : createInlineQueue({ catalogue: jobCatalogue, log });

  const commands = new CommandHandler(store, () => runner.wake());
  const services: AppServices = {
    config,
    log,
    pool: db.pool,
    store,
    commands,
    ledger: new LedgerCommands(commands),
    limiters: createLimiters(redis),
    jobs,
    fantasy: await openFantasy(config, db.pool),
    payments: createPaymentProvider({ stripe: config.stripe }),
    now: () => new Date(),
    async sendVerificationEmail({ to, username, link }) {
      const mail = verificationEmail({ username, link });
      await jobs.enqueue(jobNames.sendEmail, { to, ...mail }, { jobId: `verify-email:${to}:${link.slice(-12)}` });
    },
    async readYourWrites(position) {
      if (!position) return;
      runner.wake();
      const caughtUp = await watcher.waitFor(position, READ_YOUR_WRITES_TIMEOUT_MS);
      if (!caughtUp) log.warn({ position }, 'read models did not catch up in time');
    },
  };

  if (roles.projections) runner.start();
  // The API and the workers score against the tier configuration; a maintenance process (rebuild) must not wait on it.
  if (roles.api || roles.workers) await seedTierConfig(services);
  if (roles.workers) {
    await startFantasyJobs(services);
    const mailer = config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(`${config.dataDir}/outbox`, log);
    jobs.registerProcessor(jobNames.sendEmail, createSendEmailProcessor(mailer));
    jobs.registerProcessor(jobNames.housekeeping, async () => ({
      sessions: await purgeExpiredSessions(db.pool),
      idempotencyKeys: await purgeExpiredIdempotencyKeys(db.pool),
    }));
    await jobs.schedule(jobNames.housekeeping, { pattern: '17 * * * *', tz: 'UTC' }, {});
    await jobs.start();
  }
  if (server) server.emit('app-ready', createApp(services).callback());
  const port = server ? (server.address() as AddressInfo).port : config.port;
  const url = `http://127.0.0.1:${port}`;
  log.info({ url: roles.api ? config.publicUrl : undefined, database: db.kind, eventStore: store.name, jobs: config.redisUrl ? 'bullmq' : 'inline', roles }, 'system started');

  return {
    url,
    config,
    services,
    runner,
    jobs,
    async stop() {
      if (server) {
        const closing = new Promise((resolve) => server!.close(resolve));
        server.closeAllConnections();
        await closing;
      }
      // Jobs first: a running job waits for the projections (read-your-writes), so they must still be running.
      await jobs.close();
      await runner.stop();
      await redis?.quit().catch(() => undefined);
      await store.close();
      await db.close();
    },
  };
}
