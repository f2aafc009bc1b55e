import { describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts/texts';
import { watchErrors } from './support/browser';
import { screenshots, useBrowserSuite } from './support/browser-suite';
import { bronzeDraw, enterBronzeDraw } from './support/raffle-entrant';

const suite = useBrowserSuite();

describe('a ticket wins a raffle in a real browser', () => {
  it('finds the card by query, wins the draw, claims the prize in Profile, and the proof page re-computes the winner', async () => {
    const { system } = suite;
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await enterBronzeDraw(system, context, 'win');

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

    system.services.now = () => bronzeDraw.afterClose;
    expect(await system.jobs.enqueueAndWait('run-draw', { drawId: bronzeDraw.drawId }, { timeoutMs: 30_000 })).toEqual({
      outcome: 'drawn',
    });
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

    await page.goto(`${system.url}/raffles/draws/${bronzeDraw.drawId}`);
    await page.locator('[data-testid="proof-verdict"][data-state="matches"]').waitFor();
    await page.getByText(texts.proof.matches).waitFor();
    await page.screenshot({ path: `${screenshots}/draw-proof.png`, fullPage: true, animations: 'disabled' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
