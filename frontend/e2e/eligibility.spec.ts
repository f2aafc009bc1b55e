import { describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts/texts';
import { eligibilityOn, eligibilityReason, usStateNames } from '@fr/contracts/eligibility';
import { newPlayer, verificationLink } from '@fr/backend/testing/test-system';
import type { BrowserContext } from 'playwright-core';
import { signUpThroughApi, watchErrors } from './support/browser';
import { screenshots, useBrowserSuite } from './support/browser-suite';

const suite = useBrowserSuite();
const t = texts.eligibility;

/** A signed-up player whose e-mail is verified, as a free entry requires. */
async function verifiedPlayer(context: BrowserContext, tag: string): Promise<void> {
  const { system } = suite;
  const player = newPlayer(tag);
  await signUpThroughApi(context, system.url, player);
  const link = new URL(await verificationLink(system, player.email));
  expect((await context.request.get(`${system.url}/api/auth/verify-email${link.search}`)).status()).toBe(200);
}

describe('eligibility before entry in a real browser', () => {
  it('asks a new player their date of birth and state before the first free entry, then enters', async () => {
    const { system } = suite;
    system.services.now = () => new Date('2026-11-22T17:00:00Z');
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await verifiedPlayer(context, 'elig');

    await page.goto(`${system.url}/raffles`);
    await page.getByTestId('eligibility-tickets-waiting').waitFor();
    const card = page.locator('#nfl-bronze-raffle');
    await card.getByTestId('raffle-free-entry').click();

    const dialog = page.getByRole('dialog', { name: t.dialogTitle });
    await dialog.getByText(t.voidNote).waitFor();
    // The void states are listed and named as void; a player who lives there can say so (the next test).
    const newYork = dialog.locator('option[value="NY"]');
    expect(await newYork.textContent()).toBe(t.stateOption('NY', usStateNames.NY, true));
    await dialog.getByTestId('eligibility-date-of-birth').fill('1990-05-01');
    await dialog.getByTestId('eligibility-state').selectOption('TX');
    await page.screenshot({ path: `${screenshots}/eligibility-dialog.png`, animations: 'disabled' });
    await dialog.getByTestId('eligibility-confirm').click();

    // Declared and eligible: the free entry the player asked for opens at once.
    const entry = page.getByRole('dialog', { name: texts.raffles.freeEntryTitle });
    await entry.getByLabel(texts.raffles.freeEntryAccept).check();
    await entry.getByTestId('free-entry-submit').click();
    await page.getByText(texts.raffles.freeEntryDone).waitFor();
    await card.getByRole('button', { name: texts.raffles.freeEntryUsed }).waitFor();
    expect(await page.getByTestId('eligibility-tickets-waiting').count()).toBe(0);

    // The second entry asks nothing: eligibility is asked once.
    await page.locator('#nfl-silver-raffle').getByTestId('raffle-free-entry').click();
    await page.getByRole('dialog', { name: texts.raffles.freeEntryTitle }).waitFor();
    expect(await page.getByRole('dialog', { name: t.dialogTitle }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a player living in a void state plainly why they cannot enter, and enters nothing', async () => {
    const { system } = suite;
    system.services.now = () => new Date('2026-11-22T17:00:00Z');
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await verifiedPlayer(context, 'eligny');
    const reason = eligibilityReason(eligibilityOn({ dateOfBirth: '1990-05-01', state: 'NY' }, '2026-11-22', 'raffle'), 'NY', 'raffle')!;

    // The player says truthfully where they live, in the dialog the first entry opens, and is told why not.
    await page.goto(`${system.url}/raffles`);
    const card = page.locator('#nfl-bronze-raffle');
    await card.getByTestId('raffle-free-entry').click();
    const dialog = page.getByRole('dialog', { name: t.dialogTitle });
    await dialog.getByTestId('eligibility-date-of-birth').fill('1990-05-01');
    await dialog.getByTestId('eligibility-state').selectOption('NY');
    await dialog.getByTestId('eligibility-confirm').click();
    await page.getByTestId('eligibility-refusal').getByText(reason).waitFor();
    expect(await page.getByRole('dialog', { name: texts.raffles.freeEntryTitle }).count()).toBe(0);
    await page.screenshot({ path: `${screenshots}/eligibility-void-state.png`, animations: 'disabled' });
    const raffles = (await (await context.request.get(`${system.url}/api/raffles`)).json()) as {
      raffles: Array<{ id: string; userTickets: number; freeEntryUsed: boolean }>;
    };
    expect(raffles.raffles.find((r) => r.id === 'nfl-bronze')).toMatchObject({ userTickets: 0, freeEntryUsed: false });

    // Settings say the same, in words.
    await page.goto(`${system.url}/profile`);
    await page.getByRole('tab', { name: texts.profile.tabs.settings }).click();
    const section = page.getByTestId('eligibility-settings');
    await section.getByText(reason).waitFor();
    await context.close();
  });
});
