import { describe, expect, it } from 'vitest';
import { CLICK_SUB_ID_PARAM, contestById, contestsTexts } from '@fr/contracts/contests';
import { findAffiliateClick } from '@fr/projections';
import { newPlayer } from '@fr/backend/testing/test-system';
import { signUpThroughApi, watchErrors } from './support/browser';
import { screenshots, useBrowserSuite } from './support/browser-suite';

const suite = useBrowserSuite();
const t = contestsTexts.contests;
const contest = contestById('dk-nfl-sunday-millionaire')!;

describe('partner contests in a real browser', () => {
  it('a player opens a contest and clicks Join: the click is recorded and the partner link opens in a new tab with its sub-id', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signUpThroughApi(context, suite.system.url, newPlayer('contest'));
    const { userId } = (await (await context.request.get(`${suite.system.url}/api/auth/status`)).json()) as { userId: string };

    await page.goto(`${suite.system.url}/contests`);
    await page.getByRole('heading', { name: t.more }).waitFor();
    await page.getByRole('button', { name: `${t.details}: ${contest.title}` }).click();
    const dialog = page.getByRole('dialog', { name: contest.title });
    await dialog.getByText(contest.requirements[0]!).waitFor();
    await dialog.getByText(t.disclosure).waitFor();
    await page.screenshot({ path: `${screenshots}/contest-details.png`, animations: 'disabled' });

    // The new tab is judged by the address it was opened at; the partner's real site is never reached from a test.
    const partnerHost = new URL(contest.affiliateUrl).host;
    await context.route(
      (url) => url.host === partnerHost,
      (route) => route.fulfill({ status: 200, body: '' }),
    );
    const requested = context.waitForEvent('request', (request) => new URL(request.url()).host === partnerHost);
    const opened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: t.join(contest.platform) }).click();
    const [request, tab] = await Promise.all([requested, opened]);
    expect(tab).not.toBe(page);
    expect(request.isNavigationRequest()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/contests');
    const clickId = new URL(request.url()).searchParams.get(CLICK_SUB_ID_PARAM) ?? '';
    const expected = new URL(contest.affiliateUrl);
    expected.searchParams.set(CLICK_SUB_ID_PARAM, clickId);
    expect(request.url()).toBe(expected.toString());

    // The click answered once appended; the read model has it once the projections caught up.
    await suite.system.runner.catchUp();
    expect(await findAffiliateClick(suite.system.services.pool, clickId)).toMatchObject({
      userId,
      contestId: contest.id,
      platform: contest.platform,
      url: request.url(),
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
