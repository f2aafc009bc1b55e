import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { clientRoutes, navLinks } from '@fr/contracts/shell';
import { notificationsTexts } from '@fr/contracts/notifications';
import { texts } from '@fr/contracts/texts';
import { newPlayer } from '@fr/backend/testing/test-system';
import { signUpThroughApi, watchErrors } from './support/browser';
import { useBrowserSuite, weekStart } from './support/browser-suite';

const suite = useBrowserSuite();

/** A phone: narrower than the desktop breakpoint, so the app opens in its mobile view mode by itself. */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const tabBar = (page: Page) => page.getByRole('navigation', { name: texts.app.tabBarNav, exact: true });

describe('navigation on a phone in a real browser', () => {
  const contexts: Partial<Record<'visitor' | 'player', BrowserContext>> = {};
  beforeAll(async () => {
    suite.system.services.now = () => weekStart;
    contexts.visitor = await suite.browser.newContext(phone);
    contexts.player = await suite.browser.newContext(phone);
    await signUpThroughApi(contexts.player, suite.system.url, newPlayer('phone'));
  });
  afterAll(async () => {
    await contexts.visitor?.close();
    await contexts.player?.close();
  });

  it('the bottom tab bar shows every destination and the bell, goes where it says and marks where the player is', async () => {
    const page = await contexts.player!.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.system.url}${clientRoutes.dashboard}`);
    const bar = tabBar(page);
    await bar.waitFor();
    const links = bar.getByRole('link');
    await expect(links.allTextContents()).resolves.toEqual(navLinks.map((link) => link.label));
    await expect(bar.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).resolves.toBe('page');
    const bell = bar.getByRole('button', { name: notificationsTexts.inbox.bellLabel(0), exact: false });
    await expect(bell.isVisible()).resolves.toBe(true);

    // The bar is pinned to the bottom of the screen.
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);

    await bar.getByRole('link', { name: 'Challenges' }).click();
    await page.waitForURL(`${suite.system.url}${clientRoutes.challenges}`);
    await page.getByRole('heading', { level: 1, name: texts.pages.challenges }).waitFor();
    await expect(bar.getByRole('link', { name: 'Challenges' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(bar.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).resolves.toBeNull();

    // Scrolled to the end, the page's last line (the footer) ends above the bar rather than under it.
    // (Scrolled again on each look: the page may still grow as its data arrives.)
    const footer = page.getByRole('contentinfo');
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const end = (await footer.boundingBox())!;
        return end.y + end.height <= box.y + 1;
      })
      .toBe(true);

    await bell.click();
    const inbox = page.getByRole('dialog', { name: texts.notifications });
    await inbox.waitFor();
    await page.keyboard.press('Escape');
    await inbox.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the visitor's header shows Sign Up, which opens the sign-up page", async () => {
    const page = await contexts.visitor!.newPage();
    const errors = watchErrors(page);
    await page.goto(suite.system.url);
    const signUp = page.getByRole('banner').getByRole('link', { name: texts.app.signUp });
    await signUp.waitFor();
    await expect(tabBar(page).isVisible()).resolves.toBe(true);
    await signUp.click();
    await page.waitForURL(`${suite.system.url}${clientRoutes.signup}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a desktop has no tab bar, and its visitor header keeps Sign Up', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(suite.system.url);
    await page.getByRole('banner').getByRole('button', { name: texts.app.signUp }).waitFor();
    await expect(tabBar(page).count()).resolves.toBe(0);
    await context.close();
  });
});
