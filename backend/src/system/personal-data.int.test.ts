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

describe('events the older code wrote with personal data in clear', () => {
  it('are sealed, and their claim streams keyed by a hash, when the system starts, however many processes start at once', async () => {
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
});
