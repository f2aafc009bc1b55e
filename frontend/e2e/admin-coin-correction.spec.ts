import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COIN_ADJUSTMENT_APPROVAL_ABOVE } from '@fr/contracts/coin-adjustments';
import { texts } from '@fr/contracts/texts';
import { createAdmin } from '@fr/backend/features/admin/index';
import { coinsOf, signUpPlayer } from '@fr/backend/testing/test-system';
import { useBrowserSuite } from './support/browser-suite';
import { watchErrors } from './support/browser';

const t = texts.admin;
const c = texts.coinAdjustments;
const password = 'a long admin password';
const suite = useBrowserSuite();

/** A fresh browser context signed in to the console as `username`, on the Players section. */
async function adminOnPlayers(username: string): Promise<{ page: Page; errors: string[] }> {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${suite.system.url}/admin`);
  await page.getByLabel(t.usernameOrEmail).fill(username);
  await page.getByLabel(t.password, { exact: false }).first().fill(password);
  await page.getByRole('button', { name: t.loginButton }).click();
  await page.getByText(t.loginSuccess).waitFor();
  await page.getByRole('navigation', { name: t.shell.navigation }).getByRole('link', { name: t.sections.players.label }).click();
  return { page, errors };
}

describe('coin adjustments with four eyes in a real browser', () => {
  it("one admin's grant above the threshold waits for a second admin and changes the balance exactly once", async () => {
    const { system } = suite;
    for (const username of ['e2e-adjust-a', 'e2e-adjust-b']) {
      await createAdmin(system.services, { username, email: `${username}@example.com`, password, role: 'admin', via: 'cli' });
    }
    const player = await signUpPlayer(system, 'e2eadj');
    const username = player.email.split('@')[0]!;
    const before = await coinsOf(player.client);
    const amount = COIN_ADJUSTMENT_APPROVAL_ABOVE + 500;
    const reason = 'Goodwill for the outage on Sunday';

    // Admin A finds the player, opens their page and asks for the grant: the dialog says a second admin must approve.
    const a = await adminOnPlayers('e2e-adjust-a');
    await a.page.getByLabel(t.users.searchLabel).fill(username);
    await a.page.getByTestId(`player-${username}`).getByRole('link', { name: username }).click();
    await a.page.getByTestId('player-balance').getByRole('button', { name: c.adjust }).click();
    const dialog = a.page.getByRole('dialog');
    await dialog.getByLabel(c.amount).fill(String(amount));
    await dialog.getByLabel(c.reason).fill(reason);
    await dialog.getByTestId('adjust-approval-note').getByText(c.needsApproval(COIN_ADJUSTMENT_APPROVAL_ABOVE)).waitFor();
    await dialog.getByRole('button', { name: c.submit }).click();
    await a.page.getByText(texts.server.coinAdjustmentRequested).waitFor();

    // Admin A sees it pending in Players and cannot approve their own request.
    await a.page.getByRole('navigation', { name: t.shell.navigation }).getByRole('link', { name: t.sections.players.label }).click();
    const ownRow = a.page.getByTestId('pending-approvals').getByRole('row').filter({ hasText: reason });
    await ownRow.waitFor();
    expect(await ownRow.getByRole('button', { name: c.approve }).isDisabled()).toBe(true);
    await system.services.waitForAllCommitted();
    expect(await coinsOf(player.client)).toBe(before);

    // Admin B, in a second browser, approves it in Players.
    const b = await adminOnPlayers('e2e-adjust-b');
    const row = b.page.getByTestId('pending-approvals').getByRole('row').filter({ hasText: reason });
    await row.getByRole('button', { name: c.approve }).click();
    await b.page.getByText(texts.server.coinAdjustmentApproved).waitFor();
    await b.page.getByTestId('pending-approvals').getByText(c.nonePending).waitFor();

    await system.services.waitForAllCommitted();
    expect(await coinsOf(player.client)).toBe(before + amount);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.page.context().close();
    await b.page.context().close();
  });
});
