import { describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts/texts';
import { prizeFulfilmentTexts as t } from '@fr/contracts/prizes';
import { createAdmin } from '@fr/backend/features/admin/index';
import { shippingAddress } from '@fr/backend/testing/test-system';
import { watchErrors } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { bronzeDraw, enterBronzeDraw } from './support/raffle-entrant';

const suite = useBrowserSuite();
const admin = { username: 'e2e-prizes', password: 'a long admin password' };

describe('prize fulfilment in a real browser', () => {
  it("an admin ships and delivers a winner's claimed prize, and its history names the admin at each step", async () => {
    const { system } = suite;
    await createAdmin(system.services, { ...admin, email: 'e2e-prizes@example.com', role: 'admin', via: 'cli' });
    const playerContext = await suite.browser.newContext();
    await enterBronzeDraw(system, playerContext, 'ful');
    system.services.now = () => bronzeDraw.afterClose;
    expect(await system.jobs.enqueueAndWait('run-draw', { drawId: bronzeDraw.drawId }, { timeoutMs: 30_000 })).toEqual({
      outcome: 'drawn',
    });
    const csrf = (await playerContext.cookies(system.url)).find((c) => c.name === '__csrf')?.value ?? '';
    const claim = await playerContext.request.post(`${system.url}/api/prizes/won/${encodeURIComponent(`${bronzeDraw.drawId}:0`)}/claim`, {
      data: { acceptRules: true, shippingAddress },
      headers: { 'x-csrf-token': csrf },
    });
    expect(claim.status()).toBe(200);
    await playerContext.close();
    await system.services.waitForAllCommitted();

    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${system.url}/admin`);
    await page.getByLabel(texts.admin.usernameOrEmail).fill(admin.username);
    await page.getByLabel(texts.admin.password, { exact: false }).first().fill(admin.password);
    await page.getByRole('button', { name: texts.admin.loginButton }).click();
    await page.getByText(texts.admin.loginSuccess).waitFor();
    await page
      .getByRole('navigation', { name: texts.admin.shell.navigation })
      .getByRole('link', { name: texts.admin.sections.prizes.label })
      .click();

    const row = page.getByTestId('prize-row').filter({ hasText: 'NFL Team Merchandise Pack' });
    await row.getByText(t.states.claimed).waitFor();
    await row.getByRole('button', { name: t.open }).click();
    const dialog = page.getByRole('dialog', { name: t.detailTitle('NFL Team Merchandise Pack') });
    await dialog.getByLabel(t.actions.carrier).fill('UPS');
    await dialog.getByLabel(t.actions.trackingNumber).fill('1Z999AA10123456784');
    await dialog.getByRole('button', { name: t.actions.ship }).click();
    await dialog.getByText(t.historyDetail.shipped('UPS', '1Z999AA10123456784')).first().waitFor();
    await dialog.getByRole('button', { name: t.actions.deliver }).click();

    const history = dialog.getByTestId('prize-history').locator(':scope > *');
    await history.filter({ hasText: t.history.delivered }).filter({ hasText: admin.username }).waitFor();
    await history.filter({ hasText: t.history.shipped }).filter({ hasText: admin.username }).filter({ hasText: 'UPS' }).waitFor();
    expect(await history.allInnerTexts()).toEqual([
      expect.stringContaining(t.history.won),
      expect.stringContaining(t.history.claimed),
      expect.stringContaining(t.history.shipped),
      expect.stringContaining(t.history.delivered),
    ]);
    await row.getByText(t.states.delivered).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
