import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  START,
  accountStream,
  adminEmailClaimStream,
  adminStream,
  adminUsernameClaimStream,
  emailClaimStream,
  usernameClaimStream,
  type EventReader,
  type EventStore,
  type StoredEvent,
} from '@fr/contracts';
import { checkIntegrity } from '@fr/projections';
import { hashPassword } from '../platform/passwords';
import { adminCredential, passwordHashOf, playerCredential, setPassword } from '../platform/credentials';
import { movePasswordHashesOutOfLog } from '../eventstore/password-hashes';
import { signInAdmin } from '../testing/admin-test-helpers';
import { signUpPlayer, startTestSystem, type TestSystem } from '../testing/test-system';
import { startSystem } from './system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system?.close();
});

async function wholeLog(store: EventStore): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for (let page = await store.readAll({ after: START }); page.length > 0; page = await store.readAll({ after: page.at(-1)!.position })) {
    events.push(...page);
  }
  return events;
}

/** Every argon2 hash written anywhere in the stored events' data. */
const hashesInLog = async () => JSON.stringify((await wholeLog(system.services.store)).map((e) => e.data)).match(/\$argon2[^"]*/g) ?? [];

describe('password hashes', () => {
  it('stay out of the event log: a sign-up and a new admin record that a password was set, and sign in with it', async () => {
    const player = await signUpPlayer(system, 'creds');
    const { admin } = await signInAdmin(system, 'auditor');
    await system.runner.catchUp();
    expect(await hashesInLog()).toEqual([]);
    const log = await wholeLog(system.services.store);
    expect(log.find((e) => e.streamId === accountStream(player.userId) && e.type === 'AccountRegistered')?.data).toMatchObject({
      hasPassword: true,
    });
    expect(log.find((e) => e.streamId === adminStream(admin.adminId) && e.type === 'AdminAccountCreated')?.data).toMatchObject({
      hasPassword: true,
    });
    const again = system.client();
    expect((await again.post('/api/auth/signin', { email: player.email, password: player.password })).status).toBe(200);
  });

  it('move out of events the older code wrote when the system starts, once, however many processes start at once', async () => {
    const { store, pool } = system.services;
    const at = new Date().toISOString();
    const password = 'an old password';
    const oldHash = await hashPassword(password);
    const append = (streamId: string, type: string, data: Record<string, unknown>) =>
      store.append(streamId, [{ eventId: randomUUID(), type, data }]);

    // A player and an admin as the older code recorded them: the hash in the event.
    const userId = randomUUID();
    const player = { username: `old${userId.slice(0, 8)}`, email: `old-${userId}@example.com` };
    await append(usernameClaimStream(player.username), 'UsernameClaimed', { userId, username: player.username });
    await append(emailClaimStream(player.email), 'EmailClaimed', { userId, email: player.email });
    await append(accountStream(userId), 'AccountRegistered', {
      userId,
      ...player,
      firstName: null,
      lastName: null,
      passwordHash: oldHash,
      registeredAt: at,
      emailHeld: true,
    });
    const adminId = randomUUID();
    const admin = { username: `oldadmin${adminId.slice(0, 8)}`, email: `old-${adminId}@admin.example.com` };
    await append(adminUsernameClaimStream(admin.username), 'AdminUsernameClaimed', { adminId, value: admin.username });
    await append(adminEmailClaimStream(admin.email), 'AdminEmailClaimed', { adminId, value: admin.email });
    await append(adminStream(adminId), 'AdminAccountCreated', {
      adminId,
      ...admin,
      role: 'auditor',
      passwordHash: oldHash,
      via: 'cli',
      createdAt: at,
    });
    // And one whose password was set again since: the newer one is kept.
    const changedId = randomUUID();
    const changed = { username: `chg${changedId.slice(0, 8)}`, email: `chg-${changedId}@example.com` };
    await append(emailClaimStream(changed.email), 'EmailClaimed', { userId: changedId, email: changed.email });
    await append(accountStream(changedId), 'AccountRegistered', {
      userId: changedId,
      ...changed,
      firstName: null,
      lastName: null,
      passwordHash: oldHash,
      registeredAt: at,
      emailHeld: true,
    });
    await setPassword(pool, playerCredential(changedId), await hashPassword('a newer password'), new Date());
    // Read in log order, which holds events back while other transactions on the server run: catch up to them first.
    await system.runner.catchUp();
    expect(await hashesInLog()).toEqual([oldHash, oldHash, oldHash]);

    // Two maintenance processes start together on the same database, then a third.
    const start = () =>
      startSystem({
        env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
        databaseUrl: system.database.url,
        redisUrl: null,
        dataDir: system.dataDir,
        roles: { api: false, projections: false, workers: false },
      });
    for (const started of await Promise.all([start(), start()])) await started.stop();
    await (await start()).stop();

    expect(await hashesInLog()).toEqual([]);
    const signIn = (email: string, secret: string) => system.client().post('/api/auth/signin', { email, password: secret });
    expect((await signIn(player.email, password)).status).toBe(200);
    expect((await signIn(player.email, 'not the password')).status).toBe(401);
    expect((await signIn(changed.email, 'a newer password')).status).toBe(200);
    expect((await signIn(changed.email, password)).status).toBe(401);
    expect((await system.client().post('/api/admin/auth/login', { username: admin.username, password })).status).toBe(200);

    // The read models rebuilt from the edited log are the ones built from the log as it was.
    const integrity = await checkIntegrity({
      pool,
      reader: store,
      projectors: system.services.projectors,
      schema: 'credentials_check',
      diffRows: 3,
    });
    expect(integrity.projectors.filter((p) => !p.equal)).toEqual([]);
  });

  it('are copied, and left in the log, from an EventStoreDB log, whose events cannot be edited', async () => {
    const { pool } = system.services;
    const [fresh, kept] = [randomUUID(), randomUUID()];
    const event = (n: number, type: string, data: Record<string, unknown>): StoredEvent => ({
      eventId: randomUUID(),
      type,
      schemaVersion: 1,
      streamId: `s-${n}`,
      streamPosition: 1,
      position: String(n).padStart(4, '0'),
      data,
      metadata: {},
      recordedAt: new Date().toISOString(),
    });
    const log = [
      event(1, 'AccountRegistered', { userId: fresh, passwordHash: 'old-hash-1' }),
      event(2, 'AccountRegistered', { userId: kept, passwordHash: 'old-hash-2' }),
      event(3, 'AdminAccountCreated', { adminId: fresh, passwordHash: 'old-hash-3' }),
      event(4, 'AccountRegistered', { userId: randomUUID(), hasPassword: true }),
    ];
    // Pages of one event, so the copy has to follow the log's positions to the end.
    const reader: EventReader = {
      readAll: async ({ after = START } = {}) => log.filter((e) => e.position > after).slice(0, 1),
      head: async () => log.at(-1)!.position,
    };
    await setPassword(pool, playerCredential(kept), 'newer-hash', new Date());
    await movePasswordHashesOutOfLog({ kind: 'eventstoredb', connectionString: 'unused' }, pool, reader);
    await movePasswordHashesOutOfLog({ kind: 'eventstoredb', connectionString: 'unused' }, pool, reader);
    expect(await passwordHashOf(pool, playerCredential(fresh))).toBe('old-hash-1');
    expect(await passwordHashOf(pool, playerCredential(kept))).toBe('newer-hash');
    expect(await passwordHashOf(pool, adminCredential(fresh))).toBe('old-hash-3');
    expect(log[0]!.data.passwordHash).toBe('old-hash-1');
  });
});
