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

describe("a raffle's past draws and the player's own entries in a real browser", () => {
  it('shows a past draw with its winner and proof, the entry that won it, and one sport at a time on /raffles', async () => {
    let clock = duringWeek;
    const { system } = suite;
    system.services.now = () => clock;
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const player = newPlayer('hist');
    await signUpThroughApi(context, system.url, player);
    const link = new URL(await verificationLink(system, player.email));
    expect((await context.request.get(`${system.url}/api/auth/verify-email${link.search}`)).status()).toBe(200);
    const { userId } = (await (await context.request.get(`${system.url}/api/auth/status`)).json()) as { userId: string };
    // Tickets enter draws only for a player whose declared age and state allow it (issue 22).
    await declareEligibilityThroughApi(context, system.url, { dateOfBirth: '1990-05-01', state: 'CA' });

    // A team 200 of 150 projected earns Bronze, Silver and Gold tickets; once settled they enter their draws.
    const teamId = `e2e-${userId}`;
    const tiers = await scoringTiers(system.services.pool);
    await recordTeam(system.services, { userId, teamId, week: '2026-11-17', currentPoints: 200 });
    await scoreTeam(system.services, userId, teamId, tiers, 'e2e');
    clock = afterSettlement;
    await scoreTeam(system.services, userId, teamId, tiers, 'e2e');
    await system.runner.catchUp();
    await system.jobs.enqueueAndWait('draw-tick', {}, { timeoutMs: 30_000 });
    clock = afterClose;
    expect(await system.jobs.enqueueAndWait('run-draw', { drawId }, { timeoutMs: 30_000 })).toEqual({ outcome: 'drawn' });
    await system.runner.catchUp();

    // /raffles opens on NFL: only its four cards are on the page, and the info panel is folded.
    await page.goto(`${system.url}/raffles`);
    await page.locator('#nfl-bronze-raffle').waitFor();
    expect(await page.getByTestId('raffle-card').evaluateAll((cards) => cards.map((c) => c.id))).toEqual([
      'nfl-bronze-raffle',
      'nfl-silver-raffle',
      'nfl-gold-raffle',
      'nfl-platinum-raffle',
    ]);
    expect(await page.getByRole('button', { name: texts.sections.aboutDraws }).getAttribute('aria-expanded')).toBe('false');

    // The card leads to the raffle's past draws: the draw, its entries, its winner by display name and its proof.
    await page.locator('#nfl-bronze-raffle').getByRole('link', { name: texts.raffleHistory.cardLink }).click();
    await page.waitForURL(`${system.url}/raffles/nfl-bronze/history`);
    const row = page.locator(`[data-testid="past-draw"][data-draw-id="${drawId}"]`);
    await row
      .getByTestId('past-draw-winner')
      .filter({ hasText: `${texts.raffleHistory.winner}: Test P.` })
      .waitFor();
    expect(await row.textContent()).toContain(`${texts.raffleHistory.entries} 1`);
    expect(await page.locator('main').textContent()).not.toContain(player.email);
    await page.screenshot({ path: `${screenshots}/raffle-history.png`, fullPage: true, animations: 'disabled' });
    await row.getByRole('link', { name: texts.raffleHistory.viewProof }).click();
    await page.waitForURL(`${system.url}/raffles/draws/${drawId}`);
    await page.locator('[data-testid="proof-verdict"][data-state="matches"]').waitFor();

    // My entries: the Bronze ticket won, with the way to claim; the Silver and Gold draws are still to come.
    await page.goto(`${system.url}/raffles`);
    await page.getByTestId('my-entries-link').click();
    await page.waitForURL(`${system.url}/raffles/entries`);
    const won = page.locator(`[data-testid="my-entry"][data-draw-id="${drawId}"]`);
    await won
      .getByTestId('my-entry-outcome')
      .filter({ hasText: texts.myEntries.wonPrize('NFL Team Merchandise Pack') })
      .waitFor();
    expect(await won.getByRole('link', { name: texts.myEntries.claim }).getAttribute('href')).toBe('/profile');
    expect(await page.locator('[data-testid="my-entry"][data-outcome="pending"]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${screenshots}/my-entries.png`, fullPage: true, animations: 'disabled' });

    // On a phone, a sport tab from the address holds that sport's cards only, and survives a reload.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${system.url}/raffles?sport=exclusive`);
    await page.locator('#exclusive-bronze-raffle').waitFor();
    await page.reload();
    await page.locator('#exclusive-bronze-raffle').waitFor();
    expect(await page.getByRole('tab', { name: texts.raffles.sports.exclusive }).getAttribute('aria-selected')).toBe('true');
    const ids = await page.getByTestId('raffle-card').evaluateAll((cards) => cards.map((c) => c.id));
    expect(ids).toHaveLength(4);
    expect(ids.every((id) => id.startsWith('exclusive-'))).toBe(true);
    await page.screenshot({ path: `${screenshots}/raffles-phone-tab.png`, fullPage: true, animations: 'disabled' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
