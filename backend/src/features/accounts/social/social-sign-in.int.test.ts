import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNIN_ATTEMPTS_PER_IP, SIGNUP_GRANT_COINS, texts, type SocialProvider } from '@fr/contracts';
import { passwordHashOf, playerCredential } from '../../../platform/credentials';
import type { TestClient } from '../../../testing/http-client';
import { coinsOf, signUpPlayer, startTestSystem, type TestSystem } from '../../../testing/test-system';
import { startOAuthStandIn } from '../../../testing/oauth-stand-in';
import { startOidcStandIn } from '../../../testing/oidc-stand-in';
import { newPerson, type StandInControls, type StandInPerson } from '../../../testing/stand-in-person';

let system: TestSystem;
const standIns = {} as Record<SocialProvider, StandInControls>;

beforeAll(async () => {
  [standIns.google, standIns.yahoo, standIns.facebook, standIns.x] = await Promise.all([
    startOidcStandIn({ clientId: 'google-client', clientSecret: 'google-secret' }),
    startOidcStandIn({ clientId: 'yahoo-client', clientSecret: 'yahoo-secret' }),
    startOAuthStandIn('facebook'),
    startOAuthStandIn('x'),
  ]);
  const { google, yahoo, facebook, x } = standIns;
  system = await startTestSystem({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      TRUST_PROXY_HOPS: '1',
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.url,
      YAHOO_CLIENT_ID: yahoo.clientId,
      YAHOO_CLIENT_SECRET: yahoo.clientSecret,
      YAHOO_ISSUER: yahoo.url,
      FACEBOOK_CLIENT_ID: facebook.clientId,
      FACEBOOK_AUTH_BASE_URL: facebook.url,
      FACEBOOK_GRAPH_BASE_URL: facebook.url,
      X_CLIENT_ID: x.clientId,
      X_CLIENT_SECRET: x.clientSecret,
      X_AUTH_BASE_URL: x.url,
      X_API_BASE_URL: x.url,
    },
  });
});

afterAll(async () => {
  await system?.close();
  await Promise.all(Object.values(standIns).map((standIn) => standIn.close()));
});

/** What the provider sent the popup back to /auth/callback with. */
interface ProviderAnswer {
  callback: URL;
  code: string;
  state: string;
  error: string | null;
}

/** The popup's way, as a browser takes it: our initiate, the provider's page (approving at once), back to /auth/callback. */
async function approveAt(client: TestClient, provider: SocialProvider, person?: StandInPerson): Promise<ProviderAnswer> {
  if (person) standIns[provider].signInAs(person);
  const initiate = await client.get(`/api/auth/${provider}/initiate`, { 'sec-fetch-site': 'same-origin' });
  expect(initiate.status).toBe(302);
  const atProvider = await fetch(initiate.headers.get('location')!, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  const param = (name: string) => callback.searchParams.get(name);
  return { callback, code: param('code') ?? '', state: param('state') ?? '', error: param('error') };
}

/** The callback page's request: the code and state the provider sent back. */
const finish = (client: TestClient, { code, state }: Pick<ProviderAnswer, 'code' | 'state'>) =>
  client.post('/api/auth/social/sign-in', { code, state });

async function signInWith(provider: SocialProvider, person: StandInPerson, client = system.client()) {
  const response = await finish(client, await approveAt(client, provider, person));
  return { client, response, user: response.json?.user as { userId: string; username: string; email: string; emailVerified: boolean } };
}

const statusOf = async (client: TestClient) => (await client.get('/api/auth/status')).json;

describe('social sign-in through the popup', () => {
  it('lists the configured providers', async () => {
    const response = await system.client().get('/api/auth/providers');
    expect(response.json).toEqual({
      providers: ['yahoo', 'google', 'facebook', 'x'].map((provider) => ({ provider, configured: true })),
    });
  });

  it('sends the popup to the provider with PKCE (S256) and state, and the provider back to /auth/callback', async () => {
    const client = system.client();
    const initiate = await client.get('/api/auth/google/initiate', { 'sec-fetch-site': 'same-origin' });
    const authorize = new URL(initiate.headers.get('location')!);
    expect(authorize.origin).toBe(new URL(standIns.google.url).origin);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'google-client',
      redirect_uri: `${system.config.publicUrl}/auth/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(initiate.headers.get('cache-control')).toBe('no-store');
    // The popup keeps its opener on its way through the provider and back (app.ts); other pages keep a handle on their popups only.
    expect(initiate.headers.get('cross-origin-opener-policy')).toBeNull();
    expect((await client.get('/auth/callback')).headers.get('cross-origin-opener-policy')).toBeNull();
    expect((await client.get('/api/auth/status')).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(client.cookies.get('social_browser')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const answer = await approveAt(client, 'google', newPerson());
    expect(`${answer.callback.origin}${answer.callback.pathname}`).toBe(`${system.config.publicUrl}/auth/callback`);
  });

  it('signs a new player up with the sign-up coins and a verified e-mail, then signs them in to the same account', async () => {
    const person = newPerson('gina', { givenName: 'Gina', familyName: 'Lopez' });
    const first = await signInWith('google', person);
    expect(first.response.status).toBe(200);
    expect(first.response.json).toMatchObject({
      outcome: 'signed_up',
      message: texts.auth.accountCreatedMessage,
      user: { email: person.email, emailVerified: true, firstName: 'Gina', lastName: 'Lopez', username: person.email!.split('@')[0] },
    });
    expect(await statusOf(first.client)).toMatchObject({ authenticated: true, userId: first.user.userId });
    expect(await coinsOf(first.client)).toBe(SIGNUP_GRANT_COINS);

    const again = await signInWith('google', person);
    expect(again.response.json).toMatchObject({
      outcome: 'signed_in',
      message: texts.auth.welcomeBack,
      user: { userId: first.user.userId },
    });
    expect(await coinsOf(again.client)).toBe(SIGNUP_GRANT_COINS);
  });

  it('grants the sign-up coins once when the same person signs up in two popups at once', async () => {
    const person = newPerson('twice');
    const [a, b] = await Promise.all([signInWith('google', person), signInWith('google', person)]);
    expect([a.response.status, b.response.status]).toEqual([200, 200]);
    expect(a.user.userId).toBe(b.user.userId);
    expect(await coinsOf(a.client)).toBe(SIGNUP_GRANT_COINS);
  });

  it('signs up with Facebook (its e-mail is not taken as verified) and with X (no e-mail, the handle as username)', async () => {
    const viaFacebook = await signInWith('facebook', newPerson('fb'));
    expect(viaFacebook.response.json).toMatchObject({ outcome: 'signed_up', user: { email: '', emailVerified: false, firstName: 'Sam' } });
    const handle = `sam_${Date.now().toString(36)}`;
    const viaX = await signInWith('x', newPerson('x', { email: undefined, handle }));
    expect(viaX.response.json).toMatchObject({ outcome: 'signed_up', user: { username: handle, email: '' } });
    expect(await coinsOf(viaX.client)).toBe(SIGNUP_GRANT_COINS);
  });

  it('signs in with Yahoo through its OpenID Connect', async () => {
    const { response } = await signInWith('yahoo', newPerson('yahoo'));
    expect(response.json).toMatchObject({ outcome: 'signed_up', user: { emailVerified: true } });
  });
});

describe('bad input changes nothing', () => {
  it('refuses a replayed state, from the same browser or another one', async () => {
    const client = system.client();
    const answer = await approveAt(client, 'google', newPerson());
    expect((await finish(client, answer)).status).toBe(200);
    for (const replayer of [client, system.client()]) {
      const replay = await finish(replayer, answer);
      expect(replay.status).toBe(400);
      expect(replay.json).toEqual({ error: 'invalid_token', message: texts.server.socialStateInvalid });
    }
  });

  it('refuses a forged state and a state from another browser, and the real one still works after', async () => {
    const person = newPerson('forged');
    const owner = system.client();
    const answer = await approveAt(owner, 'google', person);
    const attacker = system.client();
    await approveAt(attacker, 'google');
    for (const [client, state] of [
      [owner, 'forged-state'],
      [attacker, answer.state],
    ] as const) {
      const refused = await finish(client, { code: answer.code, state });
      expect(refused.status).toBe(400);
      expect(refused.json!.message).toBe(texts.server.socialStateInvalid);
      expect(await statusOf(client)).toMatchObject({ authenticated: false });
    }
    expect((await finish(owner, answer)).json).toMatchObject({ outcome: 'signed_up' });
  });

  it('refuses a callback whose PKCE verifier is missing (the browser lost its cookie) or is not the one the code was issued for', async () => {
    const person = newPerson('pkce');
    const client = system.client();
    const first = await approveAt(client, 'google', person);
    const second = await approveAt(client, 'google', person);
    const cookieless = system.client();
    expect((await finish(cookieless, first)).status).toBe(400);
    // The first code, exchanged with the second sign-in's verifier: the provider refuses it.
    const mismatched = await finish(client, { code: first.code, state: second.state });
    expect(mismatched.status).toBe(400);
    expect(mismatched.json).toEqual({ error: 'invalid_token', message: texts.server.socialCodeRejected('Google') });
    expect(await statusOf(client)).toMatchObject({ authenticated: false });
    // Nothing was recorded: the person's next sign-in is their sign-up.
    expect((await signInWith('google', person)).response.json).toMatchObject({ outcome: 'signed_up' });
  });

  it.each(['google', 'x'] as const)('comes back from a %s error without a code, and the answer is refused', async (provider) => {
    const client = system.client();
    standIns[provider].refuseNext('access_denied');
    const answer = await approveAt(client, provider);
    expect(answer.error).toBe('access_denied');
    expect(answer.code).toBe('');
    const refused = await finish(client, answer);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ error: 'validation_failed', message: texts.server.socialSignInIncomplete });
    expect(await statusOf(client)).toMatchObject({ authenticated: false });
  });

  it('refuses to start a sign-in in a popup another site opened', async () => {
    const client = system.client();
    const response = await client.get('/api/auth/google/initiate', { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.json).toEqual({ error: 'forbidden', message: texts.server.socialCrossSite });
    expect(response.headers.get('location')).toBeNull();
    expect(client.cookies.has('social_browser')).toBe(false);
  });

  it('limits how many sign-ins one address starts, with the password sign-ins', async () => {
    const client = system.client();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNIN_ATTEMPTS_PER_IP; i++) statuses.push((await client.get('/api/auth/x/initiate')).status);
    expect(statuses.slice(0, SIGNIN_ATTEMPTS_PER_IP).every((status) => status === 302)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await client.post('/api/auth/signin', { email: 'someone@example.com', password: 'a password' })).status).toBe(429);
  });

  it('answers 400 for a provider it does not know', async () => {
    expect((await system.client().get('/api/auth/myspace/initiate')).status).toBe(400);
  });
});

describe('e-mail linking', () => {
  it('links a verified e-mail to the account holding it only once the player enters its password', async () => {
    const owner = await signUpPlayer(system, 'linked');
    const person = newPerson('linked', { email: owner.email.toUpperCase() });
    const { client, response } = await signInWith('google', person);
    expect(response.json).toEqual({
      outcome: 'link_required',
      provider: 'google',
      email: person.email,
      message: texts.server.socialLinkRequired('Google', person.email!),
    });
    expect(await statusOf(client)).toMatchObject({ authenticated: false });

    const wrong = await client.post('/api/auth/social/link', { password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ error: 'unauthenticated', message: texts.server.invalidCredentials });
    expect(await statusOf(client)).toMatchObject({ authenticated: false });

    const linked = await client.post('/api/auth/social/link', { password: owner.password });
    expect(linked.json).toMatchObject({ message: texts.auth.welcomeBack, user: { userId: owner.userId, emailVerified: true } });
    expect(await statusOf(client)).toMatchObject({ authenticated: true, userId: owner.userId });
    expect(await coinsOf(client)).toBe(SIGNUP_GRANT_COINS);
    // The link request is spent, and from now on the provider signs in to that account at once.
    expect((await client.post('/api/auth/social/link', { password: owner.password })).json!.message).toBe(texts.server.socialLinkExpired);
    expect((await signInWith('google', person)).response.json).toMatchObject({ outcome: 'signed_in', user: { userId: owner.userId } });
  });

  it.each([
    ['google', { emailVerified: false }],
    ['facebook', {}],
  ] as const)(
    'never links an e-mail %s does not vouch for: the person gets an account of their own, without it',
    async (provider, overrides) => {
      const owner = await signUpPlayer(system, 'unverified');
      const { response } = await signInWith(provider, newPerson('unverified', { email: owner.email, ...overrides }));
      expect(response.json).toMatchObject({ outcome: 'signed_up', user: { email: '', emailVerified: false } });
      expect((response.json!.user as { userId: string }).userId).not.toBe(owner.userId);
      const asOwner = system.client();
      await asOwner.post('/api/auth/signin', { email: owner.email, password: owner.password });
      expect(await statusOf(asOwner)).toMatchObject({ userId: owner.userId });
    },
  );

  it('does not link to an account that has no password: it signs in with the provider it was made with', async () => {
    const person = newPerson('twoproviders');
    const first = await signInWith('google', person);
    expect(await passwordHashOf(system.services.pool, playerCredential(first.user.userId))).toBeNull();
    const other = await signInWith('yahoo', { ...person, subject: `yahoo-${person.subject}` });
    expect(other.response.status).toBe(409);
    expect(other.response.json).toEqual({ error: 'conflict', message: texts.server.socialEmailHeldBySocialAccount });
    expect(await statusOf(other.client)).toMatchObject({ authenticated: false });
    expect((await signInWith('google', person)).user.userId).toBe(first.user.userId);
  });

  it('asks again when there is no link request to confirm', async () => {
    const response = await system.client().post('/api/auth/social/link', { password: 'whatever it is' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: 'invalid_token', message: texts.server.socialLinkExpired });
  });
});
