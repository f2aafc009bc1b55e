import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { texts, type EventStore } from '@fr/contracts';
import type { RunningSystem } from '../../system/system';
import { CommandHandler } from '../../write/command-handler';
import { signInAdmin } from '../../testing/admin-test-helpers';
import { TestClient } from '../../testing/http-client';
import { startSecondApi, startTestSystem, type TestSystem } from '../../testing/test-system';
import { adminCipher } from './admin-cipher';
import { adminSignIn } from './admin-sign-in';

let system: TestSystem;
/** A second API process on the same database and event store, as behind a load balancer (or after a restart). */
let other: RunningSystem;
/** Both processes read this clock, so each test steps through TOTP periods without waiting. */
let clock = new Date('2026-11-17T15:00:05Z');

beforeAll(async () => {
  system = await startTestSystem();
  other = await startSecondApi(system);
  system.services.now = () => clock;
  other.services.now = () => clock;
});
afterAll(async () => {
  await other?.stop();
  await system?.close();
});

const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

/** An admin with a confirmed second factor, and a sign-in through either process with a code of the given moment. */
async function enrolledAdmin() {
  const { client, admin, password } = await signInAdmin(system, 'admin');
  const secret = String((await client.post('/api/admin/auth/totp')).json?.secret);
  const codeAt = (at: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
  const signIn = (totpCode: string, url = system.url) =>
    new TestClient(url).post('/api/admin/auth/login', { username: admin.username, password, totpCode });
  const confirmed = await client.post('/api/admin/auth/totp/confirm', { code: codeAt(clock) });
  expect(confirmed.status).toBe(200);
  return { admin, password, codeAt, signIn };
}

/**
 * The store as two processes see it whose first appends wait until both have arrived: each has read the admin's
 * stream and decided before either writes, the race a shared database must settle.
 */
function racingStores(store: EventStore): EventStore[] {
  let arrived = 0;
  let release!: () => void;
  const bothDecided = new Promise<void>((resolve) => (release = resolve));
  const racing = (): EventStore => {
    let first = true;
    const append: EventStore['append'] = async (...args) => {
      if (first) {
        first = false;
        if (++arrived === 2) release();
        await bothDecided;
      }
      return store.append(...args);
    };
    return new Proxy(store, {
      get: (target, property) => {
        if (property === 'append') return append;
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return [racing(), racing()];
}

describe('a TOTP code signs an admin in once', () => {
  it("refuses the code that signed in on a second sign-in, as a wrong code, and takes the next step's code", async () => {
    const { codeAt, signIn } = await enrolledAdmin();
    later(30);
    const code = codeAt(clock);
    expect((await signIn(code)).status).toBe(200);
    later(10);
    expect(codeAt(clock)).toBe(code);
    const replayed = await signIn(code);
    const wrong = await signIn(code === '000000' ? '111111' : '000000');
    expect([replayed.status, replayed.json]).toEqual([401, { error: 'unauthenticated', message: texts.server.adminTotpInvalid }]);
    expect(replayed.json).toEqual(wrong.json);
    later(30);
    expect((await signIn(codeAt(clock))).status).toBe(200);
  });

  it('counts the code that confirmed the enrolment as used', async () => {
    const { codeAt, signIn } = await enrolledAdmin();
    expect((await signIn(codeAt(clock))).status).toBe(401);
    later(30);
    expect((await signIn(codeAt(clock))).status).toBe(200);
  });

  it("refuses a code of the step before the last one used, though it is still in the clock's window", async () => {
    const { codeAt, signIn } = await enrolledAdmin();
    later(30);
    const previous = codeAt(clock);
    later(30);
    expect((await signIn(codeAt(clock))).status).toBe(200);
    expect((await signIn(previous)).status).toBe(401);
  });

  it('remembers the code across API processes', async () => {
    const { codeAt, signIn } = await enrolledAdmin();
    later(30);
    expect((await signIn(codeAt(clock))).status).toBe(200);
    expect((await signIn(codeAt(clock), other.url)).status).toBe(401);
    later(30);
    expect((await signIn(codeAt(clock), other.url)).status).toBe(200);
  });

  it('lets exactly one of two processes in when both decide on the same code at the same moment', async () => {
    const { admin, password, codeAt } = await enrolledAdmin();
    later(30);
    const cipher = await adminCipher(system.config);
    const open = { consume: async () => undefined, assertOpen: async () => undefined, reset: async () => undefined };
    const input = { username: admin.username, password, totpCode: codeAt(clock) };
    const attempts = racingStores(system.services.store).map((store) =>
      adminSignIn(
        { ...system.services, commands: new CommandHandler(store) },
        cipher,
        { perIp: open, perAccount: open, failuresPerAccount: open },
        input,
        'ip',
      ),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')?.reason).toMatchObject({ status: 401, message: texts.server.adminTotpInvalid });
  });
});
