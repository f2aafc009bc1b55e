import { describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts/texts';
import { newPlayer } from '@fr/backend/testing/test-system';
import { signUpThroughApi, watchErrors } from './support/browser';
import { lateSunday, screenshots, useBrowserSuite, weekStart } from './support/browser-suite';

const suite = useBrowserSuite();

describe('the core loop in a real browser', () => {
  it('connects the demo provider, syncs teams grouped by sport, and shows a ticket once points beat a projection', async () => {
    suite.system.services.now = () => weekStart;
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signUpThroughApi(context, suite.system.url, newPlayer('loop'));

    await page.goto(suite.system.url);
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
    await page.waitForURL(`${suite.system.url}/dashboard`);
    for (const sport of ['NFL', 'NBA', 'MLB']) {
      await page.getByTestId(`sport-group-${sport}`).waitFor();
      expect(await page.locator(`[data-testid="team-card"][data-sport="${sport}"]`).count()).toBeGreaterThan(0);
    }
    await expect(page.getByTestId('active-tickets-count').innerText()).resolves.toBe('0');
    await page.getByTestId('pre-game-countdown').first().waitFor();

    suite.system.services.now = () => lateSunday;
    await page.getByTestId('dashboard-sync').click();
    await page.getByTestId('active-tickets-count').filter({ hasNotText: /^0$/ }).waitFor();
    const count = Number(await page.getByTestId('active-tickets-count').innerText());
    expect(count).toBeGreaterThan(0);
    await page
      .getByTestId('coin-badge')
      .filter({ hasNotText: /^1,000$/ })
      .waitFor();
    await page.screenshot({ path: `${screenshots}/dashboard-with-tickets.png`, fullPage: true, animations: 'disabled' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
