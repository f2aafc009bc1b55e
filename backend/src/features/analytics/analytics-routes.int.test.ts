import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, analyticsDay, analyticsRoutes, apiRoutes, texts, type AdminRole } from '@fr/contracts';
import { signInAdmin } from '../../testing/admin-test-helpers';
import type { TestClient } from '../../testing/http-client';
import { signUpPlayer, signUpVerifiedPlayer, startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
const clients = new Map<'anonymous' | 'player' | AdminRole, TestClient>();
let day: string;
type AnalyticsRouteName = keyof typeof analyticsRoutes;

beforeAll(async () => {
  system = await startTestSystem();
  day = analyticsDay(system.services.now());
  const buyer = await signUpVerifiedPlayer(system, 'analytics');
  expect((await buyer.client.post('/api/bank/purchase', { amount: 2500 }, { headers: { 'idempotency-key': 'a-1' } })).status).toBe(200);
  clients.set('anonymous', system.client()).set('player', (await signUpPlayer(system, 'analytics')).client);
  for (const role of ['auditor', 'finance', 'admin'] as const) clients.set(role, (await signInAdmin(system, role)).client);
});
afterAll(async () => {
  await system?.close();
});

type Expected = [anonymous: number, player: number, auditor: number, finance: number, admin: number];
const readers: Expected = [401, 401, 200, 403, 200];
const everyRole: Expected = [401, 401, 200, 200, 200];

/** Every analytics route by caller: no session, a player's session, then each admin role. */
const matrix: Record<AnalyticsRouteName, Expected> = {
  adminOverview: readers,
  adminPlatformAnalytics: readers,
  adminRevenueAnalytics: everyRole,
  adminChallengeAnalytics: readers,
  adminCoinAnalytics: everyRole,
  realtimeAnalytics: readers,
  generateMetrics: [401, 401, 403, 403, 200],
  exportRevenue: everyRole,
  exportPlatforms: everyRole,
  exportLedger: everyRole,
  adminPayments: everyRole,
  exportPayments: everyRole,
  financeStatement: everyRole,
  exportStatement: everyRole,
};

const pathOf = (name: AnalyticsRouteName) => {
  if (name === 'exportLedger') return `${apiRoutes[name].path}?from=${day}&to=${day}`;
  if (name === 'financeStatement' || name === 'exportStatement') return `${apiRoutes[name].path}?month=${day.slice(0, 7)}`;
  return apiRoutes[name].path;
};

describe('analytics routes by role', () => {
  it.each(Object.entries(matrix) as Array<[AnalyticsRouteName, Expected]>)('%s', async (name, expected) => {
    const callers = ['anonymous', 'player', 'auditor', 'finance', 'admin'] as const;
    const got = [];
    for (const caller of callers) {
      const client = clients.get(caller)!;
      const route = apiRoutes[name];
      got.push((await client.request(route.method.toUpperCase(), pathOf(name))).status);
    }
    expect(got).toEqual(expected);
  });
});

describe('analytics answers', () => {
  const admin = () => clients.get('admin')!;

  it('the overview counts real players, with real zeros where nothing was recorded', async () => {
    const { json } = await admin().get('/api/admin/dashboard/overview');
    expect(json?.today).toMatchObject({ totalUsers: 2, newSignups: 2, totalClicks: 0 });
    expect(json?.recentSignups).toHaveLength(7);
    expect(json?.topPlatforms).toHaveLength(5);
    expect(json?.conversionRates).toContainEqual({ step: texts.server.funnelStep.first_purchase, completed: 1, total: 2 });
  });

  it('generating metrics answers with the spec text and is idempotent for the day', async () => {
    const first = await admin().post('/api/admin/generate-metrics');
    expect(first.json).toEqual({ success: true, message: 'Metrics Generated', date: addDays(day, -1), written: 1 });
    expect((await admin().post('/api/admin/generate-metrics')).json).toEqual(first.json);
  });

  it('exports download as {kind}_{from}_{to}.csv with a header row, names beside ids and a currency, and the ledger reconciles with the coin analytics of the range', async () => {
    const finance = clients.get('finance')!;
    const revenue = await finance.get(`/api/admin/export/revenue?from=${day}&to=${day}`);
    expect(revenue.headers.get('content-disposition')).toBe(`attachment; filename="revenue_${day}_${day}.csv"`);
    expect(revenue.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = revenue.text.trimEnd().split('\n');
    expect(header).toBe('date,occurred_at,kind,source,payment_id,user_id,username,email,provider,amount_cents,currency,coins');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(
      new RegExp(
        `^${day},\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,coin_purchase,coin_package:2500,.*,analytics[^,]*,[^,]+@[^,]+,sandbox,999,usd,3000$`,
      ),
    );
    const revenueFigure = await finance.get(`/api/admin/analytics/revenue?from=${day}&to=${day}`);
    expect(revenueFigure.json).toMatchObject({ coinPurchases: 999, totalRevenue: 999, affiliateCommissions: 0 });

    const platforms = await finance.get('/api/admin/export/platforms');
    expect(platforms.headers.get('content-disposition')).toBe(`attachment; filename="platforms_until_${day}.csv"`);
    expect(platforms.text).toBe('date,platform,clicks,conversions,commission_cents,currency\n');

    const ledger = await finance.get(`/api/admin/export/ledger?from=${day}&to=${day}`);
    expect(ledger.headers.get('content-disposition')).toBe(`attachment; filename="ledger_${day}_${day}.csv"`);
    const [ledgerHeader = '', ...entries] = ledger.text.trimEnd().split('\n');
    const columns = ledgerHeader.split(',');
    const cell = (line: string, column: string) => line.split(',')[columns.indexOf(column)]!;
    const playerEntries = entries.filter((e) => cell(e, 'account').startsWith('player:'));
    const coins = (await finance.get(`/api/admin/analytics/coins?from=${day}&to=${day}`)).json;
    const sum = (lines: string[]) => lines.reduce((s, e) => s + Number(cell(e, 'amount')), 0);
    expect(sum(entries)).toBe(0);
    expect(sum(playerEntries.filter((e) => cell(e, 'counter_account') === 'system:mint'))).toBe(coins?.totalEarned);
    expect(sum(playerEntries)).toBe(coins?.circulation);
  });

  it('refuses a ledger export without its range or with the range reversed', async () => {
    expect((await admin().get('/api/admin/export/ledger')).status).toBe(400);
    expect((await admin().get(`/api/admin/export/ledger?from=${day}&to=${addDays(day, -1)}`)).status).toBe(400);
  });
});
