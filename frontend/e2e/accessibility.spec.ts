import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { clientRoutes } from '@fr/contracts/shell';
import { texts } from '@fr/contracts/texts';
import { newPlayer } from '@fr/backend/testing/test-system';
import { signUpThroughApi, watchErrors } from './support/browser';
import { useBrowserSuite, weekStart } from './support/browser-suite';

const suite = useBrowserSuite();

/** WCAG 2.1 A and AA; issue 12 asks for no serious or critical violation on any route. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every client route of spec §2 and ours, with ids that exist where a route takes one. */
const routes = [
  clientRoutes.home,
  clientRoutes.login,
  clientRoutes.signup,
  clientRoutes.dashboard,
  clientRoutes.raffles,
  '/raffles/nfl-bronze/rules',
  '/raffles/draws/draw-nfl-bronze-2026-11-17',
  '/raffles/nfl-bronze/history',
  clientRoutes.myEntries,
  clientRoutes.leaderboard,
  clientRoutes.prizes,
  clientRoutes.contests,
  clientRoutes.challenges,
  clientRoutes.shop,
  clientRoutes.bank,
  clientRoutes.profile,
  clientRoutes.authCallback,
  clientRoutes.verifyEmail,
  clientRoutes.admin,
  clientRoutes.terms,
  clientRoutes.privacy,
  clientRoutes.officialRules,
  clientRoutes.responsiblePlay,
  clientRoutes.support,
  clientRoutes.forgotPassword,
  clientRoutes.resetPassword,
  clientRoutes.adminForgotPassword,
  clientRoutes.adminResetPassword,
  '/no-such-page',
];

/** The page once its data has arrived: no request in flight and no loading indicator left. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('progressbar')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.getByText(texts.app.loading).first().waitFor({ state: 'detached', timeout: 10_000 });
}

/** Serious and critical violations on the page as it is now, one line each: rule, impact and the first element. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank page to merge frame results, which is slower
  // and once analysed that blank page instead ("document-title" on an empty document).
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ×${violation.nodes.length}, first ${violation.nodes[0]?.html.slice(0, 160)}: ${violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').slice(0, 200)}`,
    );
}

describe('accessibility in a real browser', () => {
  const contexts: Partial<Record<'visitor' | 'player', BrowserContext>> = {};
  beforeAll(async () => {
    suite.system.services.now = () => weekStart;
    contexts.visitor = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.player = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signUpThroughApi(contexts.player, suite.system.url, newPlayer('a11y'));
  });
  afterAll(async () => {
    await contexts.visitor?.close();
    await contexts.player?.close();
  });

  it.each(routes.flatMap((route) => (['visitor', 'player'] as const).map((who) => [who, route] as const)))(
    'axe (WCAG 2.1 AA) finds no serious or critical violation for a %s on %s',
    async (who, route) => {
      const page = await contexts[who]!.newPage();
      await page.goto(`${suite.system.url}${route}`);
      await settled(page);
      const found = await seriousViolations(page, `${who} ${route}`);
      await page.close();
      expect(found).toEqual([]);
    },
  );

  it('the open auth modal and the open mobile menu pass axe too', async () => {
    const page = await contexts.visitor!.newPage();
    await page.goto(suite.system.url);
    await settled(page);
    await page.getByTestId('nav-sign-in').click();
    await page.getByRole('dialog').waitFor();
    const found = await seriousViolations(page, 'visitor auth modal');
    await page.keyboard.press('Escape');
    // The view-mode switch reloads the page into the chosen layout.
    await Promise.all([page.waitForEvent('load'), page.getByTestId('view-mode-mobile').click()]);
    await settled(page);
    await page.getByTestId('menu-toggle').click();
    await page.getByRole('presentation').first().waitFor();
    found.push(...(await seriousViolations(page, 'visitor mobile menu')));
    await page.close();
    expect(found).toEqual([]);
  });

  it('the auth modal works by keyboard alone, and focus returns to the button that opened it', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(suite.system.url);
    await settled(page);

    // Tab from the top of the page to the navigation's Sign In, and open it with Enter.
    const signIn = page.getByTestId('nav-sign-in');
    for (let presses = 0; presses < 20 && !(await signIn.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(signIn.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();

    // Focus is inside the dialog; a wrong e-mail format is refused at the field without a request.
    await expect(dialog.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    await dialog.locator('input[name="email"]').focus();
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Tab');
    await page.keyboard.type('secret-password');
    await page.keyboard.press('Enter');
    await dialog.getByText(texts.auth.invalidEmailMessage).first().waitFor();
    await expect(dialog.locator('input[name="email"]').getAttribute('aria-invalid')).resolves.toBe('true');

    // Escape closes it, and the keyboard user is back where they were.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(signIn.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('the notifications menu and the mobile menu work by keyboard, and focus returns where it was', async () => {
    const page = await contexts.player!.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.system.url}${clientRoutes.shop}`);
    await settled(page);

    const bell = page.getByTestId('notifications-bell');
    await bell.focus();
    await page.keyboard.press('Enter');
    const inbox = page.getByRole('dialog', { name: texts.notifications });
    await inbox.waitFor();
    await page.keyboard.press('Escape');
    await inbox.waitFor({ state: 'detached' });
    await expect(bell.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    // The mobile menu: opened with Enter, Escape closes it and focus is back on the toggle.
    await Promise.all([page.waitForEvent('load'), page.getByTestId('view-mode-mobile').click()]);
    await settled(page);
    const toggle = page.getByTestId('menu-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: texts.app.mainNav });
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await Promise.all([page.waitForEvent('load'), page.getByTestId('view-mode-desktop').click()]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('first minute in a real browser', () => {
  it('a page opened by address, bookmark or reload starts at the top, wherever the last page was scrolled', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(suite.system.url);
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    // A new document by address: before the fix it opened at the last page's position.
    await page.goto(suite.system.url);
    await settled(page);
    // The new document's router scrolls to the top once it has rendered, however long the page takes to get there.
    const atTop = () => expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
    await atTop();

    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.reload();
    await settled(page);
    await atTop();
    await context.close();
  });

  it('a visitor finds Sign In and Sign Up in the navigation, and a sign-in gate opens the auth modal', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${suite.system.url}${clientRoutes.shop}`);
    await page.getByText(texts.app.shopLoginRequired).waitFor();
    await page.getByTestId('nav-sign-up').waitFor();
    await page.getByTestId('gate-sign-in').click();
    await page.getByRole('dialog').getByTestId('sign-in-submit').waitFor();
    await context.close();
  });
});
