import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTEGRITY_CHECKS_PER_WINDOW,
  INTEGRITY_CHECKS_WINDOW_MS,
  adminRoutes as identityRoutes,
  integrityCheckStream,
  ledgerRoutes,
  player360Routes,
  prizeFulfilmentRoutes,
  texts,
} from '@fr/contracts';
import { integrityCheckDecider } from '../features/ledger';
import { signInAdmin } from '../testing/admin-test-helpers';
import type { TestClient } from '../testing/http-client';
import { signUpPlayer, startTestSystem, type TestSystem } from '../testing/test-system';

const adminRoutes = { ...identityRoutes, ...ledgerRoutes, ...player360Routes, ...prizeFulfilmentRoutes };
const roles = ['anonymous', 'player', 'otherPlayer', 'auditor', 'finance', 'admin'] as const;
type Role = (typeof roles)[number];
interface Row {
  path?: (target: string) => string;
  body?: unknown;
  expected: Record<Role, number>;
}

const statuses = (anonymous: number, players: number, auditor: number, finance: number, admin: number) => ({
  anonymous,
  player: players,
  otherPlayer: players,
  auditor,
  finance,
  admin,
});

/**
 * Every admin route by caller: no session, two players, then each admin role, in that order. `target` is a player
 * the rows lock and then unlock. The `satisfies` makes a new admin route without a row a compile error.
 */
const matrix = {
  adminLogin: { body: { username: 'nobody', password: 'not the password' }, expected: statuses(401, 401, 401, 401, 401) },
  adminLogout: { expected: statuses(200, 200, 200, 200, 200) },
  adminStatus: { expected: statuses(200, 200, 200, 200, 200) },
  adminSetup: {
    body: { token: 'forged', username: 'matrix-admin', email: 'matrix-admin@example.com', password: 'correct horse battery' },
    expected: statuses(400, 400, 400, 400, 400),
  },
  adminTotpEnrol: { expected: statuses(401, 401, 200, 200, 200) },
  // A code from no enrolled secret: each admin role reaches the rule, which refuses it.
  adminTotpConfirm: { body: { code: '000000' }, expected: statuses(401, 401, 422, 422, 422) },
  // The same address six times: the per-address limit (PASSWORD_RESETS_PER_EMAIL, 3) refuses the last three, whoever asks.
  adminForgotPassword: { body: { email: 'nobody@example.com' }, expected: statuses(200, 200, 429, 429, 429) },
  adminResetPassword: { body: { token: 'forged', password: 'correct horse battery' }, expected: statuses(400, 400, 400, 400, 400) },
  adminChangePassword: {
    body: { currentPassword: 'not the password', newPassword: 'another long password' },
    expected: statuses(401, 401, 403, 403, 403),
  },
  adminUsers: { path: () => '/api/admin/users?q=matrix', expected: statuses(401, 401, 200, 200, 200) },
  adminLockUser: { path: (t) => `/api/admin/users/${t}/lock`, body: { reason: 'matrix' }, expected: statuses(401, 401, 403, 403, 200) },
  adminUnlockUser: { path: (t) => `/api/admin/users/${t}/unlock`, body: { reason: 'matrix' }, expected: statuses(401, 401, 403, 403, 200) },
  adminAuditTrail: { expected: statuses(401, 401, 200, 403, 200) },
  adminLedgerStream: { path: (t) => `/api/admin/ledger/players/${t}/events`, expected: statuses(401, 401, 200, 200, 200) },
  adminLedgerBalance: {
    path: (t) => `/api/admin/ledger/players/${t}/balance?asOf=2026-11-01T00:00:00Z`,
    expected: statuses(401, 401, 200, 200, 200),
  },
  adminTrialBalance: { expected: statuses(401, 401, 200, 200, 200) },
  adminIntegrityChecks: { expected: statuses(401, 401, 200, 200, 200) },
  // A check rebuilds every read model: the admin role only (limits below).
  adminRunIntegrityCheck: { expected: statuses(401, 401, 403, 403, 202) },
  // The player 360 (issue 23): read by admin and auditor; its actions are the admin role's. `target` is not verified.
  adminPlayer360: { path: (t) => `/api/admin/players/${t}`, expected: statuses(401, 401, 200, 403, 200) },
  adminSignOutEverywhere: { path: (t) => `/api/admin/players/${t}/sign-out-everywhere`, expected: statuses(401, 401, 403, 403, 200) },
  adminResendVerification: { path: (t) => `/api/admin/players/${t}/resend-verification`, expected: statuses(401, 401, 403, 403, 200) },
  // Prize fulfilment (issue 23): every role reads, only admins act (an unknown prize: 404 once allowed).
  fulfilmentQueue: { expected: statuses(401, 401, 200, 200, 200) },
  fulfilmentDetail: { path: () => '/api/admin/prizes/nobody:0', expected: statuses(401, 401, 404, 404, 404) },
  markPrizeShipped: {
    path: () => '/api/admin/prizes/nobody:0/shipped',
    body: { carrier: 'UPS', trackingNumber: '1Z999AA1' },
    expected: statuses(401, 401, 403, 403, 404),
  },
  markPrizeDelivered: { path: () => '/api/admin/prizes/nobody:0/delivered', expected: statuses(401, 401, 403, 403, 404) },
  markPrizeCashPaid: {
    path: () => '/api/admin/prizes/nobody:0/paid',
    body: { paymentReference: 'ACH-1' },
    expected: statuses(401, 401, 403, 403, 404),
  },
  forfeitPrizeByAdmin: {
    path: () => '/api/admin/prizes/nobody:0/forfeit',
    body: { reason: 'matrix check' },
    expected: statuses(401, 401, 403, 403, 404),
  },
  contactWinner: {
    path: () => '/api/admin/prizes/nobody:0/contact',
    body: { template: 'claim_reminder', contactId: '00000000-0000-4000-8000-000000000000' },
    expected: statuses(401, 401, 403, 403, 404),
  },
  exportPrizeWinners: {
    path: () => '/api/admin/export/prize-winners?from=2026-11-01&to=2026-11-30',
    expected: statuses(401, 401, 403, 200, 200),
  },
} satisfies Record<keyof typeof adminRoutes, Row>;

let system: TestSystem;
let target: string;
const signIns = new Map<Role, () => Promise<TestClient>>();

beforeAll(async () => {
  system = await startTestSystem();
  target = (await signUpPlayer(system, 'matrix')).userId;
  signIns.set('anonymous', async () => system.client());
  for (const role of ['player', 'otherPlayer'] as const) {
    const { email, password } = await signUpPlayer(system, role);
    signIns.set(role, async () => {
      const client = system.client();
      await client.post('/api/auth/signin', { email, password });
      return client;
    });
  }
  for (const role of ['auditor', 'finance', 'admin'] as const) {
    const { admin, password } = await signInAdmin(system, role);
    signIns.set(role, async () => {
      const client = system.client();
      const signedIn = await client.post('/api/admin/auth/login', { username: admin.username, password });
      if (signedIn.status !== 200) throw new Error(`admin sign-in as ${role} failed: ${signedIn.status}`);
      return client;
    });
  }
});
afterAll(async () => {
  await system?.close();
});

describe('admin route-by-role matrix', () => {
  it.each(Object.entries(matrix) as Array<[keyof typeof adminRoutes, Row]>)(
    '%s answers each role exactly as expected',
    async (name, row) => {
      const route = adminRoutes[name];
      const got: Partial<Record<Role, number>> = {};
      const cacheControl = new Set<string | null>();
      for (const role of roles) {
        const client = await signIns.get(role)!();
        const path = row.path?.(target) ?? route.path;
        const response = await client.request(route.method.toUpperCase(), path, route.method === 'get' ? {} : { body: row.body ?? {} });
        got[role] = response.status;
        cacheControl.add(response.headers.get('cache-control'));
      }
      expect(got).toEqual(row.expected);
      // An admin's answers (ledger, exports) must not outlive the request in a cache either.
      expect([...cacheControl]).toEqual(['no-store']);
    },
  );
});

describe('integrity-check limits', () => {
  // No workers: a queued check stays queued until the test completes it.
  let quiet: TestSystem;
  beforeAll(async () => {
    quiet = await startTestSystem({ roles: { workers: false } });
  });
  afterAll(async () => {
    await quiet?.close();
  });

  /** Completes a check as its job would, and waits until the read models show it. */
  const complete = async (checkId: string) => {
    const done = await quiet.services.commands.handle({
      streamId: integrityCheckStream(checkId),
      decider: integrityCheckDecider,
      command: {
        type: 'Complete',
        report: {
          checkId,
          ok: true,
          events: 0,
          projectors: [],
          startedAt: quiet.services.now().toISOString(),
          finishedAt: quiet.services.now().toISOString(),
        },
      },
      context: { now: quiet.services.now() },
      metadata: { actor: 'system', command: 'CompleteIntegrityCheck' },
    });
    await quiet.services.waitForReadModels(done.position);
  };

  it('starts one check at a time, also when two requests race, and a limited number per window', async () => {
    const { client } = await signInAdmin(quiet, 'admin');
    const run = () => client.post('/api/admin/ledger/integrity-checks', {});
    const racing = await Promise.all([run(), run()]);
    expect(racing.map((r) => r.status).sort()).toEqual([202, 409]);
    const waiting = await run();
    expect([waiting.status, waiting.json?.message]).toEqual([409, texts.server.integrityCheckRunning]);
    let checkId = String(racing.find((r) => r.status === 202)!.json?.checkId);
    for (let started = 1; started < INTEGRITY_CHECKS_PER_WINDOW; started++) {
      await complete(checkId);
      const next = await run();
      expect([next.status, next.json?.message]).toEqual([202, texts.server.integrityCheckQueued]);
      checkId = String(next.json?.checkId);
    }
    await complete(checkId);
    const over = await run();
    expect([over.status, over.json?.message]).toEqual([
      429,
      texts.server.integrityCheckLimit(INTEGRITY_CHECKS_PER_WINDOW, INTEGRITY_CHECKS_WINDOW_MS / 3_600_000),
    ]);
  });
});
