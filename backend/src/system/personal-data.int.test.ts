import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountStream, apiRoutes, emailClaimStream, usernameClaimStream } from '@fr/contracts';
import { checkIntegrity } from '@fr/projections';
import { createPostgresEventStore } from '../eventstore';
import { playerCredential, setPassword } from '../platform/credentials';
import { hashPassword } from '../platform/passwords';
import { newPlayer, startTestSystem, type TestSystem } from '../testing/test-system';
import { startSystem } from './system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system?.close();
});

/** A maintenance process on the same database and data folder: it runs the start-up migrations and nothing else. */
const startMaintenance = () =>
  startSystem({
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    databaseUrl: system.database.url,
    redisUrl: null,
    dataDir: system.dataDir,
    roles: { api: false, projections: false, workers: false },
  });

describe('personal data at start-up', () => {
  it('written in clear by the older code is sealed, and its claim streams keyed by a hash, however many processes start at once', async () => {
    const { pool, store } = system.services;
    // Appended straight to the adapter, as the code before sealing did.
    const raw = createPostgresEventStore(pool);
    const userId = randomUUID();
    const player = newPlayer('legacy');
    await raw.append(usernameClaimStream(player.username), [
      { eventId: randomUUID(), type: 'UsernameClaimed', data: { userId, username: player.username } },
    ]);
    await raw.append(emailClaimStream(player.email), [
      { eventId: randomUUID(), type: 'EmailClaimed', data: { userId, email: player.email } },
    ]);
    await raw.append(accountStream(userId), [
      {
        eventId: randomUUID(),
        type: 'AccountRegistered',
        data: {
          userId,
          username: player.username,
          email: player.email,
          firstName: 'Legacy',
          lastName: 'Person',
          registeredAt: new Date().toISOString(),
        },
      },
    ]);
    await setPassword(pool, playerCredential(userId), await hashPassword(player.password), new Date());
    await system.runner.catchUp();
    const rawLog = async () => JSON.stringify((await pool.query('SELECT stream_id, event_id, data FROM es_events')).rows).toLowerCase();
    expect(await rawLog()).toContain(player.email.toLowerCase());

    for (const started of await Promise.all([startMaintenance(), startMaintenance()])) await started.stop();
    await (await startMaintenance()).stop();

    const sealed = await rawLog();
    for (const value of [player.username, player.email, 'legacy', 'person']) expect(sealed).not.toContain(value.toLowerCase());
    // Read through the store, the account is as it was, and its username and e-mail are still taken.
    const registered = (await store.read(accountStream(userId))).find((e) => e.type === 'AccountRegistered');
    expect(registered?.data).toMatchObject({ username: player.username, email: player.email, lastName: 'Person' });
    const taken = await system.client().post(apiRoutes.authSignUp.path, { ...newPlayer('taker'), username: player.username });
    expect(taken.status).toBe(409);
    const signedIn = await system.client().post(apiRoutes.authSignIn.path, { email: player.email, password: player.password });
    expect(signedIn.status).toBe(200);

    // The read models rebuilt from the sealed log are the ones built from the log as it was.
    const integrity = await checkIntegrity({
      pool,
      reader: store,
      projectors: system.services.projectors,
      schema: 'sealed_check',
      diffRows: 3,
    });
    expect(integrity.projectors.filter((p) => !p.equal)).toEqual([]);
  });

  it('of a deleted account stays erased when a backup of the keys older than the deletion is restored', async () => {
    const { pool } = system.services;
    const player = newPlayer('restore');
    const client = system.client();
    const signedUp = await client.post(apiRoutes.authSignUp.path, player);
    const userId = (signedUp.json!.user as { userId: string }).userId;
    const { rows: backup } = await pool.query<{ wrapped_key: string }>('SELECT wrapped_key FROM personal_keys WHERE subject = $1', [
      userId,
    ]);
    expect((await client.post(apiRoutes.deleteAccount.path, { password: player.password })).status).toBe(200);

    // The keys table restored from before the deletion, the log from after it.
    await pool.query('UPDATE personal_keys SET wrapped_key = $2, erased_at = NULL WHERE subject = $1', [userId, backup[0]!.wrapped_key]);
    await (await startMaintenance()).stop();

    const { rows } = await pool.query('SELECT wrapped_key FROM personal_keys WHERE subject = $1', [userId]);
    expect(rows).toEqual([{ wrapped_key: null }]);
    // A process started after the restore reads the account as erased.
    const fresh = await startMaintenance();
    const registered = (await fresh.services.store.read(accountStream(userId))).find((e) => e.type === 'AccountRegistered');
    await fresh.stop();
    expect(registered?.data).toMatchObject({ username: '', email: '' });
  });
});
