import { describe, expect, it } from 'vitest';
import type { APIRequestContext } from 'playwright-core';
import { boostName } from '@fr/contracts/shop';
import { texts } from '@fr/contracts/texts';
import { newPlayer } from '@fr/backend/testing/test-system';
import { signUpThroughApi, watchErrors } from './support/browser';
import { screenshots, useBrowserSuite, weekStart } from './support/browser-suite';

const suite = useBrowserSuite();

/** Connects the demo provider and syncs through the API, as the connect card would (issue 3's test drives that UI). */
async function connectAndSync(request: APIRequestContext, csrf: () => Promise<string>): Promise<void> {
  const headers = async () => ({ 'x-csrf-token': await csrf() });
  const { authUrl, state } = (await (
    await request.post(`${suite.system.url}/api/auth/fantasy/initiate`, { headers: await headers() })
  ).json()) as { authUrl: string; state: string };
  const page = await (await request.get(authUrl)).text();
  const code = /DEMO-[A-Z0-9-]+/.exec(page)![0];
  expect(
    (await request.post(`${suite.system.url}/api/auth/fantasy/callback`, { headers: await headers(), data: { code, state } })).status(),
  ).toBe(200);
  expect((await request.post(`${suite.system.url}/api/sync`, { headers: await headers() })).status()).toBe(200);
}

describe('earning and spending coins in a real browser', () => {
  it('checks in, buys a boost, applies it from the Bank, and the dashboard shows the badge, the right balance and the bell', async () => {
    suite.system.services.now = () => weekStart;
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signUpThroughApi(context, suite.system.url, newPlayer('eco'));
    const csrf = async () => (await context.cookies(suite.system.url)).find((c) => c.name === '__csrf')!.value;
    await connectAndSync(context.request, csrf);
    const balance = async () => ((await (await context.request.get(`${suite.system.url}/api/coins`)).json()) as { coins: number }).coins;
    const afterSync = await balance();

    await page.goto(`${suite.system.url}/challenges`);
    await page.getByTestId('checkin-button').click();
    await page.getByText(texts.checkIn.completeTitle).waitFor();
    const afterCheckIn = await balance();
    expect(afterCheckIn).toBeGreaterThan(afterSync);

    await page.goto(`${suite.system.url}/shop`);
    await page.getByTestId('buy-performance-boost-1').click();
    await page.getByRole('dialog', { name: texts.shop.confirmTitle }).getByTestId('confirm-action').click();
    await expect.poll(balance).toBe(afterCheckIn - 500);

    await page.goto(`${suite.system.url}/bank`);
    await page.getByTestId('apply-ready-boost').first().click();
    await page.getByTestId('boost-team-option').first().click();
    await page.getByTestId('apply-boost-confirm').click();
    await page.getByText(texts.server.boostApplied).first().waitFor();

    await page.goto(`${suite.system.url}/dashboard`);
    await page.getByTestId('boost-badge').first().waitFor();
    const shown = (afterCheckIn - 500).toLocaleString('en-US');
    await page.getByTestId('coin-badge').filter({ hasText: shown }).waitFor();
    await page.screenshot({ path: `${screenshots}/dashboard-with-boost.png`, fullPage: true, animations: 'disabled' });

    // The bell counts what happened (the sync, the boost applied); opening it lists them and marks them read.
    const bell = page.getByTestId('notifications-bell');
    await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/unread$/);
    await bell.click();
    await page
      .getByRole('dialog', { name: texts.notifications })
      .getByText(texts.server.notification.boostApplied(boostName('odds_boost_10')!, ''))
      .waitFor();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe(texts.notifications);
    expect(errors).toEqual([]);
    await context.close();
  });
});
