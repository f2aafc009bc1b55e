import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELETE_ATTEMPTS_PER_WINDOW,
  DELETE_CONFIRMATION_WORD,
  ERASED_USERNAME,
  TAX_RECORD_RETENTION_YEARS,
  accountStream,
  apiRoutes,
  texts,
} from '@fr/contracts';
import { rebuildProjections, trialBalance } from '@fr/projections';
import { startSmtpStandIn, type SmtpStandIn } from '../../testing/smtp-stand-in';
import { newPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';
import { forgetPassword, playerCredential } from '../../platform/credentials';
import type { TestClient } from '../../testing/http-client';
import { buildDataExportJob, privacyRetentionJob } from './jobs';

let system: TestSystem;
let smtp: SmtpStandIn;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  system = await startTestSystem({ smtp });
});

afterAll(async () => {
  await system?.close();
  await smtp?.close();
});

/** Signs a player up and checks in once: an account, a profile, coins on the ledger. */
async function activePlayer(tag: string) {
  const player = newPlayer(tag);
  const client = system.client();
  const signedUp = await client.post(apiRoutes.authSignUp.path, { ...player, firstName: `First${tag}`, lastName: `Last${tag}` });
  expect(signedUp.status).toBe(201);
  const userId = (signedUp.json!.user as { userId: string }).userId;
  expect((await client.post('/api/gamification/daily-checkin')).status).toBe(200);
  // The export reads the read models: have them apply everything so far, whatever else the server runs meanwhile.
  await system.runner.catchUp();
  return { ...player, firstName: `First${tag}`, lastName: `Last${tag}`, userId, client };
}

/** Downloads an export as bytes, with the client's cookies (the test client reads answers as text). */
async function download(client: TestClient, path: string) {
  const response = await fetch(system.url + path, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-forwarded-for': client.ip },
  });
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** The data-export link mailed to `email`, as it arrived over SMTP (the send-email job runs after the export job). */
async function mailedExportLink(email: string): Promise<string> {
  const mail = await smtp.next(email, new RegExp(texts.server.privacy.exportEmail.subject));
  const match = /https?:\/\/\S+\/api\/privacy\/exports\/[A-Za-z0-9_-]+/.exec(mail.text);
  if (!match) throw new Error(`no export link in "${mail.subject}"`);
  return match[0];
}

/** Every row of every read-model table, as text, for searching. */
async function everyReadModelRow(): Promise<string> {
  const tables = system.services.projectors.flatMap((p) => p.tables.map((t) => t.name));
  const dumps = await Promise.all(
    tables.map(async (table) => JSON.stringify((await system.services.pool.query(`SELECT * FROM ${table}`)).rows)),
  );
  return dumps.join('\n');
}

describe('personal data in the event log', () => {
  it('is never stored in clear: the raw events of a new sign-up hold no username, e-mail or name', async () => {
    const player = await activePlayer('raw');
    const { rows } = await system.services.pool.query<{ stream_id: string; event_id: string; data: unknown }>(
      'SELECT stream_id, event_id, data FROM es_events',
    );
    const raw = JSON.stringify(rows).toLowerCase();
    expect(raw).not.toContain(player.username.toLowerCase());
    expect(raw).not.toContain(player.email.toLowerCase());
    expect(raw).not.toContain(player.firstName.toLowerCase());
    // Through the store, every reader sees the values as written.
    const events = await system.services.store.read(accountStream(player.userId));
    expect(events.find((e) => e.type === 'AccountRegistered')?.data).toMatchObject({ username: player.username, email: player.email });
  });
});

describe('downloading my data', () => {
  it('gives the player a zip of JSON files about them, and nobody else', async () => {
    const player = await activePlayer('exp');
    const answer = await player.client.post(apiRoutes.requestDataExport.path);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ delivery: 'download' });
    const url = String(answer.json!.downloadUrl);

    const zip = await download(player.client, url);
    expect(zip.status).toBe(200);
    expect(zip.type).toBe('application/zip');
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['account.json', 'activity.json', 'sessions.json', 'consents.json']));
    expect(JSON.parse(strFromU8(files['account.json']!))).toMatchObject({ username: player.username, email: player.email });
    const activity = JSON.parse(strFromU8(files['activity.json']!)) as { kind: string }[];
    expect(activity.some((item) => item.kind === 'coins')).toBe(true);
    expect(JSON.parse(strFromU8(files['sessions.json']!))).toHaveLength(1);

    // Another player signed in, or nobody, cannot have it, and learns nothing from the answer.
    const other = await activePlayer('oth');
    expect((await download(other.client, url)).status).toBe(404);
    expect((await download(system.client(), url)).status).toBe(401);
  });
});

describe('a large export', () => {
  it('is built by a job and e-mailed as a link that only its owner can follow', async () => {
    const player = await activePlayer('job');
    const { exportId } = buildDataExportJob.result.parse(
      await system.jobs.enqueueAndWait('build-data-export', { userId: player.userId }, { timeoutMs: 30_000 }),
    );
    expect(exportId).toEqual(expect.any(String));
    const link = new URL(await mailedExportLink(player.email));
    expect(link.pathname).toBe(`/api/privacy/exports/${exportId}`);
    const zip = await download(player.client, link.pathname);
    expect(zip.status).toBe(200);
    expect(JSON.parse(strFromU8(unzipSync(zip.bytes)['account.json']!))).toMatchObject({ username: player.username });
    const other = await activePlayer('jobo');
    expect((await download(other.client, link.pathname)).status).toBe(404);
  });
});

describe('tax records kept for the law', () => {
  it('are erased by the retention job once their period has passed, and not before', async () => {
    const { pool } = system.services;
    const now = system.services.now();
    const yearsAgo = (years: number) => new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
    // Rows as a prize claim stores them (sealed details), one past the retention period and one within it.
    for (const [awardId, storedAt] of [
      ['retention:old', yearsAgo(TAX_RECORD_RETENTION_YEARS + 1)],
      ['retention:new', yearsAgo(TAX_RECORD_RETENTION_YEARS - 1)],
    ] as const) {
      await pool.query(
        `INSERT INTO prize_tax_details (user_id, award_id, redeem_code, details_enc, stored_at) VALUES ('retention-user', $1, 'code', 'sealed', $2)`,
        [awardId, storedAt],
      );
    }
    const result = privacyRetentionJob.result.parse(await system.jobs.enqueueAndWait('privacy-retention', {}, { timeoutMs: 30_000 }));
    expect(result.taxRecords).toBe(1);
    const { rows } = await pool.query(`SELECT award_id FROM prize_tax_details WHERE user_id = 'retention-user'`);
    expect(rows).toEqual([{ award_id: 'retention:new' }]);
  });
});

describe('deleting my account', () => {
  it('refuses a wrong password and changes nothing, a few times at most', async () => {
    const player = await activePlayer('wrong');
    const refused = await player.client.post(apiRoutes.deleteAccount.path, { password: 'not my password' });
    expect(refused.status).toBe(400);
    expect((await player.client.get(apiRoutes.profile.path)).status).toBe(200);
    // Guessing is limited: a stolen session cannot try password after password.
    for (let attempt = 2; attempt <= DELETE_ATTEMPTS_PER_WINDOW; attempt++) {
      expect((await player.client.post(apiRoutes.deleteAccount.path, { password: `guess ${attempt}` })).status).toBe(400);
    }
    expect((await player.client.post(apiRoutes.deleteAccount.path, { password: player.password })).status).toBe(429);
    expect((await player.client.get(apiRoutes.profile.path)).status).toBe(200);
  });

  it('finishes, when sent again, a deletion that stopped after the key and the password were gone', async () => {
    const player = await activePlayer('half');
    // What the first request did before it stopped.
    await system.services.personalKeys.erase(player.userId, system.services.now());
    await forgetPassword(system.services.pool, playerCredential(player.userId));

    expect((await player.client.get(apiRoutes.privacyStatus.path)).json).toEqual({ hasPassword: false });
    const finished = await player.client.post(apiRoutes.deleteAccount.path, { confirmation: DELETE_CONFIRMATION_WORD });
    expect(finished.status).toBe(200);
    expect((await system.services.store.read(accountStream(player.userId))).at(-1)?.type).toBe('AccountErased');
    expect((await player.client.get(apiRoutes.profile.path)).status).toBe(401);
  });

  it('erases the personal data for good, even from a rebuild, while the ledger stays whole', async () => {
    const player = await activePlayer('del');
    const deleted = await player.client.post(apiRoutes.deleteAccount.path, { password: player.password });
    expect(deleted.status).toBe(200);

    // Signed out, and the password no longer opens anything.
    expect((await player.client.get(apiRoutes.profile.path)).status).toBe(401);
    const again = system.client();
    expect((await again.post(apiRoutes.authSignIn.path, { email: player.email, password: player.password })).status).toBe(401);

    // The log reads the erased values (never an error); the key is gone.
    const events = await system.services.store.read(accountStream(player.userId));
    const registered = events.find((e) => e.type === 'AccountRegistered')!;
    expect(registered.data).toMatchObject({ username: '', email: '' });
    expect(registered.metadata.personalDataErased).toBe(true);
    expect(events.at(-1)?.type).toBe('AccountErased');

    await system.runner.catchUp();
    const searched = [player.username, player.email, player.firstName, player.lastName].map((v) => v.toLowerCase());
    const live = (await everyReadModelRow()).toLowerCase();
    for (const value of searched) expect(live).not.toContain(value);
    expect(live).toContain(ERASED_USERNAME.toLowerCase());

    await rebuildProjections(system.services.pool, system.runner);
    const rebuilt = (await everyReadModelRow()).toLowerCase();
    for (const value of searched) expect(rebuilt).not.toContain(value);
    expect((await trialBalance(system.services.pool)).total).toBe(0);

    // The username and e-mail are free for someone new.
    const newcomer = await system
      .client()
      .post(apiRoutes.authSignUp.path, { ...newPlayer('new'), username: player.username, email: player.email });
    expect(newcomer.status).toBe(201);
  });
});
