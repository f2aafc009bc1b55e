import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BANK_PURCHASE_SECTION_ID } from '@fr/contracts/bank';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { expectToast } from '../../../testing/expect-toast';
import { answer, fail, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { bankRoutes } from './bank-test-routes';
import { BankPage } from './bank-page';

const goToCheckout = vi.hoisted(() => vi.fn());
vi.mock('../components/go-to-checkout', () => ({ goToCheckout }));

const t = texts.bank;
const fetchSpy = useStubbedFetch();
const scrolled = vi.fn<(this: Element) => void>();

beforeEach(() => {
  document.cookie = '__csrf=token-123';
  goToCheckout.mockClear();
  scrolled.mockClear();
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderBank(overrides: Handler[] = [], route = '/bank') {
  routeFetch(fetchSpy(), bankRoutes(overrides));
  return renderApp(<BankPage />, { route });
}

const scrolledIds = () => scrolled.mock.contexts.map((element) => (element as Element).id);

describe('get more coins', () => {
  it('shows the four packages with bonus, price, cost per 1,000 and the popular one’s savings', async () => {
    renderBank();
    const popular = await screen.findByTestId('coin-package-2500');
    expect(within(popular).getByText(t.mostPopular)).toBeTruthy();
    expect(within(popular).getByTestId('package-savings').textContent).toBe(t.save(33));
    expect(within(popular).getByText(t.bonus('500'))).toBeTruthy();
    expect(within(popular).getByTestId('package-price').textContent).toBe('$9.99');
    expect(within(popular).getByTestId('package-per-thousand').textContent).toBe(t.perThousand('$3.33'));
    expect(within(screen.getByTestId('coin-package-10000')).queryByTestId('package-savings')).toBeNull();
    expect(within(screen.getByTestId('coin-package-1000')).getByTestId('package-per-thousand').textContent).toBe(t.perThousand('$4.99'));
    expect(screen.queryByTestId('payment-section')).toBeNull();
  });

  it('reveals the payment section for a chosen package, confirms the order summary, then lands on the receipt', async () => {
    const { router } = renderBank([
      answer(apiRoutes.bankPurchase, { status: 'completed', message: 'ok', coinsAdded: 3000, coins: 7200, purchaseId: 'sandbox_1' }),
    ]);
    const buy = within(await screen.findByTestId('coin-package-2500')).getByRole('button');
    expect(buy.textContent).toBe(t.buyPackage);
    fireEvent.click(buy);
    expect(buy.textContent).toBe(t.selectedPackage);
    expect(buy.getAttribute('aria-pressed')).toBe('true');
    const payment = screen.getByTestId('payment-section');
    expect(within(payment).getByText(t.securePayment)).toBeTruthy();
    expect(within(payment).getByText(t.instantDelivery)).toBeTruthy();
    fireEvent.click(screen.getByTestId('pay-card'));
    // Choosing the method charges nothing: the order summary comes first.
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(requestsTo(fetchSpy(), apiRoutes.bankPurchase)).toHaveLength(0);
    expect(within(dialog).getByTestId('confirm-summary').textContent).toBe(
      [
        `${t.summaryPackage}${t.packageName('2,500')}`,
        `${t.summaryCoins}2,500`,
        `${t.summaryBonus}500`,
        `${t.summaryTotal}3,000`,
        `${t.summaryMethod}${t.payWithCard}`,
        `${t.summaryPrice}$9.99`,
      ].join(''),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmPay('$9.99') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bank/receipts/sandbox_1'));
    expect(router.state.location.search).toBe('?purchase=success');
    const [request] = requestsTo(fetchSpy(), apiRoutes.bankPurchase);
    expect(await request!.json()).toEqual({ amount: 2500 });
    expect(request!.headers.get('idempotency-key')).toBeTruthy();
  });

  it('charges nothing when the order summary is cancelled', async () => {
    renderBank();
    fireEvent.click(within(await screen.findByTestId('coin-package-1000')).getByRole('button'));
    fireEvent.click(screen.getByTestId('pay-wallet'));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(within(dialog).getByText(t.payWithWallet)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchSpy(), apiRoutes.bankPurchase)).toHaveLength(0);
    // The package stays chosen: another method can be picked.
    expect(screen.getByTestId('payment-section')).toBeTruthy();
  });

  it('shows TEST MODE on the page and in the summary when the server says its bank is a test one, and not otherwise', async () => {
    renderBank([answer(apiRoutes.bankStatus, { provider: 'sandbox', testMode: true })]);
    expect((await screen.findByTestId('test-mode-banner')).textContent).toBe(`${t.testModeTitle}${t.testMode.sandbox}`);
    fireEvent.click(within(await screen.findByTestId('coin-package-1000')).getByRole('button'));
    fireEvent.click(screen.getByTestId('pay-card'));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    expect(within(dialog).getByTestId('test-mode-banner')).toBeTruthy();
  });

  it('shows no TEST MODE with a live Stripe key', async () => {
    renderBank([answer(apiRoutes.bankStatus, { provider: 'stripe', testMode: false })]);
    await screen.findByTestId('coin-package-1000');
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.bankStatus)).toHaveLength(1));
    expect(screen.queryByTestId('test-mode-banner')).toBeNull();
  });

  it('sends the browser to the checkout page of a pending purchase', async () => {
    const checkoutUrl = 'https://checkout.stripe.test/c/pay/cs_1';
    renderBank([answer(apiRoutes.bankPurchase, { status: 'pending', checkoutUrl, sessionId: 'cs_1' })]);
    fireEvent.click(within(await screen.findByTestId('coin-package-1000')).getByRole('button'));
    fireEvent.click(screen.getByTestId('pay-wallet'));
    fireEvent.click(await screen.findByRole('button', { name: t.confirmPay('$4.99') }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(checkoutUrl));
    expect(requestsTo(fetchSpy(), apiRoutes.coins)).toHaveLength(1);
  });

  it('reports a failed coin purchase', async () => {
    renderBank([answer(apiRoutes.bankPurchase, fail(503, { error: 'bad_gateway', message: texts.server.paymentsUnavailable }))]);
    fireEvent.click(within(await screen.findByTestId('coin-package-5000')).getByRole('button'));
    fireEvent.click(screen.getByTestId('pay-card'));
    fireEvent.click(await screen.findByRole('button', { name: t.confirmPay('$19.99') }));
    await expectToast(t.coinPurchaseFailedTitle, texts.server.paymentsUnavailable);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('"Expand your vault" scrolls to the purchase section', async () => {
    renderBank();
    fireEvent.click(await screen.findByTestId('expand-vault'));
    expect(scrolledIds()).toEqual([BANK_PURCHASE_SECTION_ID]);
  });

  it('lands on the purchase section when arriving with its anchor, once the page has loaded', async () => {
    renderBank([], `/bank#${BANK_PURCHASE_SECTION_ID}`);
    await screen.findByTestId('coin-package-1000');
    await waitFor(() => expect(scrolledIds()).toEqual([BANK_PURCHASE_SECTION_ID]));
  });
});
