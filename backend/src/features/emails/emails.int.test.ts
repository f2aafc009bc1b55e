import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES, emailLayoutTexts, type UpdateSettingsRequest } from '@fr/contracts';
import { emailsAfter } from '@fr/projections';
import { sealMail, sendEmailJob } from '@fr/workers';
import { mailCipher } from '../../system/platform-jobs';
import type { TestClient } from '../../testing/http-client';
import { recordDraw } from '../../testing/draw-fixtures';
import { startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from '../../testing/smtp-stand-in';
import {
  declareEligibility,
  shippingAddress,
  signUpPlayer,
  signUpVerifiedPlayer,
  startTestSystem,
  type SignedUpPlayer,
  type TestSystem,
} from '../../testing/test-system';
import { awardPrize } from '../prizes';

const DAY_MS = 24 * 60 * 60 * 1000;
let smtp: SmtpStandIn;
let system: TestSystem;
/** The product's clock: the reminder test moves it towards a claim deadline. */
let clock = Date.now();

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  system = await startTestSystem({
    smtp,
    now: () => new Date(clock),
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY_HOPS: '1', DEMO_PROVIDER: 'false' },
  });
});
afterAll(async () => {
  await system?.close();
  await smtp?.close();
});

let runs = 0;
/** Runs the dispatcher once over everything committed so far; when it returns, every mail it decided on is queued. */
async function dispatch() {
  await system.services.waitForAllCommitted();
  await system.jobs.enqueueAndWait('dispatch-emails', {}, { jobId: `test-dispatch-${++runs}`, timeoutMs: 30_000 });
}

async function runJob(name: 'remind-claims' | 'weekly-summary') {
  await system.services.waitForAllCommitted();
  return system.jobs.enqueueAndWait(name, {}, { jobId: `test-${name}-${++runs}`, timeoutMs: 30_000 });
}

/**
 * Waits until no send of `key` is in flight, and tells whether one was ever queued: a pending job of that id is joined;
 * otherwise a marker message is sent under the key, which the sent_emails table lets through only if the key was
 * never sent (then the marker arrives instead of any real e-mail).
 */
async function settle(key: string): Promise<'sent before' | 'never queued'> {
  const marker = { to: 'marker@example.com', subject: `marker ${key}`, text: 'marker' };
  const payload = sealMail(await mailCipher(system.config), marker, key);
  const result = sendEmailJob.result.parse(await system.jobs.enqueueAndWait('send-email', payload, { jobId: key, timeoutMs: 30_000 }));
  return result.alreadySent || !smtp.messages().some((m) => m.subject === marker.subject) ? 'sent before' : 'never queued';
}

const mailsTo = (email: string, subject: string) => smtp.messages().filter((m) => m.to.includes(email) && m.subject === subject);

/** The outbox row of the player's last event of a kind: its event id is the mail's job id. */
async function outboxKey(userId: string, kind: string): Promise<string> {
  const rows = (await emailsAfter(system.services.pool, '', 10_000)).filter((r) => r.userId === userId && r.details.kind === kind);
  if (rows.length === 0) throw new Error(`no ${kind} in the e-mail outbox for ${userId}`);
  return `email:${rows.at(-1)!.eventId}`;
}

async function settings(client: TestClient): Promise<UpdateSettingsRequest> {
  const answer = (await client.get('/api/profile/settings')).json as { settings?: UpdateSettingsRequest } & UpdateSettingsRequest;
  return answer.settings ?? answer;
}

async function setPreferences(player: SignedUpPlayer, preferences: Partial<UpdateSettingsRequest['emailPreferences']>) {
  const current = await settings(player.client);
  const saved = await player.client.put('/api/profile/settings', {
    firstName: current.firstName || 'Test',
    lastName: current.lastName || 'Player',
    timeZone: current.timeZone,
    emailPreferences: { ...current.emailPreferences, ...preferences },
  });
  expect(saved.status).toBe(200);
}

function expectLayout(mail: ReceivedMail) {
  expect(mail.html).toContain(emailLayoutTexts.productName);
  expect(mail.html).toContain(emailLayoutTexts.sender);
  expect(mail.text).toContain(emailLayoutTexts.sender);
}

describe('required e-mails, from what the log records', () => {
  it('sends a receipt for a coin purchase once, with amount, coins, bonus and payment reference, even if dispatched again', async () => {
    const player = await signUpVerifiedPlayer(system, 'receipt');
    expect((await player.client.post('/api/bank/purchase', { amount: 2500 }, { headers: { 'idempotency-key': 'r1' } })).status).toBe(200);
    await dispatch();
    const key = await outboxKey(player.userId, 'purchase_completed');
    expect(await settle(key)).toBe('sent before');
    const [mail, ...more] = mailsTo(player.email, 'Your coin purchase receipt');
    expect(more).toEqual([]);
    expectLayout(mail!);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain('Amount paid: $9.99');
      expect(part).toContain('Coins: 2,500');
      expect(part).toContain('Bonus coins: 500');
      expect(part).toMatch(/Payment reference: \S+/);
    }
    // Optional headers belong to optional e-mails only.
    expect(mail!.header('list-unsubscribe')).toBeUndefined();

    // The dispatcher loses its place (as after a restore): it queues the same job ids again, and nothing is sent twice.
    await system.services.pool.query("UPDATE email_dispatch_cursor SET position = ''");
    await dispatch();
    expect(await settle(key)).toBe('sent before');
    expect(mailsTo(player.email, 'Your coin purchase receipt')).toHaveLength(1);
  });

  it('tells the winner within the dispatch, with the claim deadline and link, then confirms the claim with its redeem code', async () => {
    const player = await signUpVerifiedPlayer(system, 'winner');
    const wonAt = new Date(clock);
    const claimDeadline = new Date(wonAt.getTime() + 14 * DAY_MS);
    await awardPrize(system.services, player.userId, {
      awardId: `mail-draw-${player.userId}:0`,
      drawId: 'nfl-bronze-2026-11-10',
      raffleId: 'nfl-bronze',
      prizeId: 'nfl-merch-pack',
      name: 'NFL Team Merchandise Pack',
      description: 'A prize.',
      value: 250,
      type: 'physical',
      wonAt: wonAt.toISOString(),
      claimDeadline: claimDeadline.toISOString(),
    });
    await dispatch();
    const notice = await smtp.waitFor((m) => m.to.includes(player.email) && m.subject === 'You won NFL Team Merchandise Pack!');
    expectLayout(notice);
    expect(notice.text).toContain('NFL Bronze');
    const deadline = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' }).format(claimDeadline);
    expect(notice.text).toContain(`Claim it by ${deadline}`);
    expect(notice.html).toContain(`href="${system.config.publicUrl}/profile"`);

    await declareEligibility(player);
    const claimed = await player.client.post(`/api/prizes/won/${encodeURIComponent(`mail-draw-${player.userId}:0`)}/claim`, {
      acceptRules: true,
      shippingAddress,
    });
    expect(claimed.status).toBe(200);
    const redeemCode = (claimed.json?.prize as { redeemCode: string }).redeemCode;
    expect(redeemCode).toBeTruthy();
    await dispatch();
    const confirmation = await smtp.waitFor((m) => m.to.includes(player.email) && m.subject === 'Prize claimed: NFL Team Merchandise Pack');
    expect(confirmation.text).toContain(`Your redeem code: ${redeemCode}`);
    expect(confirmation.html).toContain(redeemCode);
    expect(await settle(await outboxKey(player.userId, 'prize_won'))).toBe('sent before');
    expect(mailsTo(player.email, 'You won NFL Team Merchandise Pack!')).toHaveLength(1);
  });

  it('confirms a self-exclusion to a verified player, and mails nothing to an unverified one', async () => {
    const verified = await signUpVerifiedPlayer(system, 'excluded');
    const unverified = await signUpPlayer(system, 'unverified');
    for (const player of [verified, unverified]) {
      expect((await player.client.post('/api/profile/self-exclusion', { days: 30, confirm: true })).status).toBe(200);
    }
    await dispatch();
    const mail = await smtp.waitFor((m) => m.to.includes(verified.email) && m.subject === 'Your self-exclusion has started');
    expect(mail.text).toContain('You excluded yourself for 30 days.');
    expect(mail.text).toContain('1-800-GAMBLER');
    expect(await settle(await outboxKey(unverified.userId, 'self_exclusion_started'))).toBe('never queued');
    expect(smtp.messages().filter((m) => m.to.includes(unverified.email) && m.subject !== 'Verify your email')).toEqual([]);
  });
});

describe('optional e-mails honour the Settings switches', () => {
  let entrant: SignedUpPlayer;
  let optedOut: SignedUpPlayer;
  let results: ReceivedMail;

  beforeAll(async () => {
    entrant = await signUpVerifiedPlayer(system, 'entrant');
    optedOut = await signUpVerifiedPlayer(system, 'optout');
    await setPreferences(optedOut, { drawResults: false });
  });

  it('sends draw results to the entrants whose switch is on, with a one-click unsubscribe', async () => {
    expect(DEFAULT_EMAIL_PREFERENCES.drawResults).toBe(true);
    await recordDraw(system.services, 'nfl-bronze-2026-11-12', [entrant.userId, optedOut.userId]);
    await dispatch();
    results = await smtp.waitFor((m) => m.to.includes(entrant.email) && m.subject === 'Draw results: NFL Bronze Raffle');
    expectLayout(results);
    expect(results.text).toContain('among 2 entries');
    expect(results.html).toContain('/raffles/draws/nfl-bronze-2026-11-12');
    const unsubscribe = results.header('list-unsubscribe');
    expect(unsubscribe).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/emails\/unsubscribe\?token=[\w.-]+>$/);
    expect(results.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(results.html).toContain(`href="${unsubscribe!.slice(1, -1)}"`);

    const [row] = (await emailsAfter(system.services.pool, '', 10_000)).filter((r) => r.details.kind === 'draw_completed');
    expect(await settle(`email:${row!.eventId}:${entrant.userId}`)).toBe('sent before');
    expect(await settle(`email:${row!.eventId}:${optedOut.userId}`)).toBe('never queued');
    expect(smtp.messages().filter((m) => m.to.includes(optedOut.email) && m.subject.startsWith('Draw results'))).toEqual([]);
  });

  it('turns the switch off on the one-click POST of a genuine token, and refuses a forged one changing nothing', async () => {
    const url = new URL(results.header('list-unsubscribe')!.slice(1, -1));
    const anonymous = system.client();
    const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' }, csrf: false };

    const page = await anonymous.get(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop sending me draw results e-mails?');
    expect((await settings(entrant.client)).emailPreferences.drawResults).toBe(true);

    const forged = `${url.searchParams.get('token')!.split('.')[0]}.${'A'.repeat(43)}`;
    const refused = await anonymous.request('POST', `${url.pathname}?token=${forged}`, { rawBody: 'List-Unsubscribe=One-Click', ...form });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ error: 'invalid_token' });
    expect((await settings(entrant.client)).emailPreferences.drawResults).toBe(true);

    const done = await anonymous.request('POST', `${url.pathname}${url.search}`, { rawBody: 'List-Unsubscribe=One-Click', ...form });
    expect(done.status).toBe(200);
    expect(done.text).toContain('You will no longer receive draw results e-mails.');
    expect((await settings(entrant.client)).emailPreferences).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, drawResults: false });
    // A second click is answered the same and records nothing new.
    expect(
      (await anonymous.request('POST', `${url.pathname}${url.search}`, { rawBody: 'List-Unsubscribe=One-Click', ...form })).status,
    ).toBe(200);
  });

  it('sends the weekly summary only to players who switched it on', async () => {
    await setPreferences(optedOut, { marketing: true });
    await runJob('weekly-summary');
    const day = new Date(clock).toISOString().slice(0, 10);
    expect(await settle(`weekly-summary:${optedOut.userId}:${day}`)).toBe('sent before');
    expect(await settle(`weekly-summary:${entrant.userId}:${day}`)).toBe('never queued');
    const [summary, ...more] = mailsTo(optedOut.email, 'Your week at Fantasy Rewards');
    expect(more).toEqual([]);
    expect(summary!.text).toMatch(/Coin balance: [\d,]+/);
    expect(summary!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('reminds a winner once, 3 days before the claim deadline, while the prize is unclaimed', async () => {
    const winner = entrant;
    const wonAt = new Date(clock);
    const awardId = `reminder-draw-${winner.userId}:0`;
    await awardPrize(system.services, winner.userId, {
      awardId,
      drawId: 'nfl-bronze-2026-11-12',
      raffleId: 'nfl-bronze',
      prizeId: 'nfl-merch-pack',
      name: 'NFL Team Merchandise Pack',
      description: 'A prize.',
      value: 250,
      type: 'physical',
      wonAt: wonAt.toISOString(),
      claimDeadline: new Date(wonAt.getTime() + 14 * DAY_MS).toISOString(),
    });
    // Ten days in: four days left, no reminder yet.
    clock += 10 * DAY_MS;
    expect(await runJob('remind-claims')).toEqual({ queued: 0 });
    // Eleven days and an hour in: under three days left, the hourly sweep reminds, and the next sweeps do not again.
    clock += DAY_MS + 60 * 60 * 1000;
    await runJob('remind-claims');
    const reminder = await smtp.waitFor(
      (m) => m.to.includes(winner.email) && m.subject === 'Reminder: claim NFL Team Merchandise Pack within 3 days',
    );
    expectLayout(reminder);
    expect(reminder.html).toContain(`href="${system.config.publicUrl}/profile"`);
    expect(reminder.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await runJob('remind-claims');
    clock += 60 * 60 * 1000;
    await runJob('remind-claims');
    expect(await settle(`claim-reminder:${awardId}`)).toBe('sent before');
    expect(mailsTo(winner.email, reminder.subject)).toHaveLength(1);
  });

  it('reminds nobody whose "Prize updates" switch is off', async () => {
    await setPreferences(optedOut, { prizeUpdates: false });
    const awardId = `reminder-draw-${optedOut.userId}:0`;
    const wonAt = new Date(clock - 12 * DAY_MS);
    await awardPrize(system.services, optedOut.userId, {
      awardId,
      drawId: 'nfl-bronze-2026-11-13',
      raffleId: 'nfl-bronze',
      prizeId: 'nfl-merch-pack',
      name: 'NFL Team Merchandise Pack',
      description: 'A prize.',
      value: 250,
      type: 'physical',
      wonAt: wonAt.toISOString(),
      claimDeadline: new Date(wonAt.getTime() + 14 * DAY_MS).toISOString(),
    });
    await runJob('remind-claims');
    expect(await settle(`claim-reminder:${awardId}`)).toBe('never queued');
  });
});
