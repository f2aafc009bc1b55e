import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { texts } from '@fr/contracts/texts';
import { newPlayer, startTestSystem, type TestSystem } from '@fr/backend/testing/test-system';
import { launchChromium, watchErrors } from './support/browser';

const screenshots = resolve('test-results/e2e');

let system: TestSystem;
let browser: Browser;

beforeAll(async () => {
  system = await startTestSystem({ staticDir: resolve('frontend/dist') });
  browser = await launchChromium();
  await mkdir(screenshots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
});

const coinBadge = (page: Page) => page.getByTestId('coin-badge');

describe('sign-up flow in a real browser', () => {
  it('signs up, lands on the dashboard with 1000 coins, keeps the session and signs out', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const player = newPlayer('e2e');

    await page.goto(system.url);
    await expect(coinBadge(page).count()).resolves.toBe(0);
    await page.getByTestId('open-sign-up').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="username"]').fill(player.username);
    await dialog.locator('input[name="email"]').fill(player.email);
    await dialog.locator('input[name="password"]').fill(player.password);
    await dialog.locator('input[name="confirmPassword"]').fill(player.password);
    await dialog.locator('input[name="firstName"]').fill(player.firstName);
    await dialog.getByTestId('sign-up-submit').click();

    await page.waitForURL(`${system.url}/dashboard`);
    await page.getByText(texts.auth.accountCreatedTitle).waitFor();
    await coinBadge(page).filter({ hasText: '1,000' }).waitFor();

    await page.reload();
    await coinBadge(page).filter({ hasText: '1,000' }).waitFor();

    await page.getByRole('link', { name: texts.app.brandName }).click();
    await page.getByTestId('connect-card').waitFor();
    await expect(page.getByTestId('open-sign-up').count()).resolves.toBe(0);
    await page.screenshot({ path: `${screenshots}/home-signed-in.png`, fullPage: true, animations: 'disabled' });

    await page.getByTestId('sign-out').click();
    await page.getByText(texts.auth.loggedOut).waitFor();
    await coinBadge(page).waitFor({ state: 'detached' });
    await page.getByTestId('open-sign-up').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('lays the home page out for a 375 px phone with a closing menu', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(system.url);
    await page.getByTestId('open-sign-up').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${screenshots}/home-mobile.png`, fullPage: true, animations: 'disabled' });

    await page.getByTestId('menu-toggle').click();
    // The menu's own link: the bottom tab bar has a Raffles link too, and the menu may still be opening.
    await page.getByRole('presentation').getByRole('link', { name: 'Raffles' }).click();
    await page.waitForURL(`${system.url}/raffles`);
    await page.getByRole('heading', { name: texts.pages.raffles }).waitFor();
    await page
      .getByRole('presentation')
      .filter({ has: page.getByRole('link', { name: 'Raffles' }) })
      .waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await context.close();
  });
});
