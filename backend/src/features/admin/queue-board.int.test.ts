import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uniqueRedisPrefix } from '@fr/projections/testing/test-database';
import { platformJobs } from '../../system/platform-jobs';
import { signInAdmin } from '../../testing/admin-test-helpers';
import type { TestClient } from '../../testing/http-client';
import { signUpPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';
import { features } from '..';
import { jobCatalogueOf } from '../../feature';
import { QUEUE_BOARD_PATH } from './queue-board';

const redisUrl = inject('redisUrl');
// This system's queues, schedulers and jobs live under their own prefix: no other run's workers take them.
const jobsPrefix = uniqueRedisPrefix();
const appQueues = Object.keys(jobCatalogueOf([platformJobs, ...features])).sort();

let system: TestSystem;
const callers = new Map<string, TestClient>();

beforeAll(async () => {
  system = await startTestSystem({ redisUrl, jobsPrefix });
  callers.set('anonymous', system.client());
  callers.set('player', (await signUpPlayer(system, 'board')).client);
  for (const role of ['auditor', 'finance', 'admin'] as const) callers.set(role, (await signInAdmin(system, role)).client);
});
afterAll(async () => {
  await system?.close();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${jobsPrefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const caller = (name: string) => callers.get(name)!;

describe('the queue board (Bull Board) on Redis', () => {
  it.each([`${QUEUE_BOARD_PATH}`, `${QUEUE_BOARD_PATH}/api/queues`])(
    '%s refuses everyone but the admin role, in the API error format',
    async (path) => {
      const got: Record<string, { status: number; error: unknown }> = {};
      for (const name of ['anonymous', 'player', 'auditor', 'finance']) {
        const response = await caller(name).get(path);
        got[name] = { status: response.status, error: response.json?.error };
      }
      // As on every admin route, a player session is no admin session: 401, like no session at all.
      expect(got).toEqual({
        anonymous: { status: 401, error: 'unauthenticated' },
        player: { status: 401, error: 'unauthenticated' },
        auditor: { status: 403, error: 'forbidden' },
        finance: { status: 403, error: 'forbidden' },
      });
      expect((await caller('admin').get(path)).status).toBe(200);
    },
  );

  it('shows the admin the Bull Board page with its scripts', async () => {
    const page = await caller('admin').get(QUEUE_BOARD_PATH);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain(`<base href="${QUEUE_BOARD_PATH}/" />`);
    expect(page.text).toContain('<div id="root">');
    const script = /src="(static\/js\/main\.[^"]+\.js)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const asset = await caller('admin').get(`${QUEUE_BOARD_PATH}/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it("lists every queue the app defines, read-only, through the board's API", async () => {
    const response = await caller('admin').get(`${QUEUE_BOARD_PATH}/api/queues`);
    const queues = response.json?.queues as Array<{ name: string; readOnlyMode: boolean }>;
    expect(queues.map((q) => q.name).sort()).toEqual(appQueues);
    expect(appQueues).toEqual(expect.arrayContaining(['send-email', 'admin-housekeeping']));
    expect(queues.every((q) => q.readOnlyMode)).toBe(true);
  });

  it('refuses changes: without the CSRF header before the board, with it by the board being read-only', async () => {
    const retry = `${QUEUE_BOARD_PATH}/api/queues/send-email/retry/failed`;
    const forged = await caller('admin').request('PUT', retry, { csrf: false });
    expect(forged.status).toBe(403);
    expect(forged.json?.error).toBe('csrf_failed');
    const withToken = await caller('admin').put(retry);
    expect(withToken.status).toBe(405);
    expect(
      await caller('finance')
        .put(retry)
        .then((r) => r.status),
    ).toBe(403);
  });
});

describe('the queue board when jobs run in process (the embedded mode)', () => {
  let embedded: TestSystem;
  let clientDir: string;
  beforeAll(async () => {
    // A built client, so that a path nothing else answers falls through to its shell.html with 200.
    clientDir = await mkdtemp(join(tmpdir(), 'fr-board-client-'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><div id="root" data-prerendered="mobile"></div>');
    await writeFile(join(clientDir, 'shell.html'), '<!doctype html><div id="root"></div>');
    embedded = await startTestSystem({ staticDir: clientDir });
  });
  afterAll(async () => {
    await embedded?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('answers 404 at /admin/queues and below, to an admin too, while the console is still served', async () => {
    const admin = (await signInAdmin(embedded, 'admin')).client;
    for (const path of [
      QUEUE_BOARD_PATH,
      `${QUEUE_BOARD_PATH}/`,
      `${QUEUE_BOARD_PATH}/api/queues`,
      `${QUEUE_BOARD_PATH}/static/js/main.js`,
    ]) {
      const response = await admin.get(path);
      expect({ path, status: response.status, error: response.json?.error }).toEqual({ path, status: 404, error: 'not_found' });
    }
    const page = await admin.get('/admin/draws');
    expect([page.status, page.text]).toEqual([200, expect.stringContaining('<div id="root">')]);
  });
});
