import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_SIGNIN_FAILURES_PER_ACCOUNT, ADMIN_SIGNIN_LOCKOUT_SECONDS, texts } from '@fr/contracts';
import { signInAdmin } from '../../testing/admin-test-helpers';
import { signUpPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';
import { loadConfig } from '../../platform/config';
import { loadOrCreateSecret } from '../../platform/data-dir';
import { createTokenCipher } from '../../platform/token-cipher';
import { adminSignIn } from './admin-sign-in';
import { createAdmin } from './admin-write';

let system: TestSystem;
beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system?.close();
});

const signedOut = { authenticated: false, role: null, environment: 'development', username: null, email: null };

const codeFor = (secret: string, at = new Date()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

describe('admin sign-in', () => {
  it('signs in by username or e-mail, reports the role, and logs out', async () => {
    const { client, admin, password } = await signInAdmin(system, 'finance');
    expect((await client.get('/api/admin/auth/status')).json).toEqual({
      authenticated: true,
      role: 'finance',
      environment: 'development',
      username: admin.username,
      email: admin.email,
    });
    const byEmail = await system.client().post('/api/admin/auth/login', { username: admin.email.toUpperCase(), password });
    expect(byEmail.status).toBe(200);
    expect(byEmail.json?.message).toBe('Admin Login Successful');
    const out = await client.post('/api/admin/auth/logout');
    expect(out.json?.message).toBe('Logged Out');
    expect((await client.get('/api/admin/auth/status')).json).toEqual(signedOut);
  });

  it('refuses a wrong password and an unknown admin with the same message', async () => {
    const { admin } = await signInAdmin(system, 'auditor');
    const wrong = await system.client().post('/api/admin/auth/login', { username: admin.username, password: 'wrong password' });
    const unknown = await system.client().post('/api/admin/auth/login', { username: 'no-such-admin', password: 'wrong password' });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.json?.message).toBe(texts.server.adminInvalidCredentials);
    expect(unknown.json?.message).toBe(wrong.json?.message);
  });

  it('keeps the two sessions apart: a player is no admin and an admin is no player', async () => {
    const player = await signUpPlayer(system, 'apart');
    expect((await player.client.post('/api/admin/auth/totp')).status).toBe(401);
    expect((await player.client.get('/api/admin/auth/status')).json).toEqual(signedOut);
    const { client } = await signInAdmin(system, 'admin');
    expect((await client.get('/api/coins')).status).toBe(401);
    expect((await client.get('/api/auth/status')).json?.authenticated).toBe(false);
  });

  it('names the environment for the console badge: production, staging by DEPLOY_ENVIRONMENT, demo for npm start', async () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(43),
      SMTP_URL: 'smtp://127.0.0.1:25',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'wh',
    };
    expect([
      loadConfig(production).environment,
      loadConfig({ ...production, DEPLOY_ENVIRONMENT: 'staging' }).environment,
      loadConfig({ NODE_ENV: 'development' }, { embedded: true }).environment,
      loadConfig(production, { embedded: true }).environment,
      loadConfig({ NODE_ENV: 'test' }).environment,
    ]).toEqual(['production', 'staging', 'demo', 'production', 'development']);
    const config = system.services.config;
    system.services.config = { ...config, environment: 'staging' };
    try {
      expect((await system.client().get('/api/admin/auth/status')).json).toEqual({ ...signedOut, environment: 'staging' });
    } finally {
      system.services.config = config;
    }
  });

  it('ends a session idle for longer than the timeout', async () => {
    const { client } = await signInAdmin(system, 'auditor');
    await system.services.pool.query(`UPDATE admin_sessions SET idle_expires_at = now() - interval '1 second'`);
    expect((await client.get('/api/admin/auth/status')).json).toEqual(signedOut);
    expect((await client.post('/api/admin/auth/totp')).status).toBe(401);
  });

  it('needs a code once TOTP is enrolled and confirmed', async () => {
    const { client, admin, password } = await signInAdmin(system, 'admin');
    const enrol = await client.post('/api/admin/auth/totp');
    expect(enrol.status).toBe(200);
    const secret = String(enrol.json?.secret);
    expect(String(enrol.json?.uri)).toMatch(/^otpauth:\/\/totp\//);
    expect((await client.post('/api/admin/auth/totp/confirm', { code: '000000' === codeFor(secret) ? '111111' : '000000' })).status).toBe(
      422,
    );
    expect((await client.post('/api/admin/auth/totp/confirm', { code: codeFor(secret) })).status).toBe(200);
    const noCode = await system.client().post('/api/admin/auth/login', { username: admin.username, password });
    expect([noCode.status, noCode.json?.message]).toEqual([401, texts.server.adminTotpRequired]);
    // The confirming code is spent (totp-replay.int.test.ts): sign in half a minute on, with that moment's code.
    const realNow = system.services.now;
    const later = new Date(Date.now() + 30_000);
    system.services.now = () => later;
    try {
      const badCode = await system.client().post('/api/admin/auth/login', {
        username: admin.username,
        password,
        totpCode: '000000' === codeFor(secret, later) ? '111111' : '000000',
      });
      expect(badCode.status).toBe(401);
      const withCode = await system
        .client()
        .post('/api/admin/auth/login', { username: admin.username, password, totpCode: codeFor(secret, later) });
      expect(withCode.status).toBe(200);
    } finally {
      system.services.now = realNow;
    }
  });

  it('refuses every admin role without a second factor in production', async () => {
    const services = { ...system.services, config: { ...system.services.config, env: 'production' as const } };
    const cipher = createTokenCipher(await loadOrCreateSecret(system.dataDir, 'token-key'));
    const open = { consume: async () => undefined, assertOpen: async () => undefined, reset: async () => undefined };
    const limiters = { perIp: open, perAccount: open, failuresPerAccount: open };
    const password = 'correct horse battery staple';
    for (const role of ['admin', 'finance', 'auditor'] as const) {
      const admin = await createAdmin(services, {
        username: `prod${role}${Date.now()}`,
        email: `prod${role}${Date.now()}@a.example`,
        password,
        role,
        via: 'cli',
      });
      await expect(adminSignIn(services, cipher, limiters, { username: admin.username, password }, 'ip')).rejects.toMatchObject({
        status: 403,
        message: texts.server.adminTotpNotEnrolled,
      });
    }
  });

  const locked = { error: 'rate_limited', message: texts.server.adminSignInLocked(ADMIN_SIGNIN_LOCKOUT_SECONDS / 60) };

  it('locks an admin account after repeated wrong passwords from many addresses, and refuses even the right one meanwhile', async () => {
    const { admin, password } = await signInAdmin(system, 'finance');
    const statuses: number[] = [];
    // A new client (a new address) for every attempt, by username and by e-mail alike: only a count per account stops it.
    for (let i = 0; i < 4 * ADMIN_SIGNIN_FAILURES_PER_ACCOUNT; i++) {
      const username = i % 2 === 0 ? admin.username : admin.email;
      statuses.push((await system.client().post('/api/admin/auth/login', { username, password: `guess ${i} password` })).status);
    }
    expect(statuses.slice(0, ADMIN_SIGNIN_FAILURES_PER_ACCOUNT).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(ADMIN_SIGNIN_FAILURES_PER_ACCOUNT).every((status) => status === 429)).toBe(true);
    const right = await system.client().post('/api/admin/auth/login', { username: admin.username, password });
    expect([right.status, right.json]).toEqual([429, locked]);
    // Another admin is not affected, and an unknown name answers the same as a known one.
    const other = await signInAdmin(system, 'finance');
    expect((await system.client().post('/api/admin/auth/login', { username: other.admin.username, password })).status).toBe(200);
    const unknown: number[] = [];
    for (let i = 0; i <= ADMIN_SIGNIN_FAILURES_PER_ACCOUNT; i++) {
      unknown.push((await system.client().post('/api/admin/auth/login', { username: 'nobody-at-all', password: 'wrong password' })).status);
    }
    expect(unknown.at(-1)).toBe(429);
  });

  it('locks an admin account after repeated wrong TOTP codes from many addresses', async () => {
    const { client, admin, password } = await signInAdmin(system, 'admin');
    const secret = String((await client.post('/api/admin/auth/totp')).json?.secret);
    expect((await client.post('/api/admin/auth/totp/confirm', { code: codeFor(secret) })).status).toBe(200);
    const realNow = system.services.now;
    const later = new Date(Date.now() + 30_000);
    system.services.now = () => later;
    try {
      const wrong = '000000' === codeFor(secret, later) ? '111111' : '000000';
      const statuses: number[] = [];
      for (let i = 0; i < ADMIN_SIGNIN_FAILURES_PER_ACCOUNT; i++) {
        statuses.push(
          (await system.client().post('/api/admin/auth/login', { username: admin.username, password, totpCode: wrong })).status,
        );
      }
      expect(statuses.every((status) => status === 401)).toBe(true);
      const right = await system
        .client()
        .post('/api/admin/auth/login', { username: admin.username, password, totpCode: codeFor(secret, later) });
      expect([right.status, right.json]).toEqual([429, locked]);
    } finally {
      system.services.now = realNow;
    }
  });

  it('refuses a second admin with a taken username or e-mail', async () => {
    const { admin } = await signInAdmin(system, 'auditor');
    await expect(
      createAdmin(system.services, {
        username: admin.username.toUpperCase(),
        email: 'other@a.example',
        password: 'long enough',
        role: 'auditor',
        via: 'cli',
      }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      createAdmin(system.services, { username: 'someone-else', email: admin.email, password: 'long enough', role: 'auditor', via: 'cli' }),
    ).rejects.toMatchObject({ status: 409 });
    // The failed creation gave its username back.
    await expect(
      createAdmin(system.services, {
        username: 'someone-else',
        email: 'free@a.example',
        password: 'long enough',
        role: 'auditor',
        via: 'cli',
      }),
    ).resolves.toMatchObject({ username: 'someone-else' });
  });
});
