import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNIN_ATTEMPTS_PER_IP,
  SIGNIN_FAILURES_PER_ACCOUNT,
  SIGNIN_LOCKOUT_SECONDS,
  SIGNUPS_PER_EMAIL_DOMAIN,
  SIGNUP_GRANT_COINS,
  SOCIAL_ERROR_NOT_CONFIGURED,
  UNVERIFIED_ACCOUNT_TTL_MS,
  texts,
} from '@fr/contracts';
import { newPlayer, startTestSystem, verificationLink, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem({ env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' } });
});
afterAll(async () => {
  await system?.close();
});

const outboxLink = (email: string) => verificationLink(system, email);

/** Every e-mail the dev outbox holds for an address (the send-email job runs just after the request). */
async function outboxFor(email: string): Promise<string[]> {
  const dir = join(system.dataDir, 'outbox');
  let found: string[] = [];
  for (let i = 0; i < 100 && found.length < 2; i++) {
    // A hidden file is a message still being written (the outbox renames it once whole).
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => !f.startsWith('.'));
    found = (await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')))).filter((m) => m.includes(email));
    if (found.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return found;
}

describe('sign-up', () => {
  it('creates the account, signs in, grants 1000 coins at once and shows them on the next GET', async () => {
    const client = system.client();
    const player = newPlayer();
    const response = await client.post('/api/auth/signup', player);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      message: texts.auth.accountCreatedMessage,
      user: { username: player.username, email: player.email },
    });
    expect((await client.get('/api/coins')).json).toEqual({ coins: SIGNUP_GRANT_COINS });
    const status = await client.get('/api/auth/status');
    expect(status.json).toMatchObject({
      authenticated: true,
      configured: false,
      userId: (response.json!.user as { userId: string }).userId,
    });
  });

  it('does not reveal a registered e-mail: the sign-up is answered as a new one, and the owner is told instead', async () => {
    const owner = newPlayer();
    const ownerClient = system.client();
    expect((await ownerClient.post('/api/auth/signup', owner)).status).toBe(201);
    const other = { ...newPlayer(), email: owner.email, password: 'another long password' };
    const fresh = newPlayer();
    const [taken, untaken] = await Promise.all([
      system.client().post('/api/auth/signup', other),
      system.client().post('/api/auth/signup', fresh),
    ]);
    // Same status and the same shape of answer as a sign-up with a fresh e-mail, signed in with the sign-up coins.
    expect(taken.status).toBe(untaken.status);
    expect(Object.keys(taken.json!).sort()).toEqual(Object.keys(untaken.json!).sort());
    expect(taken.json).toMatchObject({ message: texts.auth.accountCreatedMessage, user: { email: owner.email, emailVerified: false } });
    const intruder = (taken.json!.user as { userId: string }).userId;
    const ownerId = (await ownerClient.get('/api/auth/status')).json!.userId;
    expect(intruder).not.toBe(ownerId);
    // Each signs in with their own password, into their own account; the owner's account is untouched.
    const asIntruder = system.client();
    expect((await asIntruder.post('/api/auth/signin', { email: owner.email, password: other.password })).status).toBe(200);
    expect((await asIntruder.get('/api/auth/status')).json!.userId).toBe(intruder);
    const asOwner = system.client();
    expect((await asOwner.post('/api/auth/signin', { email: owner.email, password: owner.password })).status).toBe(200);
    expect((await asOwner.get('/api/auth/status')).json!.userId).toBe(ownerId);
    // The intruder never gets a verification link (so never buys coins or claims prizes); the owner gets a notice.
    const mails = await outboxFor(owner.email);
    expect(mails.filter((m) => m.includes('verify-email?token='))).toHaveLength(1);
    expect(mails.filter((m) => m.includes('Someone tried to sign up with your email'))).toHaveLength(1);
    expect((await asIntruder.post('/api/bank/purchase', { amount: 1000 })).status).toBe(403);
  });

  it('says a taken username openly (usernames are public)', async () => {
    const player = newPlayer();
    expect((await system.client().post('/api/auth/signup', player)).status).toBe(201);
    const sameName = await system.client().post('/api/auth/signup', { ...newPlayer(), username: player.username.toUpperCase() });
    expect(sameName.status).toBe(409);
    expect(sameName.json).toEqual({ error: 'conflict', message: texts.server.usernameTaken });
  });

  it('lets exactly one of many concurrent sign-ups with the same e-mail hold it', async () => {
    const email = newPlayer().email;
    const results = await Promise.all(Array.from({ length: 8 }, () => system.client().post('/api/auth/signup', { ...newPlayer(), email })));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    await system.runner.catchUp();
    const { rows } = await system.services.pool.query<{ held: number; total: number }>(
      'SELECT count(*) FILTER (WHERE email_held)::int AS held, count(*)::int AS total FROM users WHERE email = $1',
      [email],
    );
    expect(rows[0]).toEqual({ held: 1, total: 8 });
  });

  it.each([
    [{}, texts.auth.signUpRequiredMessage],
    [{ username: 'abc', email: 'a@b.co', password: 'short' }, texts.auth.weakPasswordMessage],
    [{ username: 'abc', email: 'not-an-email', password: 'long enough pw' }, 'Please enter a valid email address.'],
    [{ username: '   ', email: 'a@b.co', password: 'long enough pw' }, texts.auth.signUpRequiredMessage],
  ])('answers 400 with the spec message for %j', async (body, message) => {
    const response = await system.client().post('/api/auth/signup', body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ error: 'validation_failed', message });
    expect(Array.isArray(response.json!.issues)).toBe(true);
  });
});

describe('sign-in, session and sign-out', () => {
  it('keeps the session server-side across requests and ends it on sign-out', async () => {
    const player = newPlayer();
    await system.client().post('/api/auth/signup', player);
    const client = system.client();
    const signIn = await client.post('/api/auth/signin', { email: player.email.toUpperCase(), password: player.password });
    expect(signIn.status).toBe(200);
    expect(signIn.json!.message).toBe(texts.auth.welcomeBack);
    expect(client.cookies.get('sid')).toBeTruthy();
    expect((await client.get('/api/coins')).json).toEqual({ coins: 1000 });
    const stolenCookie = `sid=${client.cookies.get('sid')}; sid.sig=${client.cookies.get('sid.sig')}`;
    expect((await client.post('/api/auth/signout')).status).toBe(200);
    expect((await client.get('/api/auth/status')).json).toMatchObject({ authenticated: false, userId: null });
    const replay = await fetch(`${system.url}/api/coins`, { headers: { cookie: stolenCookie } });
    expect(replay.status).toBe(401);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const player = newPlayer();
    await system.client().post('/api/auth/signup', player);
    const wrong = await system.client().post('/api/auth/signin', { email: player.email, password: 'wrong password!' });
    const unknown = await system.client().post('/api/auth/signin', { email: `nobody-${player.email}`, password: 'wrong password!' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json).toEqual({ error: 'unauthenticated', message: texts.server.invalidCredentials });
  });

  it('rate-limits repeated failed sign-ins with 429', async () => {
    const player = newPlayer();
    await system.client().post('/api/auth/signup', player);
    const client = system.client();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await client.post('/api/auth/signin', { email: player.email, password: `bad-${i}-password` })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const limited = await client.post('/api/auth/signin', { email: player.email, password: player.password });
    expect(limited.json).toEqual({ error: 'rate_limited', message: texts.server.rateLimited });
  });

  it('counts a client by the address the trusted proxy saw, not by what it wrote into X-Forwarded-For', async () => {
    const client = system.client();
    const attempt = (forwardedFor: string, i: number) =>
      client.post(
        '/api/auth/signin',
        { email: `nobody-${i}@example.com`, password: 'wrong password' },
        { headers: { 'x-forwarded-for': forwardedFor } },
      );
    const forged: number[] = [];
    for (let i = 0; i <= SIGNIN_ATTEMPTS_PER_IP; i++) forged.push((await attempt(`198.51.${i}.7, 203.0.113.50`, i)).status);
    expect(forged.slice(0, SIGNIN_ATTEMPTS_PER_IP).every((status) => status === 401)).toBe(true);
    expect(forged.at(-1)).toBe(429);
    const sameNetwork: number[] = [];
    for (let i = 0; i <= SIGNIN_ATTEMPTS_PER_IP; i++) sameNetwork.push((await attempt(`2001:db8:77:1::${(i + 1).toString(16)}`, i)).status);
    expect(sameNetwork.at(-1)).toBe(429);
  });

  it('locks an account softly after repeated failures from any addresses, and refuses even the right password meanwhile', async () => {
    const player = newPlayer();
    await system.client().post('/api/auth/signup', player);
    const statuses: number[] = [];
    // A new client (a new address) for every attempt: only the per-account count can stop this.
    for (let i = 0; i < SIGNIN_FAILURES_PER_ACCOUNT; i++) {
      statuses.push((await system.client().post('/api/auth/signin', { email: player.email, password: `guess-${i}-password` })).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const locked = await system.client().post('/api/auth/signin', { email: player.email.toUpperCase(), password: player.password });
    expect(locked.status).toBe(429);
    expect(locked.json).toEqual({ error: 'rate_limited', message: texts.server.accountLocked(SIGNIN_LOCKOUT_SECONDS / 60) });
    // Another account is not affected.
    const other = newPlayer();
    await system.client().post('/api/auth/signup', other);
    expect((await system.client().post('/api/auth/signin', { email: other.email, password: other.password })).status).toBe(200);
  });

  it('limits sign-ups per e-mail domain, whatever the address they come from', async () => {
    const domain = `flood-${Date.now()}.example`;
    const signUp = (i: number) => system.client().post('/api/auth/signup', { ...newPlayer('flood'), email: `user${i}@${domain}` });
    const statuses: number[] = [];
    for (let i = 0; i < SIGNUPS_PER_EMAIL_DOMAIN; i += 8) {
      statuses.push(
        ...(await Promise.all(Array.from({ length: Math.min(8, SIGNUPS_PER_EMAIL_DOMAIN - i) }, (_, k) => signUp(i + k)))).map(
          (r) => r.status,
        ),
      );
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(SIGNUPS_PER_EMAIL_DOMAIN);
    expect((await signUp(SIGNUPS_PER_EMAIL_DOMAIN)).status).toBe(429);
    expect((await system.client().post('/api/auth/signup', newPlayer('elsewhere'))).status).toBe(201);
  });

  it('requires sign-in for the coin balance', async () => {
    const response = await system.client().get('/api/coins');
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ error: 'unauthenticated', message: texts.server.notSignedIn });
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request without the matching x-csrf-token header', async () => {
    const client = system.client();
    await client.get('/api/auth/status');
    expect(client.csrfToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const missing = await client.request('POST', '/api/auth/signup', { body: newPlayer(), csrf: false });
    expect(missing.status).toBe(403);
    expect(missing.json).toEqual({ error: 'csrf_failed', message: texts.server.csrf });
    const wrong = await client.request('POST', '/api/auth/signup', {
      body: newPlayer(),
      csrf: false,
      headers: { 'x-csrf-token': 'x'.repeat(32) },
    });
    expect(wrong.status).toBe(403);
  });
});

describe('e-mail verification', () => {
  it('verifies with the e-mailed link, and answers missing, invalid and already-used tokens', async () => {
    const player = newPlayer();
    await system.client().post('/api/auth/signup', player);
    const link = await outboxLink(player.email);
    const path = new URL(link).pathname + new URL(link).search;
    const client = system.client();
    const ok = await client.get(path.replace('/verify-email', '/api/auth/verify-email'));
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ message: texts.server.verificationSuccess });
    expect((await client.get(path.replace('/verify-email', '/api/auth/verify-email'))).status).toBe(200);
    const missing = await client.get('/api/auth/verify-email');
    expect(missing.status).toBe(400);
    expect(missing.json!.message).toBe(texts.server.verificationMissingToken);
    const invalid = await client.get(`/api/auth/verify-email?token=${'A'.repeat(43)}`);
    expect(invalid.status).toBe(400);
    expect(invalid.json).toEqual({ error: 'invalid_token', message: texts.server.verificationInvalid });
  });

  it('answers expired after 24 hours', async () => {
    const player = newPlayer();
    await system.client().post('/api/auth/signup', player);
    const link = new URL(await outboxLink(player.email));
    const realNow = system.services.now;
    system.services.now = () => new Date(realNow().getTime() + 24 * 60 * 60 * 1000 + 1000);
    try {
      const expired = await system.client().get(`/api/auth/verify-email${link.search}`);
      expect(expired.status).toBe(400);
      expect(expired.json).toEqual({ error: 'token_expired', message: texts.server.verificationExpired });
      expect(String(expired.json!.message)).toContain('expired');
    } finally {
      system.services.now = realNow;
    }
  });
});

describe('unverified registrations', () => {
  it('expire after their time, freeing the username and e-mail, while verified accounts stay', async () => {
    const stale = newPlayer('stale');
    const kept = newPlayer('kept');
    const staleClient = system.client();
    await staleClient.post('/api/auth/signup', stale);
    const keptClient = system.client();
    await keptClient.post('/api/auth/signup', kept);
    const link = new URL(await outboxLink(kept.email));
    expect((await keptClient.get(`/api/auth/verify-email${link.search}`)).status).toBe(200);
    const realNow = system.services.now;
    system.services.now = () => new Date(realNow().getTime() + UNVERIFIED_ACCOUNT_TTL_MS + 60_000);
    try {
      const first = await system.jobs.enqueueAndWait('expire-unverified', {}, { timeoutMs: 20_000 });
      expect(first).toMatchObject({ expired: expect.any(Number) });
      expect(await system.jobs.enqueueAndWait('expire-unverified', {}, { timeoutMs: 20_000 })).toEqual({ expired: 0 });
    } finally {
      system.services.now = realNow;
    }
    await system.runner.catchUp();
    // The expired account's session ends with it; the kept one's goes on.
    expect((await staleClient.get('/api/coins')).status).toBe(401);
    expect((await keptClient.get('/api/coins')).status).toBe(200);
    expect((await system.client().post('/api/auth/signin', { email: stale.email, password: stale.password })).status).toBe(401);
    expect((await system.client().post('/api/auth/signin', { email: kept.email, password: kept.password })).status).toBe(200);
    // The username and e-mail are free for a new registration.
    expect((await system.client().post('/api/auth/signup', stale)).status).toBe(201);
  });
});

describe('social sign-in without credentials', () => {
  it('says every provider is not configured, and sends a popup back to /auth/callback saying so', async () => {
    const providers = await system.client().get('/api/auth/providers');
    expect(providers.json).toEqual({
      providers: ['yahoo', 'google', 'facebook', 'x'].map((provider) => ({ provider, configured: false })),
    });
    const client = system.client();
    const initiate = await client.get('/api/auth/google/initiate', { 'sec-fetch-site': 'same-origin' });
    expect(initiate.status).toBe(302);
    expect(initiate.headers.get('location')).toBe(`${system.config.publicUrl}/auth/callback?error=${SOCIAL_ERROR_NOT_CONFIGURED}`);
    expect(client.cookies.has('social_browser')).toBe(false);
  });
});
