import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppendSignal, signallingAppends } from './append-signal';
import { Redis } from 'ioredis';
import { READ_YOUR_WRITES_TIMEOUT_MS, type EventStore, type ProjectionGroup, type Subscription } from '@fr/contracts';
import { CheckpointWatcher, ProjectionRunner } from '@fr/projections';
import { createBullmqQueue, createInlineQueue, sealMail, type JobCatalogue, type JobQueue } from '@fr/workers';
import { createApp } from './app';
import { listenEarly } from '../platform/http/listen-early';
import { openEventStore, type EventStoreConfig } from '../eventstore';
import { movePasswordHashesOutOfLog } from '../eventstore/password-hashes';
import { loadConfig, type Config, type LoadedConfig } from '../platform/config';
import { loadOrCreateSecret, makePrivate } from '../platform/data-dir';
import { createSchema, openPglite, openPostgres, type Database } from '../platform/database';
import { withCorrelation } from '../platform/correlation';
import { deferToNextRead, groupsOfRequest, outsideRequest, positionOfRequest } from '../platform/http/read-your-writes';
import { createLogger } from '../platform/logger';
import { createRateLimit } from '../platform/rate-limit';
import { sessionSchemaSql } from '../platform/http/session';
import { adminSessionSchemaSql } from '../platform/http/admin-session';
import {
  localSessionBus,
  postgresSessionBus,
  redisSessionBus,
  sessionBusChannelId,
  sessionBusSchemaSql,
} from '../platform/http/session-bus';
import { changeParts, ReadCache, subjectsOf } from '../platform/http/read-cache';
import { SessionCache } from '../platform/http/session-cache';
import { idempotencySchemaSql } from '../platform/http/idempotency';
import { webhookInboxSchemaSql } from '../platform/http/webhook-inbox';
import { credentialsSchemaSql } from '../platform/credentials';
import { sentEmailsSchemaSql } from '../platform/mail/sent-emails';
import {
  createPersonalKeys,
  personalDataSecrets,
  personalKeysSchemaSql,
  sealLegacyEvents,
  withPersonalData,
} from '../platform/personal-data';
import { mailCipher, platformJobs } from './platform-jobs';
import { jobRunsSchemaSql, recordingRun } from '../platform/jobs/job-runs';
import type { AppServices } from '../services';
import { features, playerDecider } from '../features';
import { usePlayerStream } from '../features/player';
import { jobCatalogueOf, projectorsOf, type Feature, type FeatureContext } from '../feature';
import { CommandHandler } from '../write/command-handler';

export interface SystemOptions {
  /** Environment to read the configuration from (defaults to process.env); the fields below override it. */
  env?: Record<string, string | undefined>;
  databaseUrl?: string;
  redisUrl?: string | null;
  /** Redis key prefix of the job queues (the adapter's `fr` otherwise); tests give each system its own. */
  jobsPrefix?: string;
  port?: number;
  staticDir?: string;
  dataDir?: string;
  /** The product's clock (`services.now()`); the wall clock unless a test injects another. */
  now?: () => Date;
  /** Started by `npm start` (entrypoints/embedded.ts): the console says demo outside production. */
  embedded?: boolean;
  /**
   * false: this process reads every request's session from PostgreSQL instead of its cache (it still tells the other
   * processes what it revokes). For the bench's comparison; the default caches.
   */
  sessionCache?: boolean;
  /** false: player reads always go to the read models (the bench's comparison); the default keeps them in memory. */
  readCache?: boolean;
  /** Which parts run in this process; the embedded default runs all three. */
  roles?: { api?: boolean; projections?: boolean; workers?: boolean };
}

export interface RunningSystem {
  url: string;
  config: Config;
  services: AppServices;
  runner: ProjectionRunner;
  jobs: JobQueue<JobCatalogue>;
  stop(): Promise<void>;
}

function configFrom(options: SystemOptions): LoadedConfig {
  const env = { ...(options.env ?? process.env) };
  if (options.databaseUrl !== undefined) env.DATABASE_URL = options.databaseUrl;
  if (options.redisUrl !== undefined) env.REDIS_URL = options.redisUrl ?? undefined;
  if (options.port !== undefined) env.PORT = String(options.port);
  if (options.staticDir !== undefined) env.STATIC_DIR = options.staticDir;
  if (options.dataDir !== undefined) env.DATA_DIR = options.dataDir;
  return loadConfig(env, { embedded: options.embedded });
}

/** The group of read models whose reads the API processes keep in memory (services.cachedRead). */
const CACHED_GROUP: ProjectionGroup = 'player';

/** Composes the whole system from its configuration and starts the parts this process runs. */
export async function startSystem(options: SystemOptions = {}): Promise<RunningSystem> {
  const roles = { api: true, projections: true, workers: true, ...options.roles };
  const loaded = configFrom(options);
  // The embedded data folder is private to its owner: database files, secrets and the mail outbox live there.
  if (loaded.database.kind === 'pglite') await makePrivate(loaded.dataDir);
  const config: Config = { ...loaded, sessionSecret: loaded.sessionSecret ?? (await loadOrCreateSecret(loaded.dataDir, 'session-secret')) };
  // Listen before composing, so an ephemeral port (tests) is known to everything that builds links to this server.
  const server: Server | null = roles.api ? await listenEarly(config.port, config.host) : null;
  if (server && config.port === 0 && !(options.env ?? process.env).PUBLIC_URL) {
    config.publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const log = createLogger(config.logLevel, config.logFormat);
  const db: Database =
    config.database.kind === 'postgres' ? await openPostgres(config.database.url) : await openPglite(config.database.dir);
  const eventStoreConfig: EventStoreConfig =
    config.eventStore.kind === 'eventstoredb'
      ? { kind: 'eventstoredb', connectionString: config.eventStore.url }
      : // Events are recorded at the product's clock (read at each append, so a test that moves it moves this too).
        { kind: db.kind, pool: db.pool, now: () => services.now() };
  const adapter: EventStore = await openEventStore(eventStoreConfig);
  await createSchema(
    db.pool,
    sessionSchemaSql,
    sessionBusSchemaSql,
    adminSessionSchemaSql,
    idempotencySchemaSql,
    webhookInboxSchemaSql,
    credentialsSchemaSql,
    jobRunsSchemaSql,
    sentEmailsSchemaSql,
    personalKeysSchemaSql,
  );
  await movePasswordHashesOutOfLog(eventStoreConfig, db.pool, adapter);
  // Every reader and writer goes through the personal-data boundary: personal fields sealed on the way in, opened (or
  // read as erased) on the way out, claim streams keyed by a hash (docs/decisions/0013-crypto-shredding.md).
  const personal = await personalDataSecrets(config);
  const personalKeys = createPersonalKeys(db.pool, personal.cipher);
  if (eventStoreConfig.kind !== 'eventstoredb') {
    await sealLegacyEvents(db.pool, (client) => createPersonalKeys(client, personal.cipher), personal.streamKey);
  }
  // Processes sharing a PostgreSQL log tell each other of appends (LISTEN/NOTIFY): projections elsewhere wake at once.
  // EventStoreDB has its own subscriptions; PGlite is one process's database.
  const appendSignal =
    config.database.kind === 'postgres' && eventStoreConfig.kind !== 'eventstoredb'
      ? new AppendSignal(config.database.url, db.pool, log, (): boolean => runner.groups.every((group) => runner.holds(group)))
      : null;
  const sealed = withPersonalData(adapter, personalKeys, personal.streamKey);
  const store = appendSignal ? signallingAppends(sealed, appendSignal) : sealed;
  usePlayerStream(playerDecider);
  const modules: readonly Feature[] = [platformJobs, ...features];
  const projectors = projectorsOf(modules);
  // The runner is created below; the watcher asks it only once requests arrive.
  const watcher = new CheckpointWatcher(db.pool, projectors, { local: (group): boolean => runner.holds(group) });
  // With several projections processes the runner here projects the groups it holds a lease on; alone, all of them.
  /** Whether the last batch could not be told to the other processes' read caches (the bus refused it). */
  let untold = false;
  const runner = new ProjectionRunner(db.pool, store, projectors, {
    log,
    onProgress: (group, lowest) => watcher.progressed(group, lowest),
    async onApplied({ group, lowest, events }) {
      // Only player reads are kept (cachedRead): another group's batches would be messages nobody needs.
      if (group !== CACHED_GROUP) return;
      // This process's cache at once, so that whoever here waits for the batch (a job, a test) reads past it; every
      // process's, this one's again, through the bus.
      const change = { group, lowest, last: events.at(-1)!.position, subjects: subjectsOf(events) };
      readCache.changed(change);
      try {
        for (const part of changeParts(change)) await sessions.broadcast({ kind: 'changed', ...part });
        untold = false;
      } catch (error) {
        // Logged once an outage, not once a batch.
        if (!untold) log.warn({ err: error }, 'read cache: a committed batch could not be told to the other processes; their reads expire');
        untold = true;
      }
    },
  });
  await runner.migrate();
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
  const catalogue = jobCatalogueOf(modules);
  const jobs = config.redisUrl
    ? createBullmqQueue({ catalogue, redisUrl: config.redisUrl, prefix: options.jobsPrefix, log })
    : createInlineQueue({ catalogue, log });
  const mail = await mailCipher(config);
  // Redis when there is one (the production topology), else PostgreSQL's own LISTEN/NOTIFY for API processes sharing
  // a server; PGlite is one process's database, so its only cache is this one (docs/decisions/0017-session-cache.md).
  const sessions = new SessionCache(
    config.redisUrl
      ? redisSessionBus(config.redisUrl, await sessionBusChannelId(db.pool), log)
      : config.database.kind === 'postgres'
        ? postgresSessionBus(config.database.url, db.pool, log)
        : localSessionBus(),
    log,
    { serve: options.sessionCache ?? true },
  );
  await sessions.start();
  const readCache = new ReadCache(() => sessions.busFresh(), options.readCache ?? true);
  sessions.attach({
    message: (message) => (message.kind === 'changed' ? readCache.changed(message) : readCache.reset()),
    lost: () => readCache.reset(),
  });

  const services: AppServices = {
    config,
    log,
    pool: db.pool,
    store,
    personalKeys,
    projectors,
    commands: new CommandHandler(store, () => runner.wake()),
    sessions,
    readCache,
    cachedRead: (key, load) => readCache.read(key, { group: CACHED_GROUP, floor: positionOfRequest() }, load),
    rateLimit: createRateLimit(redis),
    jobs,
    now: options.now ?? (() => new Date()),
    sendEmail: (message, jobId) => jobs.enqueue('send-email', sealMail(mail, message, jobId), { jobId }),
    async readYourWrites(position) {
      if (position && !deferToNextRead(position)) await services.waitForReadModels(position);
    },
    async waitForAllCommitted() {
      await services.waitForReadModels(await (store.lastCommitted ?? store.head).call(store));
    },
    async waitForReadModels(position, groups = groupsOfRequest()) {
      if (!position || watcher.reached(position, groups)) return;
      runner.wake();
      const caughtUp = await watcher.waitFor(position, READ_YOUR_WRITES_TIMEOUT_MS, groups);
      if (!caughtUp) log.warn({ position, groups }, 'read models did not catch up in time');
    },
  };

  // On EventStoreDB the server pushes new events over a subscription to $all: it wakes the runner as NOTIFY does on
  // PostgreSQL (the runner still reads the log itself, in its own batches and transactions).
  let pushed: Subscription | null = null;
  if (roles.projections) {
    await appendSignal?.listen(() => runner.wake());
    if (eventStoreConfig.kind === 'eventstoredb') {
      pushed = store.subscribe({
        after: await store.head(),
        onEvents: async () => runner.wake(),
        onError: (error) => log.warn({ err: error }, 'event subscription failed; projections catch up at their next poll'),
      });
    }
    runner.start();
  }
  // A maintenance process (rebuild) opens no feature: it must not wait on seeding or register jobs.
  const opened = roles.api || roles.workers ? await Promise.all(modules.map((m) => m.open(services as FeatureContext<JobCatalogue>))) : [];
  for (const feature of opened) await feature.start?.();
  if (roles.workers) {
    for (const feature of opened) {
      for (const [name, processor] of Object.entries(feature.processors ?? {})) {
        jobs.registerProcessor(name, (payload, context) =>
          outsideRequest(() =>
            withCorrelation(`job:${name}`, () =>
              recordingRun(
                db.pool,
                name,
                () => services.now(),
                () => processor(payload, context),
              ),
            ),
          ),
        );
      }
      for (const { job, pattern, tz, payload } of feature.schedules ?? []) await jobs.schedule(job, { pattern, tz }, payload);
    }
    await jobs.start();
  }
  if (server)
    server.emit(
      'app-ready',
      createApp(
        services,
        opened.flatMap((f) => f.routers ?? []),
      ).callback(),
    );
  const port = server ? (server.address() as AddressInfo).port : config.port;
  const url = `http://127.0.0.1:${port}`;
  log.info(
    {
      url: roles.api ? config.publicUrl : undefined,
      database: db.kind,
      eventStore: store.name,
      jobs: config.redisUrl ? 'bullmq' : 'inline',
      roles,
    },
    'system started',
  );

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
      await pushed?.close();
      await runner.stop();
      await appendSignal?.close();
      await redis?.quit().catch(() => undefined);
      await sessions.close();
      await store.close();
      await db.close();
    },
  };
}
