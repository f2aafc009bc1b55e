import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { gameWeekOf } from '@fr/contracts/fantasy';
import { leaderboardTexts } from '@fr/contracts/leaderboard';
import { profileTexts } from '@fr/contracts/profile';
import { newPlayer } from '@fr/backend/testing/test-system';
import { recordTeam } from '@fr/backend/testing/team-fixtures';
import { signUpThroughApi, watchErrors } from './support/browser';
import { lateSunday, screenshots, useBrowserSuite } from './support/browser-suite';

const suite = useBrowserSuite();
const t = leaderboardTexts.leaderboard;

/** A player signed up in their own browser context, with their id for the fixtures. */
async function player(tag: string, viewport: { width: number; height: number }) {
  const context = await suite.browser.newContext({ viewport });
  const details = newPlayer(tag);
  await signUpThroughApi(context, suite.system.url, details);
  const status = (await (await context.request.get(`${suite.system.url}/api/auth/status`)).json()) as { userId: string };
  return { context, userId: status.userId, username: details.username };
}

const boardNames = async (context: BrowserContext) => {
  const page = context.pages()[0]!;
  await page.goto(`${suite.system.url}/leaderboard`);
  await page.getByRole('table').waitFor();
  return page.getByTestId(/^leaderboard-(my-)?row$/).allInnerTexts();
};

describe('the leaderboard in a real browser', () => {
  it('ranks two players, highlights your own line, and hides you from everyone once you switch it off in Settings', async () => {
    suite.system.services.now = () => lateSunday;
    const week = gameWeekOf(lateSunday).id;
    const ann = await player('lbann', { width: 1440, height: 900 });
    const bob = await player('lbbob', { width: 390, height: 844 });
    await recordTeam(suite.system.services, { userId: ann.userId, teamId: 'e2e-ann', week, currentPoints: 180, projectedPoints: 120 });
    await recordTeam(suite.system.services, { userId: bob.userId, teamId: 'e2e-bob', week, currentPoints: 110, projectedPoints: 100 });
    await suite.system.runner.catchUp();

    const page = await ann.context.newPage();
    const errors = watchErrors(page);
    await page.goto(suite.system.url);
    await page.getByRole('navigation').getByRole('link', { name: t.navLabel }).click();
    await page.waitForURL(`${suite.system.url}/leaderboard`);
    const mine = page.getByTestId('leaderboard-my-row');
    await mine.waitFor();
    expect(await mine.innerText()).toContain(ann.username);
    expect(await page.getByTestId(/^leaderboard-(my-)?row$/).allInnerTexts()).toEqual([
      expect.stringContaining(ann.username),
      expect.stringContaining(bob.username),
    ]);
    await page.screenshot({ path: `${screenshots}/leaderboard.png`, fullPage: true, animations: 'disabled' });

    await page.goto(`${suite.system.url}/profile?tab=settings`);
    await page.getByLabel(leaderboardTexts.leaderboardSettings.showOnLeaderboard).uncheck();
    await page.getByTestId('settings-save').click();
    await page.getByText(profileTexts.settings.saved).waitFor();
    await page.goto(`${suite.system.url}/leaderboard`);
    await page.getByTestId('leaderboard-hidden').waitFor();
    expect(await page.getByTestId('leaderboard-my-row').count()).toBe(0);

    await bob.context.newPage();
    await suite.system.runner.catchUp();
    const seenByBob = await boardNames(bob.context);
    expect(seenByBob).toEqual([expect.stringContaining(bob.username)]);
    expect(errors).toEqual([]);
    await ann.context.close();
    await bob.context.close();
  });
});
