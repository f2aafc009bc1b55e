import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChallengeAnalytics, RevenueAnalytics } from '@fr/contracts/analytics';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { labels } from './labels';
import { GamificationPanel, LedgerExport, PlatformsPanel, RevenuePanel } from './index';

const fetchSpy = useStubbedFetch();

const card = (label: string) => screen.getAllByTestId('stat-card').find((el) => within(el).queryByText(label))!;

describe('revenue panel', () => {
  it('shows amounts in dollars from cents, the note, and the empty state without sources', async () => {
    const revenue: RevenueAnalytics = {
      totalRevenue: 123456,
      affiliateCommissions: 0,
      coinPurchases: 123456,
      growth: 12.5,
      note: 'Coin purchases are net of refunds and disputes.',
      topEarners: [],
      interval: 'day',
      series: [{ period: '2026-11-20', coinPurchases: 123456, affiliateCommissions: 0 }],
      currency: 'usd',
    };
    routeFetch(fetchSpy(), [answer(apiRoutes.adminRevenueAnalytics, revenue)]);
    renderApp(<RevenuePanel range={{ from: '2026-11-01', to: '2026-11-20' }} />);
    await screen.findByText(labels.totalRevenue);
    expect(within(card(labels.totalRevenue)).getByText('$1,234.56')).toBeTruthy();
    expect(within(card(labels.affiliateCommissions)).getByText('$0.00')).toBeTruthy();
    expect(within(card(labels.growthRate)).getByText('12.5%')).toBeTruthy();
    expect(screen.getByText(revenue.note!)).toBeTruthy();
    expect(screen.getByText(labels.noSources)).toBeTruthy();
    expect(within(screen.getByTestId('revenue-series')).getByText('2026-11-20')).toBeTruthy();
    expect(screen.queryByText('Monthly Recurring')).toBeNull();
    const url = new URL(requestsTo(fetchSpy(), apiRoutes.adminRevenueAnalytics)[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-20' });
  });
});

const economy = {
  openingCirculation: 0,
  totalEarned: 5000,
  totalBought: 3000,
  totalSpent: 1500,
  totalReturned: 500,
  totalExpired: 0,
  circulation: 6000,
};
const range = { from: '2026-11-01', to: '2026-11-20' };

describe('gamification panel', () => {
  it('lists the first 8 challenges with completions over players and the coin economy', async () => {
    const challenges: ChallengeAnalytics[] = Array.from({ length: 10 }, (_, i) => ({
      challengeName: `Challenge ${i + 1}`,
      completions: i,
      totalUsers: 40,
    }));
    routeFetch(fetchSpy(), [answer(apiRoutes.adminChallengeAnalytics, challenges), answer(apiRoutes.adminCoinAnalytics, economy)]);
    renderApp(<GamificationPanel role="admin" range={range} />);
    await screen.findByText(labels.totalEarned);
    const rows = await screen.findAllByTestId('challenge-row');
    expect(rows).toHaveLength(8);
    expect(rows[2]!.textContent).toBe('Challenge 32/40 (5%)');
    expect(within(card(labels.totalBought)).getByText('3,000')).toBeTruthy();
    expect(within(card(labels.totalExpired)).getByText('0')).toBeTruthy();
    expect(within(card(labels.circulation)).getByText('6,000')).toBeTruthy();
  });

  it('says so when no challenge has been completed', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminChallengeAnalytics, []),
      answer(apiRoutes.adminCoinAnalytics, { ...economy, totalEarned: 0, totalBought: 0, totalSpent: 0, totalReturned: 0, circulation: 0 }),
    ]);
    renderApp(<GamificationPanel role="admin" range={range} />);
    await screen.findByText(labels.noChallenges);
  });
});

describe('platforms panel', () => {
  it('shows the empty state when no platform has analytics', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.adminPlatformAnalytics, [])]);
    renderApp(<PlatformsPanel range={range} />);
    await screen.findByText(labels.noPlatforms);
  });
});

describe('ledger export', () => {
  const names: string[] = [];
  const originals = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    names.length = 0;
    URL.createObjectURL = () => 'blob:ledger';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
  });
  afterEach(() => {
    URL.createObjectURL = originals.create;
    URL.revokeObjectURL = originals.revoke;
    vi.restoreAllMocks();
  });

  it('asks for the chosen range and saves ledger_{from}_{to}.csv', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.exportLedger, 'at,amount\n')]);
    renderApp(<LedgerExport />);
    fireEvent.change(screen.getByLabelText(labels.from), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(labels.to), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: labels.exportLedger }));
    await waitFor(() => expect(names).toEqual(['ledger_2026-11-01_2026-11-20.csv']));
    const url = new URL(requestsTo(fetchSpy(), apiRoutes.exportLedger)[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-20' });
  });

  it('offers no export for a range that ends before it starts', () => {
    renderApp(<LedgerExport />);
    fireEvent.change(screen.getByLabelText(labels.from), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText(labels.to), { target: { value: '2026-11-01' } });
    expect((screen.getByRole('button', { name: labels.exportLedger }) as HTMLButtonElement).disabled).toBe(true);
  });
});
