import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fr/projections/testing/test-database';
import '@fr/projections/testing/provided-context';
import { startSystem, type RunningSystem, type SystemOptions } from '../system/system';
import { TestClient } from './http-client';
import type { SmtpStandIn } from './smtp-stand-in';

export interface TestSystem extends RunningSystem {
  database: TestDatabase;
  dataDir: string;
  /** The SMTP stand-in the system sends through, when it was started with one (else mail goes to the outbox). */
  smtp?: Pick<SmtpStandIn, 'url' | 'waitFor'>;
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestSystemOptions extends SystemOptions {
  /** Sends mail over SMTP to this server (`testing/smtp-stand-in.ts`) instead of the outbox folder. */
  smtp?: Pick<SmtpStandIn, 'url' | 'waitFor'>;
}

/**
 * The whole system in process on a fresh database: real PostgreSQL, real HTTP, jobs inline, mail to a temp outbox (or
 * to an SMTP stand-in).
 */
export async function startTestSystem({ smtp, ...options }: TestSystemOptions = {}): Promise<TestSystem> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'fr-test-'));
  const env = options.env ?? { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1' };
  const system = await startSystem({
    databaseUrl: database.url,
    redisUrl: null,
    port: 0,
    dataDir,
    staticDir: join(dataDir, 'no-client'),
    ...options,
    env: smtp ? { ...env, SMTP_URL: smtp.url } : env,
  });
  return {
    ...system,
    database,
    dataDir,
    smtp,
    client: () => new TestClient(system.url),
    async close() {
      await system.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second API process beside `first`, as production runs several: the same database and data folder (so the same
 * session secret: either reads the other's cookies), no projections or workers of its own.
 */
export function startSecondApi(first: TestSystem, options: Pick<SystemOptions, 'redisUrl' | 'jobsPrefix'> = {}): Promise<RunningSystem> {
  return startSystem({
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1' },
    databaseUrl: first.database.url,
    redisUrl: null,
    port: 0,
    dataDir: first.dataDir,
    staticDir: first.config.staticDir,
    ...options,
    roles: { api: true, projections: false, workers: false },
  });
}

let counter = 0;
export function newPlayer(tag = 'p') {
  counter += 1;
  const id = `${tag}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6)}`;
  return { username: id, email: `${id}@example.com`, password: 'correct horse battery', firstName: 'Test', lastName: 'Player' };
}

/** A player signed up through the API: the client keeps the session, the credentials sign in again. */
export interface SignedUpPlayer {
  client: TestClient;
  userId: string;
  email: string;
  password: string;
}

/** Signs a new player up through the API; the client keeps the session. */
export async function signUpPlayer(system: TestSystem, tag = 'p'): Promise<SignedUpPlayer> {
  const player = newPlayer(tag);
  const client = system.client();
  const response = await client.post('/api/auth/signup', player);
  const user = response.json?.user;
  if (response.status !== 201 || typeof user !== 'object' || user === null || !('userId' in user) || typeof user.userId !== 'string') {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.json)}`);
  }
  return { client, userId: user.userId, email: player.email, password: player.password };
}

/** A birth date and state that make a player eligible for raffles everywhere they apply (36 in California in 2026). */
export const eligibleDeclaration = { dateOfBirth: '1990-05-01', state: 'CA' } as const;

/** Where a physical prize of the tests is sent. */
export const shippingAddress = { name: 'Ada Lovelace', line1: '12 Main St', city: 'Fresno', state: 'CA', postalCode: '93650' } as const;

/** Declares the player's date of birth and state, as the eligibility dialog does before a first entry. */
export async function declareEligibility(
  player: Pick<SignedUpPlayer, 'client'>,
  declaration: { dateOfBirth: string; state: string } = eligibleDeclaration,
): Promise<void> {
  const response = await player.client.request('PUT', '/api/eligibility', { body: declaration });
  if (response.status !== 200) throw new Error(`declaring eligibility failed: ${response.status} ${JSON.stringify(response.json)}`);
}

/** The signed-in player's balance as the API answers it. */
export async function coinsOf(client: TestClient): Promise<number> {
  const coins = (await client.get('/api/coins')).json?.coins;
  if (typeof coins !== 'number') throw new Error('GET /api/coins answered without a balance');
  return coins;
}

const VERIFICATION_LINK = /https?:\/\/[^\s"'<>]+verify-email\?token=[A-Za-z0-9_-]+/;

/**
 * The verification link sent to `email` (the send-email job runs shortly after sign-up): as the SMTP stand-in received
 * it, or from the outbox folder.
 */
export async function verificationLink(system: TestSystem, email: string): Promise<string> {
  if (system.smtp) {
    const mail = await system.smtp.waitFor((m) => m.to.includes(email) && VERIFICATION_LINK.test(m.text));
    return VERIFICATION_LINK.exec(mail.text)![0];
  }
  const dir = join(system.dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    // A hidden file is a message still being written (the outbox renames it once whole).
    const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => !file.startsWith('.'));
    for (const file of files) {
      const content = await readFile(join(dir, file), 'utf8');
      if (content.includes(email)) {
        const match = VERIFICATION_LINK.exec(content);
        if (match) return match[0];
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no verification mail for ${email}`);
}

/** Signs a new player up and verifies their e-mail through the link, as buying coins requires. */
export async function signUpVerifiedPlayer(system: TestSystem, tag = 'v'): Promise<SignedUpPlayer> {
  const player = await signUpPlayer(system, tag);
  const link = new URL(await verificationLink(system, player.email));
  const verified = await player.client.get(`/api/auth/verify-email${link.search}`);
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.status}`);
  return player;
}
