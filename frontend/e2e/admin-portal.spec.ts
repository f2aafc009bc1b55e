import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { texts } from '@fr/contracts/texts';
import { coinReasonLabels } from '@fr/contracts/coins';
import { createAdmin } from '@fr/backend/features/admin/index';
import { signUpPlayer, signUpVerifiedPlayer, startTestSystem, type SignedUpPlayer, type TestSystem } from '@fr/backend/testing/test-system';
import { launchChromium, watchErrors } from './support/browser';

const t = texts.admin;
const panels = texts.panels;
const tiers = texts.tierSettings;
const ledger = texts.ledger;
const password = 'a long admin password';

let system: TestSystem;
let browser: Browser;
let player: SignedUpPlayer;
let playerName: string;

beforeAll(async () => {
  system = await startTestSystem({ staticDir: resolve('frontend/dist') });
  browser = await launchChromium();
  await createAdmin(system.services, { username: 'e2e-admin', email: 'e2e-admin@example.com', password, role: 'admin', via: 'cli' });
  player = await signUpPlayer(system, 'e2elock');
  playerName = player.email.split('@')[0]!;
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

async function logIn(page: Page, username: string) {
  await page.goto(`${system.url}/admin`);
  await page.getByLabel(t.usernameOrEmail).fill(username);
  await page.getByLabel(t.password, { exact: false }).first().fill(password);
  await page.getByRole('button', { name: t.loginButton }).click();
  await page.getByText(t.loginSuccess).waitFor();
}

describe('the admin portal in a real browser', () => {
  it('an admin logs in, finds a player and locks them, and the lock holds', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await logIn(page, 'e2e-admin');
    await expect(page.getByTestId('admin-role').textContent()).resolves.toBe('ADMIN');

    await page.getByRole('link', { name: t.sections.players.label }).click();
    await page.getByLabel(t.users.searchLabel).fill(playerName.slice(0, 12));
    const row = page.getByTestId(`player-${playerName}`);
    await row.getByRole('button', { name: t.users.lock }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.users.reason).fill('chargeback under review');
    await dialog.getByRole('button', { name: t.users.confirm }).click();
    await page.getByText(t.users.lockedToast).waitFor();
    await row.getByText(t.users.locked, { exact: true }).waitFor();
    await page.getByRole('link', { name: t.sections.audit.label }).click();
    await page.getByRole('table', { name: t.auditTrail }).getByText('chargeback under review', { exact: false }).waitFor();

    const signIn = await system.client().post('/api/auth/signin', { email: player.email, password: player.password });
    expect(signIn.status).toBe(403);

    await page.getByRole('button', { name: t.logout }).click();
    await page.getByText(t.loggedOut).waitFor();
    await page.getByRole('button', { name: t.loginButton }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an admin sees real figures and a chart, exports revenue, changes a threshold and audits the ledger', async () => {
    // The first test locked `player`: a buyer of its own.
    const buyer = await signUpVerifiedPlayer(system, 'e2ebuy');
    const buyerName = buyer.email.split('@')[0]!;
    const bought = await buyer.client.post('/api/bank/purchase', { amount: 1000 }, { headers: { 'idempotency-key': randomUUID() } });
    expect(bought.status).toBe(200);
    await system.runner.catchUp();
    const pool = system.services.pool;
    const users = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n;
    const paid = (await pool.query<{ cents: number }>('SELECT coalesce(sum(price_cents), 0)::int AS cents FROM coin_purchases')).rows[0]!
      .cents;
    expect(paid).toBeGreaterThan(0);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await logIn(page, 'e2e-admin');

    // Overview: the figures are the database's, and the sign-ups chart draws bars.
    const totalUsers = page.getByTestId('stat-card').filter({ hasText: panels.totalUsers });
    await totalUsers.getByText(users.toLocaleString('en-US'), { exact: true }).waitFor();
    const bars = page.locator('.MuiBarChart-element');
    await bars.first().waitFor({ state: 'attached' });
    const heights = await bars.evaluateAll((elements) => elements.map((e) => (e as SVGGraphicsElement).getBBox().height));
    expect(heights.some((h) => h > 0)).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: panels.exportRevenue }).click()]);
    expect(download.suggestedFilename()).toMatch(/^revenue_until_\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(header).toBe('date,occurred_at,kind,source,payment_id,user_id,username,email,provider,amount_cents,currency,coins');
    expect(rows.reduce((sum, row) => sum + Number(row.split(',')[9]), 0)).toBe(paid);

    // Settings: a threshold change shows its what-if, is saved, and lands in the audit trail.
    await page.getByRole('link', { name: t.sections.settings.label }).click();
    const threshold = page.getByTestId('tier-Bronze').getByLabel(tiers.threshold);
    await threshold.fill('12.5');
    await threshold.blur();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: tiers.whatIfApply }).click();
    await page.getByText(tiers.updated).first().waitFor();
    await page.getByRole('link', { name: t.sections.audit.label }).click();
    await page.getByRole('table', { name: t.auditTrail }).getByText('Bronze threshold 10 % → 12.5 %', { exact: false }).first().waitFor();
    const saved = await pool.query<{ increase_percentage: string }>(
      `SELECT increase_percentage FROM tier_config WHERE tier_name = 'Bronze'`,
    );
    expect(Number(saved.rows[0]!.increase_percentage)).toBe(12.5);

    // Ledger: the player's purchase on their stream, the trial balance, and an integrity check that passes.
    await page.getByRole('link', { name: t.sections.ledger.label }).click();
    await page.getByLabel(ledger.searchLabel).fill(buyerName.slice(0, 12));
    await page.getByRole('button', { name: buyerName }).click();
    await page
      .getByRole('table', { name: ledger.streamTitle })
      .getByText(coinReasonLabels.coin_purchase, { exact: false })
      .first()
      .waitFor();
    await page.getByText(ledger.matches).waitFor();
    await page.getByTestId('trial-balance-status').getByText(ledger.balanced).waitFor();
    await page.getByRole('button', { name: ledger.runCheck }).click();
    await page.getByText(ledger.status.passed, { exact: true }).first().waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
