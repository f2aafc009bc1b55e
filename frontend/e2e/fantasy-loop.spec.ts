import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { texts } from '@fr/contracts/texts';
import { newPlayer, startTestSystem, type TestSystem } from '@fr/backend/testing/test-system';
import { launchChromium, signUpThroughApi, watchErrors } from './support/browser';

const screenshots = resolve('test-results/e2e');
/** Tuesday 10:00 New York, the start of a game week: no game has started, every demo team is at 0 points. */
const weekStart = new Date('2026-11-17T15:00:00Z');
/** Sunday 23:30 New York, the same week: the simulated games are nearly over and several teams beat their projection. */
const lateSunday = new Date('2026-11-23T04:30:00Z');

let system: TestSystem;
let browser: Browser;

beforeAll(async () => {
  system = await startTestSystem({
    staticDir: resolve('frontend/dist'),
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test', TRUST_PROXY: 'true', DEMO_PROVIDER: 'true' },
  });
  browser = await launchChromium();
  await mkdir(screenshots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

describe('the core loop in a real browser', () => {
  it('connects the demo provider, syncs teams grouped by sport, and shows a ticket once points beat a projection', async () => {
    system.services.now = () => weekStart;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signUpThroughApi(context, system.url, newPlayer('loop'));

    await page.goto(system.url);
    await page.getByTestId('connect-consent').click();
    const [authorizePage] = await Promise.all([context.waitForEvent('page'), page.getByTestId('connect-button').click()]);
    await authorizePage.waitForLoadState();
    const code = /DEMO-[A-Z0-9-]+/.exec(await authorizePage.locator('body').innerText())?.[0];
    expect(code).toBeTruthy();
    await authorizePage.close();
    await page.getByTestId('auth-code-input').fill(`  ${code}  `);
    await page.getByTestId('complete-connection').click();
    await page.getByText(texts.fantasy.accountConnectedTitle).waitFor();

    await page.getByTestId('sync-button').click();
    await page.waitForURL(`${system.url}/dashboard`);
    for (const sport of ['NFL', 'NBA', 'MLB']) {
      await page.getByTestId(`sport-group-${sport}`).waitFor();
      expect(await page.locator(`[data-testid="team-card"][data-sport="${sport}"]`).count()).toBeGreaterThan(0);
    }
    await expect(page.getByTestId('active-tickets-count').innerText()).resolves.toBe('0');
    await page.getByTestId('pre-game-countdown').first().waitFor();

    system.services.now = () => lateSunday;
    await page.getByTestId('dashboard-sync').click();
    await page.getByTestId('active-tickets-count').filter({ hasNotText: /^0$/ }).waitFor();
    const count = Number(await page.getByTestId('active-tickets-count').innerText());
    expect(count).toBeGreaterThan(0);
    await page.getByTestId('coin-badge').filter({ hasNotText: /^1,000$/ }).waitFor();
    await page.screenshot({ path: `${screenshots}/dashboard-with-tickets.png`, fullPage: true, animations: 'disabled' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
