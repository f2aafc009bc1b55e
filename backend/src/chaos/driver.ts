import { randomUUID } from 'node:crypto';
import { newPlayer } from '../testing/test-system';
import type { TestClient } from '../testing/http-client';

/** A command the API acknowledged (answered 2xx); it must be in the log afterwards. */
export type Acknowledged =
  | { kind: 'purchase'; userId: string; boostId: string }
  | { kind: 'apply'; userId: string; boostId: string }
  | { kind: 'check-in'; userId: string }
  | { kind: 'sync'; userId: string };

export interface Driver {
  baseUrl: string;
  until: number;
  sent(): void;
  acknowledged(command: Acknowledged): void;
}

type Answer = Awaited<ReturnType<TestClient['request']>>;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TIME_ZONES = ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo', 'UTC'];

/**
 * Sends one command until it gets a definite answer: a transport error or a 5xx (a process just died) is retried with
 * the same Idempotency-Key, as a client would; a 2xx or a 4xx is final.
 */
async function definite(driver: Driver, send: () => Promise<Answer>): Promise<Answer | null> {
  driver.sent();
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const answer = await send();
      if (answer.status < 500) return answer;
    } catch {
      // The API is down or restarting: try again shortly.
    }
    await pause(100);
  }
  return null;
}

const record = (value: unknown, key: string): string | undefined => {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'string' ? found : undefined;
};

async function signUp(driver: Driver, client: TestClient, tag: number): Promise<string> {
  for (;;) {
    const player = newPlayer(`chaos${tag}`);
    const answer = await definite(driver, () => client.post('/api/auth/signup', player));
    const userId = record(answer?.json?.user, 'userId');
    if (answer?.status === 201 && userId) return userId;
    // A lost answer to a sign-up that went through: the account exists, so sign in instead.
    const signedIn = await definite(driver, () => client.post('/api/auth/signin', { email: player.email, password: player.password }));
    const user = signedIn?.json?.user;
    const id = record(user, 'userId');
    if (signedIn?.status === 200 && id) return id;
  }
}

async function connect(driver: Driver, client: TestClient): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const initiate = await definite(driver, () => client.post('/api/auth/fantasy/initiate'));
    const authUrl = record(initiate?.json, 'authUrl');
    const state = record(initiate?.json, 'state');
    if (!authUrl || !state) continue;
    const page = await definite(driver, () => client.get(new URL(authUrl).pathname + new URL(authUrl).search));
    const code = /DEMO-[A-Z0-9-]+/.exec(page?.text ?? '')?.[0];
    if (!code) continue;
    const callback = await definite(driver, () => client.post('/api/auth/fantasy/callback', { code, state }));
    if (callback?.status === 200) return;
  }
  throw new Error('could not connect the demo provider');
}

/** One player's session: sign up, connect, then random commands until the campaign ends. */
export async function acknowledgedCommand(driver: Driver, client: TestClient, tag: number): Promise<void> {
  const userId = await signUp(driver, client, tag);
  await connect(driver, client);
  const unapplied: string[] = [];
  let teams: string[] = [];
  while (Date.now() < driver.until) {
    const roll = Math.random();
    if (roll < 0.35) {
      const key = randomUUID();
      const answer = await definite(driver, () =>
        client.post('/api/shop/purchase', { boostTypeId: 'performance-boost', level: 1 }, { headers: { 'idempotency-key': key } }),
      );
      const boostId = record(answer?.json?.boost, 'id');
      if (answer?.status === 200 && boostId) {
        driver.acknowledged({ kind: 'purchase', userId, boostId });
        unapplied.push(boostId);
      }
    } else if (roll < 0.55) {
      const answer = await definite(driver, () => client.post('/api/sync'));
      if (answer?.status === 200) {
        driver.acknowledged({ kind: 'sync', userId });
        const listed = await definite(driver, () => client.get('/api/teams'));
        const grouped = listed?.json?.teams;
        if (grouped && typeof grouped === 'object') {
          teams = Object.values(grouped)
            .flat()
            .flatMap((team) => (record(team, 'id') && (team as { isActive?: boolean }).isActive === false ? [record(team, 'id')!] : []));
        }
      }
    } else if (roll < 0.75) {
      const zone = TIME_ZONES[Math.floor(Math.random() * TIME_ZONES.length)]!;
      const answer = await definite(driver, () => client.post('/api/gamification/daily-checkin', { timeZone: zone }));
      if (answer?.status === 200) driver.acknowledged({ kind: 'check-in', userId });
    } else if (unapplied.length > 0 && teams.length > 0) {
      const boostId = unapplied.shift()!;
      const teamId = teams[Math.floor(Math.random() * teams.length)]!;
      const key = randomUUID();
      const answer = await definite(driver, () =>
        client.post('/api/boosts/apply', { boostId, teamId }, { headers: { 'idempotency-key': key } }),
      );
      if (answer?.status === 200) driver.acknowledged({ kind: 'apply', userId, boostId });
    }
  }
}
