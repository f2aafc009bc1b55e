import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, fail, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { bankRoutes } from './bank-test-routes';
import { BankPage } from './bank-page';
import { ReceiptPage } from './receipt-page';

const t = texts.bank;
const fetchSpy = useStubbedFetch();
const checkoutId = 'a'.repeat(64);
const returned = (outcome: string, id = checkoutId) => `/bank?purchase=${outcome}&checkout=${id}`;

beforeEach(() => {
  document.cookie = '__csrf=token-123';
  Element.prototype.scrollIntoView = () => undefined;
});

function renderBank(route: string, overrides: Handler[] = []) {
  routeFetch(fetchSpy(), bankRoutes(overrides));
  return renderApp(<BankPage />, { route });
}

const outcome = () => screen.findByTestId('purchase-outcome');

describe('the return from the payment page', () => {
  it('says a cancelled purchase charged nothing, and asks nothing about it', async () => {
    renderBank(returned('cancelled'));
    const shown = await outcome();
    expect(within(shown).getByText(t.purchaseCancelledTitle)).toBeTruthy();
    expect(within(shown).getByText(t.purchaseCancelled)).toBeTruthy();
    expect(requestsTo(fetchSpy(), apiRoutes.checkoutStatus)).toHaveLength(0);
  });

  it('waits while the payment is unconfirmed, then says "Purchase Successful!" with the new balance and the receipt', async () => {
    let status: 'pending' | 'completed' = 'pending';
    const { router } = renderBank(returned('success'), [
      answer(
        apiRoutes.checkoutStatus,
        () =>
          status === 'pending'
            ? { status: 'pending', packageAmount: 2500, priceCents: 999, expiresAt: '2026-11-20T18:00:00.000Z' }
            : { status: 'completed', purchaseId: 'cs_test_1', coins: 7200 },
        { checkoutId },
      ),
    ]);
    expect(within(await outcome()).getByText(t.purchasePendingTitle)).toBeTruthy();
    status = 'completed';
    fireEvent.click(await screen.findByTestId('check-again'));
    await waitFor(() => expect(screen.getByText(t.purchaseSuccessTitle)).toBeTruthy());
    expect(screen.getByTestId('new-balance').textContent).toBe(t.newBalance('7,200'));
    // The coins came by the webhook: the balance is read again.
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.coins).length).toBeGreaterThanOrEqual(2));
    fireEvent.click(screen.getByTestId('view-receipt'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bank/receipts/cs_test_1'));
  });

  it('says why a checkout failed', async () => {
    renderBank(returned('success'), [answer(apiRoutes.checkoutStatus, { status: 'failed', reason: 'expired' }, { checkoutId })]);
    // Until the status is read, the return waits as for a pending payment.
    expect(await screen.findByText(t.purchaseFailed.expired)).toBeTruthy();
    expect(within(await outcome()).getByText(t.coinPurchaseFailedTitle)).toBeTruthy();
  });

  it('says an unknown checkout is not found', async () => {
    renderBank(returned('success'), [
      answer(apiRoutes.checkoutStatus, fail(404, { error: 'not_found', message: 'Not found' }), { checkoutId }),
    ]);
    expect(await screen.findByText(t.checkoutNotFound)).toBeTruthy();
  });

  it('asks nothing for a malformed checkout id', async () => {
    renderBank(returned('success', 'nope'));
    expect(within(await outcome()).getByText(t.checkoutNotFound)).toBeTruthy();
    expect(requestsTo(fetchSpy(), apiRoutes.checkoutStatus)).toHaveLength(0);
  });
});

const receipt = {
  purchaseId: 'sandbox_1',
  completedAt: '2026-11-20T23:00:00.000Z',
  coins: 2500,
  bonus: 500,
  totalCoins: 3000,
  priceCents: 999,
  provider: 'sandbox' as const,
  paymentReference: 'sandbox_1',
  testMode: true,
};

function renderReceipt(route: string, overrides: Handler[]) {
  routeFetch(fetchSpy(), bankRoutes(overrides));
  return renderApp(<ReceiptPage />, { route, path: '/bank/receipts/:purchaseId' });
}

describe('the receipt page', () => {
  it('shows the date with its zone, package, coins, bonus, amount, method and reference, marked TEST MODE', async () => {
    renderReceipt('/bank/receipts/sandbox_1?purchase=success', [answer(apiRoutes.purchaseReceipt, receipt, { purchaseId: 'sandbox_1' })]);
    const card = await screen.findByTestId('receipt');
    expect(within(card).getByTestId('test-mode-banner').textContent).toBe(`${t.testModeTitle}${t.testMode.sandbox}`);
    for (const text of [t.packageName('2,500'), '3,000', '$9.99', t.providerNames.sandbox, 'sandbox_1']) {
      expect(within(card).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(card).getByText(/Nov 20, 2026.*(UTC|GMT|[A-Z]{2,4})/)).toBeTruthy();
    // Arriving from a purchase: the success with the balance.
    expect(screen.getByText(t.purchaseSuccessTitle)).toBeTruthy();
    expect(screen.getByTestId('new-balance').textContent).toBe(t.newBalance('4,200'));
  });

  it('marks nothing for a live purchase, and says nothing of success when opened later', async () => {
    renderReceipt('/bank/receipts/cs_live_1', [
      answer(
        apiRoutes.purchaseReceipt,
        { ...receipt, purchaseId: 'cs_live_1', provider: 'stripe', testMode: false },
        { purchaseId: 'cs_live_1' },
      ),
    ]);
    const card = await screen.findByTestId('receipt');
    expect(within(card).queryByTestId('test-mode-banner')).toBeNull();
    expect(within(card).getByText(t.providerNames.stripe)).toBeTruthy();
    expect(screen.queryByText(t.purchaseSuccessTitle)).toBeNull();
  });

  it("says someone else's (or no) receipt is not found", async () => {
    renderReceipt('/bank/receipts/cs_theirs', [
      answer(apiRoutes.purchaseReceipt, fail(404, { error: 'not_found', message: 'Not found' }), { purchaseId: 'cs_theirs' }),
    ]);
    expect((await screen.findByTestId('receipt-not-found')).textContent).toContain(t.receiptNotFound);
  });
});
