import { describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts/texts';
import { watchErrors } from './support/browser';
import { screenshots, useBrowserSuite } from './support/browser-suite';
import { bronzeDraw, enterBronzeDraw } from './support/raffle-entrant';

const suite = useBrowserSuite();

describe("a raffle's past draws and the player's own entries in a real browser", () => {
  it('shows a past draw with its winner and proof, the entry that won it, and one sport at a time on /raffles', async () => {
    const { system } = suite;
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const { player } = await enterBronzeDraw(system, context, 'hist');
    system.services.now = () => bronzeDraw.afterClose;
    expect(await system.jobs.enqueueAndWait('run-draw', { drawId: bronzeDraw.drawId }, { timeoutMs: 30_000 })).toEqual({
      outcome: 'drawn',
    });
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
    const row = page.locator(`[data-testid="past-draw"][data-draw-id="${bronzeDraw.drawId}"]`);
    await row
      .getByTestId('past-draw-winner')
      .filter({ hasText: `${texts.raffleHistory.winner}: Test P.` })
      .waitFor();
    expect(await row.textContent()).toContain(`${texts.raffleHistory.entries} 1`);
    expect(await page.locator('main').textContent()).not.toContain(player.email);
    await page.screenshot({ path: `${screenshots}/raffle-history.png`, fullPage: true, animations: 'disabled' });
    await row.getByRole('link', { name: texts.raffleHistory.viewProof }).click();
    await page.waitForURL(`${system.url}/raffles/draws/${bronzeDraw.drawId}`);
    await page.locator('[data-testid="proof-verdict"][data-state="matches"]').waitFor();

    // My entries: the Bronze ticket won, with the way to claim; the Silver and Gold draws are still to come.
    await page.goto(`${system.url}/raffles`);
    await page.getByTestId('my-entries-link').click();
    await page.waitForURL(`${system.url}/raffles/entries`);
    const won = page.locator(`[data-testid="my-entry"][data-draw-id="${bronzeDraw.drawId}"]`);
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
