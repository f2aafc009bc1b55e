import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { analyticsDay, analyticsTexts, presetRange } from '@fr/contracts/analytics';
import { texts } from '@fr/contracts/texts';
import { createAdmin } from '@fr/backend/features/admin/index';
import { signUpVerifiedPlayer, startTestSystem, type TestSystem } from '@fr/backend/testing/test-system';
import { launchChromium, watchErrors } from './support/browser';

const t = texts.admin;
const password = 'a long finance password';
let system: TestSystem;
let browser: Browser;
let buyerName: string;
const lastMonth = presetRange('last_month', analyticsDay(new Date()));

// A package bought in the middle of last month (the product's clock set there), and finance's own account.
beforeAll(async () => {
  system = await startTestSystem({ staticDir: resolve('frontend/dist') });
  browser = await launchChromium();
  await createAdmin(system.services, { username: 'e2e-finance', email: 'e2e-finance@example.com', password, role: 'finance', via: 'cli' });
  const realClock = system.services.now;
  system.services.now = () => new Date(`${lastMonth.from.slice(0, 7)}-15T17:00:00Z`);
  const buyer = await signUpVerifiedPlayer(system, 'e2efin');
  buyerName = buyer.email.split('@')[0]!;
  const purchase = await buyer.client.post('/api/bank/purchase', { amount: 2500 }, { headers: { 'idempotency-key': 'e2e-finance' } });
  expect(purchase.status).toBe(200);
  system.services.now = realClock;
  await system.runner.catchUp();
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

describe('finance in a real browser', () => {
  it("signs in, opens Finance, picks last month and downloads the revenue CSV named by that month's range", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${system.url}/admin`);
    await page.getByLabel(t.usernameOrEmail).fill('e2e-finance');
    await page.getByLabel(t.password, { exact: false }).first().fill(password);
    await page.getByRole('button', { name: t.loginButton }).click();
    await page.getByText(t.loginSuccess).waitFor();

    await page.getByRole('navigation', { name: t.shell.navigation }).getByRole('link', { name: t.sections.finance.label }).click();
    await page.getByText(analyticsTexts.range.zoneNote).waitFor();
    await page.getByLabel(analyticsTexts.range.label).click();
    await page.getByRole('option', { name: analyticsTexts.range.presets.last_month }).click();
    await page.getByTestId('revenue-series').getByText(lastMonth.from.slice(0, 7), { exact: false }).first().waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-revenue').click()]);
    expect(download.suggestedFilename()).toBe(`revenue_${lastMonth.from}_${lastMonth.to}.csv`);
    const [header, ...rows] = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(header).toBe('date,occurred_at,kind,source,payment_id,user_id,username,email,provider,amount_cents,currency,coins');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(
      new RegExp(`^${lastMonth.from.slice(0, 7)}-15,.*,coin_purchase,coin_package:2500,.*,${buyerName},.*,sandbox,999,usd,3000$`),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
