import { mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { EXPORT_FILE_NAME } from '@fr/contracts/privacy';
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

/** Signs a new player up through the sign-up dialog and opens Settings on their Profile. */
async function signUpAndOpenSettings(page: Page) {
  const player = newPlayer('yd');
  await page.goto(system.url);
  await page.getByTestId('open-sign-up').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="username"]').fill(player.username);
  await dialog.locator('input[name="email"]').fill(player.email);
  await dialog.locator('input[name="password"]').fill(player.password);
  await dialog.locator('input[name="confirmPassword"]').fill(player.password);
  await dialog.locator('input[name="firstName"]').fill(player.firstName);
  await dialog.getByTestId('sign-up-submit').click();
  await page.waitForURL(`${system.url}/dashboard`);
  await page.goto(`${system.url}/profile`);
  await page.locator('#profile-tab-settings').click();
  return player;
}

describe('"Your data" in Settings, in a real browser', () => {
  it('downloads my data: a zip whose account.json holds my username', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const player = await signUpAndOpenSettings(page);

    const downloading = page.waitForEvent('download');
    await page.getByTestId('download-my-data').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(EXPORT_FILE_NAME);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(JSON.parse(strFromU8(files['account.json']!))).toMatchObject({ username: player.username, email: player.email });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes my account: after the warning and my password I am signed out and cannot sign in again', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const player = await signUpAndOpenSettings(page);

    const section = page.getByTestId('delete-my-account');
    await section.getByText(texts.privacy.deleteWarning).waitFor();
    await section.getByTestId('delete-account-start').click();
    // The sections, with the confirmation open, pass axe (WCAG 2.1 AA) like every page (accessibility.spec.ts).
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode().analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await section.screenshot({ path: `${screenshots}/delete-my-account.png`, animations: 'disabled' });
    await section.getByTestId('delete-account-secret').fill(player.password);
    await section.getByTestId('delete-account-confirm').click();
    await page.getByText(texts.server.privacy.accountDeleted).waitFor();
    await page.waitForURL(`${system.url}/`);
    await page.getByTestId('open-sign-up').waitFor();

    await page.goto(`${system.url}/profile`);
    await page.getByTestId('gate-sign-in').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="email"]').fill(player.email);
    await dialog.locator('input[name="password"]').fill(player.password);
    await dialog.getByTestId('sign-in-submit').click();
    await dialog.getByText(texts.server.invalidCredentials).waitFor();
    await context.close();
  });
});
