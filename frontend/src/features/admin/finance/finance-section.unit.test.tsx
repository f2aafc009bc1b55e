import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analyticsTexts, type AdminPaymentsResponse, type MonthlyStatement, type RevenueAnalytics } from '@fr/contracts/analytics';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { FinanceSection } from './index';

const fetchSpy = useStubbedFetch();
const t = analyticsTexts.finance;

const revenue: RevenueAnalytics = {
  totalRevenue: 999,
  affiliateCommissions: 0,
  coinPurchases: 999,
  growth: 0,
  topEarners: [],
  interval: 'day',
  series: [{ period: '2026-10-02', coinPurchases: 999, affiliateCommissions: 0 }],
  currency: 'usd',
};
const payments: AdminPaymentsResponse = {
  truncated: false,
  payments: [
    {
      paymentId: 'cs_1',
      player: { id: 'u-1', kind: 'player', name: 'ada', email: 'ada@example.com' },
      packageCoins: 2500,
      bonusCoins: 500,
      amountCents: 999,
      currency: 'usd',
      status: 'disputed',
      refundedCents: 0,
      disputedCents: 999,
      provider: 'stripe',
      providerReference: 'pi_1',
      testMode: false,
      paidAt: '2026-10-02T15:00:00.000Z',
      reversedAt: '2026-10-03T15:00:00.000Z',
    },
  ],
};
const statement: MonthlyStatement = {
  month: '2026-10',
  from: '2026-10-01',
  to: '2026-10-31',
  currency: 'usd',
  purchases: 1,
  coinsSold: 3000,
  grossRevenueCents: 999,
  refundsCents: 0,
  disputesCents: 999,
  netRevenueCents: 0,
  coinsTakenBack: 3000,
  prizesAwarded: 1,
  prizesValueCents: 5000,
  unspentPurchasedCoins: 0,
  ledger: [{ check: 'Coins sold = coins the bank credited', ours: 3000, theirs: 2500, difference: 500, unit: 'coins' }],
  provider: { unavailable: 'The payment provider could not be reached.', lines: [] },
};

const routes = () =>
  routeFetch(fetchSpy(), [
    answer(apiRoutes.adminRevenueAnalytics, revenue),
    answer(apiRoutes.adminPayments, payments),
    answer(apiRoutes.financeStatement, statement),
  ]);

describe('the Finance page', () => {
  it('shows finance every tab under one range in New York days, revenue over time first', async () => {
    routes();
    renderApp(<FinanceSection role="finance" />);
    expect(screen.getByText(analyticsTexts.range.zoneNote)).toBeTruthy();
    for (const tab of Object.values(t.tabs)) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(within(await screen.findByTestId('revenue-series')).getByText('2026-10-02')).toBeTruthy();
    const asked = new URL(requestsTo(fetchSpy(), apiRoutes.adminRevenueAnalytics)[0]!.url);
    expect(asked.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('lists payments with the player by name, the package and the dispute', async () => {
    routes();
    renderApp(<FinanceSection role="auditor" />);
    fireEvent.click(screen.getByRole('tab', { name: t.tabs.payments }));
    const row = await screen.findByTestId('payment-row');
    expect(within(row).getByText('ada')).toBeTruthy();
    expect(within(row).getByText(t.status.disputed)).toBeTruthy();
    expect(within(row).getByText(t.packageCoins(2500, 500))).toBeTruthy();
    expect(within(row).getByText('pi_1')).toBeTruthy();
  });

  it('shows the statement with each ledger check and its difference', async () => {
    routes();
    renderApp(<FinanceSection role="finance" />);
    fireEvent.click(screen.getByRole('tab', { name: t.tabs.statement }));
    const checks = await screen.findByTestId('statement-reconciliation');
    expect(within(checks).getByText('500')).toBeTruthy();
    expect(screen.queryByText(t.reconciled)).toBeNull();
    expect(within(screen.getByTestId('statement-figures')).getByText('$50.00')).toBeTruthy();
    // The payment provider could not be asked: said in words, beside the ledger checks.
    expect(screen.getByText(statement.provider.unavailable!)).toBeTruthy();
  });

  it('offers every CSV of the range on the Exports tab', async () => {
    routes();
    renderApp(<FinanceSection role="finance" />);
    fireEvent.click(screen.getByRole('tab', { name: t.tabs.exports }));
    for (const kind of ['revenue', 'platforms', 'ledger', 'payments', 'statement'])
      expect(await screen.findByTestId(`export-${kind}`)).toBeTruthy();
  });
});
