import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { newPlayer } from '@fr/backend/testing/test-system';
import { signInAdmin } from '@fr/backend/testing/admin-test-helpers';
import { signUpThroughApi, watchErrors } from './support/browser';
import { useBrowserSuite, weekStart } from './support/browser-suite';

const suite = useBrowserSuite();
/** The Bronze draw of the week's Tuesday: 11:59 PM in New York, 8:59 PM in Los Angeles. */
const bronzeDrawTime = 'Nov 17, 2026, 11:59 PM ET (8:59 PM your time)';

let losAngeles: BrowserContext;
beforeAll(async () => {
  suite.system.services.now = () => weekStart;
  losAngeles = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/Los_Angeles' });
});
afterAll(async () => {
  await losAngeles?.close();
});

describe('one clock and copy from live data, in a real browser', () => {
  it('a Los Angeles browser reads draw times in ET with its own time beside them, on the cards and the rules', async () => {
    const page = await losAngeles.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.system.url}/raffles`);
    const card = page.locator('#nfl-bronze-raffle');
    await expect(card.getByTestId('raffle-draw-time').textContent()).resolves.toBe(bronzeDrawTime);
    await page.goto(`${suite.system.url}/raffles/nfl-bronze/rules`);
    await page.getByText(bronzeDrawTime).waitFor();
    await page.getByText('11:59 PM ET (New York time: EST in winter, EDT in summer)', { exact: false }).waitFor();
    expect(await page.locator('body').textContent()).not.toMatch(/\b(UTC|EST)\b(?! in winter)/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a signed-in player reads times in their profile's zone, not the browser's", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/Los_Angeles' });
    await signUpThroughApi(context, suite.system.url, newPlayer('clock'));
    const csrf = (await context.cookies(suite.system.url)).find((c) => c.name === '__csrf')?.value ?? '';
    const saved = await context.request.put(`${suite.system.url}/api/profile/settings`, {
      data: {
        firstName: 'Clock',
        lastName: 'Player',
        timeZone: 'America/Chicago',
        emailPreferences: { drawResults: true, prizeUpdates: true, marketing: false },
      },
      headers: { 'x-csrf-token': csrf },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const page = await context.newPage();
    await page.goto(`${suite.system.url}/raffles`);
    await page.locator('#nfl-bronze-raffle').getByText('Nov 17, 2026, 11:59 PM ET (10:59 PM your time)').waitFor();
    await context.close();
  });

  it("an admin's change to Bronze changes the landing page's figure", async () => {
    const page = await losAngeles.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.system.url}/`);
    const threshold = page.getByTestId('tier-bronze').getByTestId('tier-threshold');
    await expect(threshold.textContent()).resolves.toBe('+10%');
    // The sixteen open draws' prizes, summed from the live raffles.
    await page.getByTestId('prize-pool-amount').getByText('$94,650').waitFor();

    const { client: admin } = await signInAdmin(suite.system, 'admin');
    expect((await admin.put('/api/admin/config/tiers/Bronze', { increasePercentage: 8, ticketCount: 2 })).status).toBe(200);
    await suite.system.runner.catchUp();
    await page.reload();
    await page.getByTestId('tier-bronze').getByText('+8%', { exact: true }).waitFor();
    await page.getByTestId('tier-bronze').getByText('Projected 100, score 108+').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
