import { describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts/texts';
import { scoreTeam, scoringTiers } from '@fr/backend/features/fantasy/index';
import { recordTeam } from '@fr/backend/testing/team-fixtures';
import { newPlayer, verificationLink } from '@fr/backend/testing/test-system';
import { declareEligibilityThroughApi, signUpThroughApi, watchErrors } from './support/browser';
import { screenshots, useBrowserSuite } from './support/browser-suite';

const suite = useBrowserSuite();

/** Week 2026-11-17 settles on Wednesday 2026-11-25; its Bronze tickets enter that night's draw (04:59 UTC). */
const duringWeek = new Date('2026-11-20T15:00:00Z');
const afterSettlement = new Date('2026-11-25T10:00:00Z');
const afterClose = new Date('2026-11-26T05:00:00Z');
const drawId = 'nfl-bronze-2026-11-25';

describe('a ticket wins a raffle in a real browser', () => {
  it('finds the card by query, wins the draw, claims the prize in Profile, and the proof page re-computes the winner', async () => {
    let clock = duringWeek;
    const { system } = suite;
    system.services.now = () => clock;
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const player = newPlayer('win');
    await signUpThroughApi(context, system.url, player);
    const link = new URL(await verificationLink(system, player.email));
    expect((await context.request.get(`${system.url}/api/auth/verify-email${link.search}`)).status()).toBe(200);
    const { userId } = (await (await context.request.get(`${system.url}/api/auth/status`)).json()) as { userId: string };
    // Tickets enter draws once the player has declared an eligible date of birth and state (issue 22).
    await declareEligibilityThroughApi(context, system.url, { dateOfBirth: '1990-05-01', state: 'CA' });

    // A team 200 of 150 projected earns Bronze, Silver and Gold tickets this week; they settle when the week closes.
    const teamId = `e2e-${userId}`;
    const tiers = await scoringTiers(system.services.pool);
    await recordTeam(system.services, { userId, teamId, week: '2026-11-17', currentPoints: 200 });
    await scoreTeam(system.services, userId, teamId, tiers, 'e2e');
    clock = afterSettlement;
    await scoreTeam(system.services, userId, teamId, tiers, 'e2e');
    await system.runner.catchUp();
    await system.jobs.enqueueAndWait('draw-tick', {}, { timeoutMs: 30_000 });
    await system.runner.catchUp();

    // The query pre-selects the filters and scrolls the card into view; one participant with one ticket: 1 in 1.
    await page.goto(`${system.url}/raffles?sport=nfl&tier=bronze`);
    const card = page.locator('#nfl-bronze-raffle');
    await card.waitFor();
    await expect
      .poll(() => card.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < innerHeight))
      .toBe(true);
    await card
      .getByTestId('raffle-odds')
      .filter({ hasText: texts.raffles.odds(1, 1) })
      .waitFor();
    await card
      .getByTestId('raffle-user-tickets')
      .filter({ hasText: texts.raffles.yourTickets(1) })
      .waitFor();
    await page.screenshot({ path: `${screenshots}/raffles-query.png`, animations: 'disabled' });

    clock = afterClose;
    expect(await system.jobs.enqueueAndWait('run-draw', { drawId }, { timeoutMs: 30_000 })).toEqual({ outcome: 'drawn' });
    await system.runner.catchUp();

    await page.goto(`${system.url}/profile`);
    await page.getByRole('tab', { name: texts.profile.tabs.history }).click();
    const prize = page.getByTestId('won-prize').filter({ hasText: 'NFL Team Merchandise Pack' });
    await prize.waitFor();
    await prize.getByRole('button', { name: texts.claim.claimPrize }).click();
    const dialog = page.getByRole('dialog', { name: texts.claim.dialogTitle });
    // A merchandise pack is sent: the claim asks where.
    await dialog.getByLabel(texts.shipping.name).fill('Ada Lovelace');
    await dialog.getByLabel(texts.shipping.line1).fill('12 Main St');
    await dialog.getByLabel(texts.shipping.city).fill('Fresno');
    await dialog.getByLabel(texts.shipping.state).selectOption('CA');
    await dialog.getByLabel(texts.shipping.postalCode).fill('93650');
    await dialog.getByLabel(texts.claim.acceptRules).check();
    await dialog.getByRole('button', { name: texts.claim.submit }).click();
    await page
      .getByTestId('won-prize')
      .filter({ hasText: 'NFL Team Merchandise Pack' })
      .and(page.locator('[data-status="claimed"]'))
      .waitFor();
    await page.getByRole('tab', { name: texts.profile.tabs.redemption }).click();
    await page.getByTestId('redeem-code').first().waitFor();
    await page.screenshot({ path: `${screenshots}/profile-claimed.png`, fullPage: true, animations: 'disabled' });

    await page.goto(`${system.url}/raffles/draws/${drawId}`);
    await page.locator('[data-testid="proof-verdict"][data-state="matches"]').waitFor();
    await page.getByText(texts.proof.matches).waitFor();
    await page.screenshot({ path: `${screenshots}/draw-proof.png`, fullPage: true, animations: 'disabled' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
