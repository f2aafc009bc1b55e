import { describe, expect, it } from 'vitest';
import { challengesTexts, offeredChallenges } from '@fr/contracts/challenges';
import { CLICK_SUB_ID_PARAM } from '@fr/contracts/contests';
import { findChallengeClick } from '@fr/projections';
import { newPlayer } from '@fr/backend/testing/test-system';
import { signUpThroughApi, watchErrors } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

const suite = useBrowserSuite();
const t = challengesTexts.challenges;
const challenge = offeredChallenges.find((c) => c.id === 'signup-draftkings')!;

describe('partner challenges in a real browser', () => {
  it("a player's Sign Up opens the partner in a new tab through the click route, with their click id, and the card turns pending", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signUpThroughApi(context, suite.system.url, newPlayer('chal'));
    const { userId } = (await (await context.request.get(`${suite.system.url}/api/auth/status`)).json()) as { userId: string };

    await page.goto(`${suite.system.url}/challenges?tab=platform_signup`);
    const card = page.getByTestId('challenge-card').filter({ hasText: challenge.name });
    const link = card.getByRole('link', { name: t.partnerLinkLabel(t.signUp, challenge.name) });
    expect(await link.getAttribute('rel')).toContain('noopener');
    // The new tab is judged by the address it was sent to; the partner's real site is never reached from a test.
    const partnerHost = new URL(challenge.partnerUrl!).host;
    await context.route(
      (url) => url.host === partnerHost,
      (route) => route.fulfill({ status: 200, body: '' }),
    );
    const requested = context.waitForEvent('request', (request) => new URL(request.url()).host === partnerHost);
    const opened = context.waitForEvent('page');
    await link.click();
    const [request, tab] = await Promise.all([requested, opened]);
    expect(tab).not.toBe(page);
    expect(new URL(page.url()).pathname).toBe('/challenges');
    const target = new URL(request.url());
    expect(`${target.origin}${target.pathname}`).toBe(challenge.partnerUrl!.split('?')[0]);
    expect(target.searchParams.get('offer')).toBe('signup');
    const clickId = target.searchParams.get(CLICK_SUB_ID_PARAM) ?? '';
    await card.getByTestId('challenge-pending').waitFor();

    await suite.system.runner.catchUp();
    expect(await findChallengeClick(suite.system.services.pool, clickId)).toMatchObject({ userId, challengeId: challenge.id });
    // No Referral tab: nothing can complete it.
    expect(await page.getByRole('tab', { name: t.tabs.referral }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
