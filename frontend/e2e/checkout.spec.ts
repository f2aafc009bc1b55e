import { describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts/texts';
import { newPlayer, verificationLink } from '@fr/backend/testing/test-system';
import { signUpThroughApi, watchErrors } from './support/browser';
import { screenshots, useBrowserSuite } from './support/browser-suite';

const suite = useBrowserSuite();
const t = texts.bank;

describe('buying coins in a real browser', () => {
  it('goes through the order summary to the receipt under TEST MODE, and a cancelled summary charges nothing', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const player = newPlayer('checkout');
    await signUpThroughApi(context, suite.system.url, player);
    // Real money needs a verified owner.
    const link = new URL(await verificationLink(suite.system, player.email));
    expect((await context.request.get(`${suite.system.url}/api/auth/verify-email${link.search}`)).status()).toBe(200);
    const balance = async () => ((await (await context.request.get(`${suite.system.url}/api/coins`)).json()) as { coins: number }).coins;
    const before = await balance();

    await page.goto(`${suite.system.url}/bank`);
    // The embedded system pays into the sandbox bank: the page says so.
    await page.getByTestId('test-mode-banner').filter({ hasText: t.testMode.sandbox }).first().waitFor();
    await page.getByTestId('coin-package-2500').getByTestId('package-buy').click();
    await page.getByTestId('pay-card').click();
    const summary = page.getByRole('dialog', { name: t.confirmTitle });
    await summary.getByTestId('test-mode-banner').waitFor();
    await summary.getByText(t.packageName('2,500')).waitFor();
    await page.screenshot({ path: `${screenshots}/checkout-summary.png`, animations: 'disabled' });
    await summary.getByRole('button', { name: t.cancel }).click();
    await summary.waitFor({ state: 'hidden' });
    expect(await balance()).toBe(before);

    await page.getByTestId('pay-wallet').click();
    await summary.getByText(t.payWithWallet).waitFor();
    await summary.getByRole('button', { name: t.confirmPay('$9.99') }).click();
    await page.waitForURL(/\/bank\/receipts\/sandbox_[0-9a-f]+\?purchase=success$/);
    await page.getByText(t.purchaseSuccessTitle).waitFor();
    const after = (before + 3000).toLocaleString('en-US');
    await page
      .getByTestId('new-balance')
      .filter({ hasText: t.newBalance(after) })
      .waitFor();
    const receipt = page.getByTestId('receipt');
    await receipt.getByTestId('test-mode-banner').waitFor();
    await receipt.getByText('$9.99').waitFor();
    await receipt.getByText(t.providerNames.sandbox).waitFor();
    await page.screenshot({ path: `${screenshots}/checkout-receipt.png`, fullPage: true, animations: 'disabled' });
    expect(await balance()).toBe(before + 3000);
    expect(errors).toEqual([]);
    await context.close();
  });
});
