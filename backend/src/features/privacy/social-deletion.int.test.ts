import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION_WORD, apiRoutes, texts } from '@fr/contracts';
import type { TestClient } from '../../testing/http-client';
import { startOidcStandIn } from '../../testing/oidc-stand-in';
import { newPerson, type StandInControls, type StandInPerson } from '../../testing/stand-in-person';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let google: StandInControls;

beforeAll(async () => {
  google = await startOidcStandIn({ clientId: 'google-client', clientSecret: 'google-secret' });
  system = await startTestSystem({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      TRUST_PROXY_HOPS: '1',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.url,
    },
  });
});

afterAll(async () => {
  await system?.close();
  await google?.close();
});

/** The popup's way through the stand-in provider, approving at once, then the callback page's request. */
async function signInWithGoogle(client: TestClient, person: StandInPerson) {
  google.signInAs(person);
  const initiate = await client.get('/api/auth/google/initiate', { 'sec-fetch-site': 'same-origin' });
  const atProvider = await fetch(initiate.headers.get('location')!, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location')!);
  return client.post('/api/auth/social/sign-in', { code: callback.searchParams.get('code'), state: callback.searchParams.get('state') });
}

describe('deleting an account that has no password (social sign-in)', () => {
  it('asks for the typed confirmation instead, then erases the account, with the e-mail and the id the provider gave', async () => {
    const person = newPerson('gdel');
    const client = system.client();
    expect((await signInWithGoogle(client, person)).status).toBe(200);
    expect((await client.get(apiRoutes.privacyStatus.path)).json).toEqual({ hasPassword: false });

    const unconfirmed = await client.post(apiRoutes.deleteAccount.path, { confirmation: 'delete it' });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json?.message).toBe(texts.server.privacy.confirmationNeeded);

    expect((await client.post(apiRoutes.deleteAccount.path, { confirmation: DELETE_CONFIRMATION_WORD })).status).toBe(200);
    expect((await client.get(apiRoutes.profile.path)).status).toBe(401);
    const raw = JSON.stringify((await system.services.pool.query('SELECT stream_id, data FROM es_events')).rows).toLowerCase();
    expect(raw).not.toContain(person.email!.toLowerCase());
    // The provider's id for the person names no stream and no field in clear either.
    expect(raw).not.toContain(person.subject.toLowerCase());

    await system.runner.catchUp();
    // The same provider identity signs in to nothing: the account it named is gone (a clear 404, never a new session).
    const again = system.client();
    expect((await signInWithGoogle(again, person)).status).toBe(404);
    expect((await again.get(apiRoutes.profile.path)).status).toBe(401);
  });
});
