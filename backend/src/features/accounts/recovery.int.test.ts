import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_VERIFICATION_TTL_MS,
  PASSWORD_RESETS_PER_EMAIL,
  PASSWORD_RESETS_PER_IP,
  PASSWORD_RESET_TTL_MS,
  SESSION_COOKIE,
  SESSION_LAST_SEEN_INTERVAL_MS,
  VERIFICATION_EMAILS_PER_ACCOUNT,
  clientRoutes,
  texts,
} from '@fr/contracts';
import { signInAdmin } from '../../testing/admin-test-helpers';
import type { TestClient } from '../../testing/http-client';
import { startOAuthStandIn } from '../../testing/oauth-stand-in';
import { linkIn, startSmtpStandIn, type SmtpStandIn } from '../../testing/smtp-stand-in';
import { newPerson, type StandInControls } from '../../testing/stand-in-person';
import { newPlayer, signUpPlayer, startTestSystem, type SignedUpPlayer, type TestSystem } from '../../testing/test-system';

let smtp: SmtpStandIn;
let system: TestSystem;
let x: StandInControls;
let staticDir: string;
/** The product's clock: tests move it to expire links; it never goes back. */
let offsetMs = 0;
const later = (ms: number) => {
  offsetMs += ms;
};

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  x = await startOAuthStandIn('x');
  staticDir = await mkdtemp(join(tmpdir(), 'fr-recovery-client-'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>client</title>');
  await writeFile(join(staticDir, 'shell.html'), '<!doctype html><title>client</title>');
  system = await startTestSystem({
    env: {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      TRUST_PROXY_HOPS: '1',
      SMTP_URL: smtp.url,
      X_CLIENT_ID: x.clientId,
      X_CLIENT_SECRET: x.clientSecret,
      X_AUTH_BASE_URL: x.url,
      X_API_BASE_URL: x.url,
    },
    staticDir,
    now: () => new Date(Date.now() + offsetMs),
  });
});
afterAll(async () => {
  await system?.close();
  await x?.close();
  await smtp?.close();
  await rm(staticDir, { recursive: true, force: true });
});

const signInClient = async (email: string, password: string): Promise<TestClient> => {
  const client = system.client();
  const response = await client.post('/api/auth/signin', { email, password });
  expect(response.status).toBe(200);
  return client;
};
const statusOf = async (client: TestClient) => (await client.get('/api/auth/status')).json;
const resetLink = async (email: string, path: string = clientRoutes.resetPassword) =>
  linkIn(await smtp.next(email, /Reset your password/), path);
const verifyLinkFor = async (email: string, subject = /Verify your email/) =>
  linkIn(await smtp.next(email, subject), clientRoutes.verifyEmail);
const verifyWith = (client: TestClient, link: URL) => client.get(`/api/auth/verify-email${link.search}`);

/** A player whose sign-up verification mail has been read, so later mails to them are the ones a test waits for. */
async function player(tag: string): Promise<SignedUpPlayer & { verifyLink: URL }> {
  const signedUp = await signUpPlayer(system, tag);
  return { ...signedUp, verifyLink: await verifyLinkFor(signedUp.email) };
}

describe('password reset', () => {
  it('mails a single-use link that sets the new password, signs in afresh and ends every other session at once', async () => {
    const ana = await player('reset');
    const otherDevice = await signInClient(ana.email, ana.password);
    const browser = system.client();

    const asked = await browser.post('/api/auth/password/forgot', { email: ana.email });
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ message: texts.server.resetLinkSent });
    const link = await resetLink(ana.email);
    const token = link.searchParams.get('token')!;

    const reset = await browser.post('/api/auth/password/reset', { token, password: 'a brand new password' });
    expect(reset.status).toBe(200);
    expect(reset.json).toMatchObject({ message: texts.server.passwordResetDone, user: { userId: ana.userId, email: ana.email } });
    expect((await statusOf(browser))?.userId).toBe(ana.userId);
    // The other sessions end on their very next request, and the one from sign-up too.
    expect((await otherDevice.get('/api/coins')).status).toBe(401);
    expect((await ana.client.get('/api/coins')).status).toBe(401);
    expect((await browser.get('/api/coins')).status).toBe(200);

    const changed = await smtp.next(ana.email, /Your password was changed/);
    expect(changed.text).toContain('reset with a link');
    expect((await system.client().post('/api/auth/signin', { email: ana.email, password: ana.password })).status).toBe(401);
    await signInClient(ana.email, 'a brand new password');

    // Used once: the same link again is refused, and changes nothing.
    const again = await system.client().post('/api/auth/password/reset', { token, password: 'yet another password' });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ error: 'invalid_token', message: texts.server.resetLinkInvalid });
    await signInClient(ana.email, 'a brand new password');
    // Only the audit fact is in the log: neither the token, nor its hash, nor the password.
    const events = await system.services.store.read(`account-${ana.userId}`);
    const changes = events.filter((event) => event.type === 'PasswordChanged');
    expect(changes.map((event) => event.data)).toEqual([{ userId: ana.userId, how: 'reset', changedAt: expect.any(String) }]);
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it('answers an unknown address exactly as a known one, and mails nothing for it', async () => {
    const ben = await player('known');
    const unknown = newPlayer('unknown').email;
    const [known, stranger] = await Promise.all([
      system.client().post('/api/auth/password/forgot', { email: ben.email }),
      system.client().post('/api/auth/password/forgot', { email: unknown }),
    ]);
    expect(stranger.status).toBe(known.status);
    expect(stranger.text).toBe(known.text);
    await resetLink(ben.email);
    // The known address's mail has arrived; the unknown one was never sent any (mail is delivered in order).
    expect(smtp.to(unknown)).toEqual([]);
  });

  it('refuses a link after its hour, a forged token and an admin link, all with the same answer', async () => {
    const cleo = await player('expiry');
    await system.client().post('/api/auth/password/forgot', { email: cleo.email });
    const token = (await resetLink(cleo.email)).searchParams.get('token')!;
    later(PASSWORD_RESET_TTL_MS + 1000);
    const expired = await system.client().post('/api/auth/password/reset', { token, password: 'too late password' });
    const forged = await system.client().post('/api/auth/password/reset', { token: 'A'.repeat(43), password: 'too late password' });
    for (const refused of [expired, forged]) {
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual({ error: 'invalid_token', message: texts.server.resetLinkInvalid });
    }
    await signInClient(cleo.email, cleo.password);
  });

  it('limits reset requests per address', async () => {
    const dana = await player('flood');
    const client = system.client();
    for (let i = 0; i < PASSWORD_RESETS_PER_EMAIL; i++) {
      expect((await client.post('/api/auth/password/forgot', { email: dana.email })).status).toBe(200);
    }
    const flooded = await system.client().post('/api/auth/password/forgot', { email: dana.email.toUpperCase() });
    expect(flooded.status).toBe(429);
  });

  it('limits reset requests per IP, whatever addresses they name', async () => {
    const client = system.client();
    for (let i = 0; i < PASSWORD_RESETS_PER_IP; i++) {
      expect((await client.post('/api/auth/password/forgot', { email: newPlayer('ip').email })).status).toBe(200);
    }
    expect((await client.post('/api/auth/password/forgot', { email: newPlayer('ip').email })).status).toBe(429);
  });

  it('serves the reset pages with Referrer-Policy: no-referrer, so the token never leaves in a Referer', async () => {
    for (const path of [clientRoutes.resetPassword, clientRoutes.adminResetPassword]) {
      const page = await system.client().get(`${path}?token=${'B'.repeat(43)}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});

describe('admin password reset', () => {
  it('resets an admin password by e-mail and ends every session of that admin; player and admin links do not cross', async () => {
    const { admin, client: adminClient, password } = await signInAdmin(system, 'admin');
    const playerOne = await player('cross');
    expect((await system.client().post('/api/admin/auth/password/forgot', { email: admin.email })).status).toBe(200);
    const link = await resetLink(admin.email, clientRoutes.adminResetPassword);
    const token = link.searchParams.get('token')!;

    // An admin's token on the players' reset does nothing (and is not spent by it).
    expect((await system.client().post('/api/auth/password/reset', { token, password: 'admin new password' })).status).toBe(400);
    await system.client().post('/api/auth/password/forgot', { email: playerOne.email });
    const playerToken = (await resetLink(playerOne.email)).searchParams.get('token')!;
    expect((await system.client().post('/api/admin/auth/password/reset', { token: playerToken, password: 'x'.repeat(12) })).status).toBe(
      400,
    );

    const reset = await system.client().post('/api/admin/auth/password/reset', { token, password: 'admin new password' });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ message: texts.server.adminPasswordResetDone });
    expect((await adminClient.get('/api/admin/users')).status).toBe(401);
    await smtp.next(admin.email, /Your password was changed/);
    expect((await system.client().post('/api/admin/auth/login', { username: admin.username, password })).status).toBe(401);
    expect((await system.client().post('/api/admin/auth/login', { username: admin.username, password: 'admin new password' })).status).toBe(
      200,
    );
    const audit = await system.services.store.read(`admin-${admin.adminId}`);
    expect(audit.some((event) => event.type === 'AdminPasswordChanged')).toBe(true);
  });
});

describe('password change in Settings', () => {
  it('needs the current password, keeps this session and ends the others at once', async () => {
    const eve = await player('change');
    const otherDevice = await signInClient(eve.email, eve.password);
    const wrong = await eve.client.post('/api/auth/password/change', { currentPassword: 'not it at all', newPassword: 'changed password' });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({ message: texts.server.currentPasswordWrong });
    expect((await otherDevice.get('/api/coins')).status).toBe(200);

    const changed = await eve.client.post('/api/auth/password/change', { currentPassword: eve.password, newPassword: 'changed password' });
    expect(changed.status).toBe(200);
    expect((await otherDevice.get('/api/coins')).status).toBe(401);
    expect((await eve.client.get('/api/coins')).status).toBe(200);
    expect((await smtp.next(eve.email, /Your password was changed/)).text).toContain('changed in Settings');
    await signInClient(eve.email, 'changed password');
  });
});

describe('verification e-mail', () => {
  it('resends a link to the signed-in player; the earlier link still works until it expires', async () => {
    const fay = await player('resend');
    const resent = await fay.client.post('/api/auth/verify-email/resend', {});
    expect(resent.status).toBe(200);
    expect(resent.json).toEqual({ message: texts.server.verificationSent(fay.email) });
    const second = await verifyLinkFor(fay.email);
    expect(second.searchParams.get('token')).not.toBe(fay.verifyLink.searchParams.get('token'));
    expect((await verifyWith(system.client(), fay.verifyLink)).status).toBe(200);
    expect((await fay.client.get('/api/auth/email')).json).toMatchObject({ email: fay.email, emailVerified: true });
    // Verified: nothing more to send.
    expect((await fay.client.post('/api/auth/verify-email/resend', {})).status).toBe(409);
  });

  it('from an expired link, signed out, sends a new link to that account (never a second account)', async () => {
    const gus = await player('expired');
    later(EMAIL_VERIFICATION_TTL_MS + 1000);
    const expired = await verifyWith(system.client(), gus.verifyLink);
    expect(expired.status).toBe(400);
    expect(expired.json?.message).toBe(texts.server.verificationExpired);
    const anonymous = system.client();
    const resent = await anonymous.post('/api/auth/verify-email/resend', { token: gus.verifyLink.searchParams.get('token') });
    expect(resent.status).toBe(200);
    const fresh = await verifyLinkFor(gus.email);
    expect((await verifyWith(anonymous, fresh)).status).toBe(200);
    expect((await gus.client.get('/api/auth/email')).json).toMatchObject({ emailVerified: true });
    expect((await anonymous.post('/api/auth/verify-email/resend', { token: 'forged' })).status).toBe(400);
    expect((await anonymous.post('/api/auth/verify-email/resend', {})).status).toBe(401);
  });

  it('does not tell a sign-up with a registered address that it is taken: it reads and resends as any unverified one', async () => {
    const owner = await player('owner');
    const intruder = system.client();
    const signedUp = await intruder.post('/api/auth/signup', { ...newPlayer('intruder'), email: owner.email });
    expect(signedUp.status).toBe(201);
    const intruderId = (signedUp.json!.user as { userId: string }).userId;
    expect((await intruder.get('/api/auth/email')).json).toEqual({ email: owner.email, emailVerified: false, hasPassword: true });
    const resent = await intruder.post('/api/auth/verify-email/resend', {});
    expect(resent.status).toBe(200);
    expect(resent.json).toEqual({ message: texts.server.verificationSent(owner.email) });
    // Yet no link was issued for it, so none can have been mailed.
    const events = await system.services.store.read(`account-${intruderId}`);
    expect(events.filter((event) => event.type === 'EmailVerificationIssued')).toEqual([]);
  });

  it('answers 429 once a player asked for too many links', async () => {
    const hal = await player('flood');
    for (let i = 0; i < VERIFICATION_EMAILS_PER_ACCOUNT; i++) {
      expect((await hal.client.post('/api/auth/verify-email/resend', {})).status).toBe(200);
    }
    expect((await hal.client.post('/api/auth/verify-email/resend', {})).status).toBe(429);
  });
});

describe('changing the e-mail address', () => {
  it('verifies the new address before it replaces the old, tells the old one and releases it', async () => {
    const ivy = await player('move');
    const newEmail = newPlayer('moved').email;
    const wrong = await ivy.client.post('/api/auth/email/change', { email: newEmail, password: 'not the password' });
    expect(wrong.status).toBe(403);

    const asked = await ivy.client.post('/api/auth/email/change', { email: newEmail, password: ivy.password });
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({ message: texts.server.emailChangeSent(newEmail) });
    const link = await verifyLinkFor(newEmail, /Confirm your new email address/);
    // Until it is opened, the account keeps its address.
    expect((await ivy.client.get('/api/auth/email')).json).toMatchObject({ email: ivy.email });

    expect((await verifyWith(system.client(), link)).status).toBe(200);
    expect((await ivy.client.get('/api/auth/email')).json).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await smtp.next(ivy.email, /Your email address was changed/)).text).toContain('changed to another one');
    await signInClient(newEmail, ivy.password);
    expect((await system.client().post('/api/auth/signin', { email: ivy.email, password: ivy.password })).status).toBe(401);
    // The old address is free: a new sign-up with it holds it and is sent its own verification link.
    const reuse = { ...newPlayer('reuse'), email: ivy.email };
    expect((await system.client().post('/api/auth/signup', reuse)).status).toBe(201);
    await verifyLinkFor(ivy.email);
  });

  it('refuses an address another account holds with 409 and the sign-up words, and changes nothing', async () => {
    const jon = await player('taken');
    const kim = await player('holder');
    const taken = await jon.client.post('/api/auth/email/change', { email: kim.email.toUpperCase(), password: jon.password });
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ error: 'conflict', message: texts.server.emailTakenByAnother });
    expect((await jon.client.get('/api/auth/email')).json).toMatchObject({ email: jon.email });
  });

  it('adds an e-mail to an X account that has none, verified the same way', async () => {
    const person = newPerson('xadd');
    x.signInAs(person);
    const client = system.client();
    const initiate = await client.get('/api/auth/x/initiate', { 'sec-fetch-site': 'same-origin' });
    const atProvider = await fetch(initiate.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    const signedUp = await client.post('/api/auth/social/sign-in', {
      code: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
    });
    expect(signedUp.json).toMatchObject({ outcome: 'signed_up', user: { email: '' } });
    expect((await client.get('/api/auth/email')).json).toEqual({ email: '', emailVerified: false, hasPassword: false });

    const email = newPlayer('xmail').email;
    expect((await client.post('/api/auth/email/change', { email })).status).toBe(200);
    expect((await verifyWith(system.client(), await verifyLinkFor(email, /Confirm your new email address/))).status).toBe(200);
    expect((await client.get('/api/auth/email')).json).toEqual({ email, emailVerified: true, hasPassword: false });
  });
});

describe('signed-in devices', () => {
  it('lists each device with browser, system, network and times, and signs out one or all others at once', async () => {
    const leo = await player('devices');
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const phone = system.client();
    await phone.post(
      '/api/auth/signin',
      { email: leo.email, password: leo.password },
      { headers: { 'user-agent': firefox, 'x-forwarded-for': '203.0.113.77' } },
    );
    const laptop = await signInClient(leo.email, leo.password);

    const listed = await laptop.get('/api/auth/sessions');
    expect(listed.status).toBe(200);
    const sessions = listed.json!.sessions as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const firefoxRow = sessions.find((s) => s.browser === 'Firefox 128');
    expect(firefoxRow).toMatchObject({ os: 'Windows 10', network: '203.0.113.x', current: false });
    expect(JSON.stringify(sessions)).not.toContain('203.0.113.77');
    expect(JSON.stringify(sessions)).not.toContain(laptop.cookies.get(SESSION_COOKIE) ?? 'no cookie');

    // Another player cannot end it: the id is only found among one's own sessions.
    const stranger = await player('stranger');
    expect((await stranger.client.post(`/api/auth/sessions/${String(firefoxRow!.sessionId)}/sign-out`)).status).toBe(404);
    expect((await laptop.post(`/api/auth/sessions/${String(firefoxRow!.sessionId)}/sign-out`)).status).toBe(200);
    expect((await phone.get('/api/coins')).status).toBe(401);
    const current = sessions.find((s) => s.current)!;
    expect((await laptop.post(`/api/auth/sessions/${String(current.sessionId)}/sign-out`)).status).toBe(422);

    const others = await laptop.post('/api/auth/sessions/sign-out-others');
    expect(others.json).toEqual({ message: texts.server.otherSessionsEnded(1) });
    expect((await leo.client.get('/api/coins')).status).toBe(401);
    expect((await laptop.get('/api/auth/sessions')).json!.sessions).toHaveLength(1);
  });

  it('moves the last-seen time only once the interval has passed', async () => {
    const mia = await player('seen');
    const seen = async () => ((await mia.client.get('/api/auth/sessions')).json!.sessions as Array<{ lastSeenAt: string }>)[0]!.lastSeenAt;
    const first = await seen();
    expect(await seen()).toBe(first);
    later(SESSION_LAST_SEEN_INTERVAL_MS);
    await mia.client.get('/api/coins');
    expect(Date.parse(await seen())).toBeGreaterThan(Date.parse(first));
  });
});
