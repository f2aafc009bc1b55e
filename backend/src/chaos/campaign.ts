import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ProjectionRunner, checksumProjector, rebuildProjections, trialBalance } from '@fr/projections';
import { openEventStore } from '../eventstore';
import { createPersonalKeys, personalDataSecrets, withPersonalData } from '../platform/personal-data';
import { features } from '../features';
import { projectorsOf } from '../feature';
import { TestClient } from '../testing/http-client';
import { RedisProcess, SystemProcess, freePort } from './processes';
import { acknowledgedCommand, type Acknowledged, type Driver } from './driver';
import { verifyLedger, type Differences } from './verify';

export interface CampaignOptions {
  /** A PostgreSQL server URL; the campaign creates and drops a database of its own on it. */
  serverUrl: string;
  durationMs: number;
  players: number;
  /** Mean pause between two faults. */
  faultEveryMs: number;
  log?: (line: string) => void;
}

export interface CampaignReport {
  commandsSent: number;
  acknowledged: number;
  kills: Record<'api' | 'projections' | 'workers', number>;
  redisRestarts: number;
  differences: Differences;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The fault campaign: players drive purchases, check-ins, applies and syncs against the API and the workers (three
 * processes on PostgreSQL and a Redis of its own) while processes are killed with SIGKILL and Redis is restarted at
 * random moments. Afterwards every acknowledged command must be in the log, the ledger must balance with no negative
 * player, nothing may be duplicated, and the read models must equal a fresh rebuild.
 */
export async function runCampaign(options: CampaignOptions): Promise<CampaignReport> {
  const log = options.log ?? (() => undefined);
  const dbName = `chaos_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: options.serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const dbUrl = new URL(options.serverUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'fr-chaos-'));
  const redis = new RedisProcess(await freePort());
  await redis.start();
  const port = await freePort();
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_PROVIDER: 'true',
    TRUST_PROXY_HOPS: '1',
    STATIC_DIR: join(dataDir, 'no-client'),
  };
  const processes = {
    api: new SystemProcess('api', env),
    projections: new SystemProcess('projections', env),
    workers: new SystemProcess('workers', env),
  };
  const report: CampaignReport = {
    commandsSent: 0,
    acknowledged: 0,
    kills: { api: 0, projections: 0, workers: 0 },
    redisRestarts: 0,
    differences: {} as Differences,
  };
  const acknowledged: Acknowledged[] = [];
  try {
    Object.values(processes).forEach((p) => p.start());
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl).catch((error: unknown) => {
      throw new Error(`${String(error)}; api stderr: ${processes.api.stderr}`);
    });
    const until = Date.now() + options.durationMs;
    const driver: Driver = {
      baseUrl,
      until,
      sent: () => void (report.commandsSent += 1),
      acknowledged: (command) => {
        report.acknowledged += 1;
        acknowledged.push(command);
      },
    };
    const players = Array.from({ length: options.players }, (_, i) => acknowledgedCommand(driver, new TestClient(baseUrl), i));
    const faults = (async () => {
      while (Date.now() < until) {
        await pause(options.faultEveryMs * (0.5 + Math.random()));
        if (Date.now() >= until) break;
        const roll = Math.random();
        if (roll < 0.15) {
          await redis.kill();
          await pause(200 + Math.random() * 500);
          await redis.start();
          report.redisRestarts += 1;
          log(`fault: restarted Redis`);
        } else {
          const role = roll < 0.55 ? 'api' : roll < 0.8 ? 'workers' : 'projections';
          await processes[role].kill();
          report.kills[role] += 1;
          await pause(100 + Math.random() * 400);
          processes[role].start();
          log(`fault: killed and restarted ${role}`);
        }
        // The next fault comes once the system answers again, so a slow machine still sees work between faults.
        await waitForHealth(baseUrl);
      }
    })();
    await Promise.all([...players, faults]);
    await Promise.all(Object.values(processes).map((p) => p.stop()));
    report.differences = await verify(dbUrl.toString(), dataDir, acknowledged);
    return report;
  } finally {
    await Promise.all(Object.values(processes).map((p) => p.kill()));
    await redis.kill();
    await rm(dataDir, { recursive: true, force: true });
    const cleanup = new pg.Client({ connectionString: options.serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await cleanup.end();
  }
}

async function waitForHealth(baseUrl: string): Promise<void> {
  for (let i = 0; i < 1800; i++) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await pause(100);
  }
  throw new Error('the API did not become healthy');
}

/** Catches the read models up in this process, checks the log and the ledger, then compares with a fresh rebuild. */
async function verify(dbUrl: string, dataDir: string, acknowledged: Acknowledged[]): Promise<Differences> {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
  try {
    // Read through the personal-data boundary with the processes' key (their data folder's), as they read.
    const personal = await personalDataSecrets({ tokenEncryptionKey: null, dataDir });
    const store = withPersonalData(
      await openEventStore({ kind: 'postgres', pool }),
      createPersonalKeys(pool, personal.cipher),
      personal.streamKey,
    );
    const projectors = projectorsOf(features);
    const runner = new ProjectionRunner(pool, store, projectors);
    await runner.migrate();
    await runner.catchUp();
    const live = await Promise.all(projectors.map((p) => checksumProjector(pool, p)));
    const differences = await verifyLedger(pool, acknowledged);
    const balance = await trialBalance(pool);
    await rebuildProjections(pool, runner);
    const rebuilt = await Promise.all(projectors.map((p) => checksumProjector(pool, p)));
    await store.close();
    return {
      ...differences,
      ledgerSum: balance.total,
      negativePlayers: balance.negativePlayers,
      readModelsDifferentFromRebuild: live.filter((checksum, i) => checksum !== rebuilt[i]).length,
    };
  } finally {
    await pool.end();
  }
}
