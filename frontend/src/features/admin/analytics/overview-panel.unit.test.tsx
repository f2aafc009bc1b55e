import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_OVERVIEW_POLL_MS, type Overview } from '@fr/contracts/analytics';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { expectToast } from '../../../testing/expect-toast';
import { answer, fail, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { labels } from './labels';
import { OverviewPanel } from './overview-panel';

const fetchSpy = useStubbedFetch();

// Writes carry the CSRF cookie's value; with it set, no status call is made first.
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

const overview: Overview = {
  today: { totalUsers: 1234, newSignups: 17, activeUsers: 88, totalSessions: 140, totalClicks: 52 },
  growth: { userGrowth: 1.5, signupGrowth: -20, clickGrowth: 0 },
  recentSignups: ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map((date, i) => ({
    date,
    count: i + 10,
  })),
  topPlatforms: [
    { platform: 'DraftKings', clicks: 40, conversions: 10 },
    { platform: 'FanDuel', clicks: 12, conversions: 3 },
  ],
  conversionRates: [
    { step: 'Signed up', completed: 20, total: 20 },
    { step: 'E-mail verified', completed: 15, total: 20 },
  ],
};

const zeros: Overview = {
  today: { totalUsers: 0, newSignups: 0, activeUsers: 0, totalSessions: 0, totalClicks: 0 },
  growth: { userGrowth: 0, signupGrowth: 0, clickGrowth: 0 },
  recentSignups: overview.recentSignups.map(({ date }) => ({ date, count: 0 })),
  topPlatforms: [],
  conversionRates: [{ step: 'Signed up', completed: 0, total: 0 }],
};

beforeEach(() => {
  // The bar chart measures its container; jsdom has no layout, so an observer that never fires is enough.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

function renderOverview(routes: Handler[], role: 'admin' | 'finance' | 'auditor' = 'admin') {
  routeFetch(fetchSpy(), routes);
  return renderApp(<OverviewPanel role={role} />);
}

const card = (label: string) => screen.getAllByTestId('stat-card').find((el) => within(el).queryByText(label))!;

describe('overview panel', () => {
  it("shows the response's figures with growth against yesterday", async () => {
    renderOverview([answer(apiRoutes.adminOverview, overview)]);
    await screen.findByText(labels.totalUsers);
    expect(within(card(labels.totalUsers)).getByText('1,234')).toBeTruthy();
    expect(within(card(labels.totalUsers)).getByText(labels.vsYesterday(1.5))).toBeTruthy();
    expect(within(card(labels.todaySignups)).getByText('17')).toBeTruthy();
    expect(within(card(labels.todaySignups)).getByText('-20% vs yesterday')).toBeTruthy();
    expect(within(card(labels.activeUsers)).getByText('88')).toBeTruthy();
    expect(within(card(labels.activeUsers)).getByText(labels.sessions(140))).toBeTruthy();
    expect(within(card(labels.platformClicks)).getByText('52')).toBeTruthy();
    expect(screen.getAllByTestId('signup-day').map((el) => el.textContent)).toEqual(
      overview.recentSignups.map((day) => `${day.date}: ${day.count}`),
    );
    const platforms = screen.getAllByTestId('top-platform').map((el) => el.textContent);
    expect(platforms).toEqual(['DraftKings 40 clicks · 25% conversion', 'FanDuel 12 clicks · 25% conversion']);
    expect(screen.getAllByTestId('funnel-step').map((el) => el.textContent)).toEqual([
      'Signed up20/20 (100%)',
      'E-mail verified15/20 (75%)',
    ]);
    expect(screen.queryByText(labels.noSignups)).toBeNull();
  });

  it('shows real zeros and empty states, never sample numbers, when nothing has happened yet', async () => {
    renderOverview([answer(apiRoutes.adminOverview, zeros)]);
    await screen.findByText(labels.totalUsers);
    for (const label of [labels.totalUsers, labels.todaySignups, labels.activeUsers, labels.platformClicks]) {
      expect(within(card(label)).getByText('0')).toBeTruthy();
    }
    expect(screen.getByText(labels.noSignups)).toBeTruthy();
    expect(screen.getByText(labels.noPlatforms)).toBeTruthy();
    expect(screen.getByText(labels.noFunnel)).toBeTruthy();
  });

  it('generates the daily metrics and says so', async () => {
    renderOverview([
      answer(apiRoutes.adminOverview, overview),
      answer(apiRoutes.generateMetrics, { success: true, message: 'Metrics Generated', date: '2026-11-22', written: 1 }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: labels.generateMetrics }));
    await waitFor(() => {
      const toast = screen.getByRole('region', { name: texts.app.notificationsRegion });
      expect(within(toast).getByText(texts.analytics.metricsGenerated)).toBeTruthy();
    });
    expect(requestsTo(fetchSpy(), apiRoutes.generateMetrics)).toHaveLength(1);
  });

  it('hides Generate Daily Metrics from a role the route refuses', async () => {
    renderOverview([answer(apiRoutes.adminOverview, overview)], 'finance');
    await screen.findByRole('button', { name: labels.exportRevenue });
    expect(screen.queryByRole('button', { name: labels.generateMetrics })).toBeNull();
  });
});

describe('exports', () => {
  const saved: { name: string; blob: Blob }[] = [];
  const originals = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

  beforeEach(() => {
    saved.length = 0;
    let last: Blob | undefined;
    URL.createObjectURL = (blob: Blob) => {
      last = blob;
      return 'blob:export';
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: last! });
    });
  });
  afterEach(() => {
    URL.createObjectURL = originals.create;
    URL.revokeObjectURL = originals.revoke;
    vi.restoreAllMocks();
  });

  it('downloads the revenue CSV with the admin cookie, named by its range (everything up to today)', async () => {
    const csv = 'occurred_at,source,amount_cents\n2026-11-22T10:00:00.000Z,Coin package: 1000 coins,499\n';
    renderOverview([answer(apiRoutes.adminOverview, overview), answer(apiRoutes.exportRevenue, csv)]);
    fireEvent.click(await screen.findByRole('button', { name: labels.exportRevenue }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^revenue_until_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await saved[0]!.blob.text()).toBe(csv);
    expect(requestsTo(fetchSpy(), apiRoutes.exportRevenue)[0]!.credentials).toBe('include');
  });

  it('says "Export Failed" when the server refuses, and saves nothing', async () => {
    renderOverview([
      answer(apiRoutes.adminOverview, overview),
      answer(apiRoutes.exportPlatforms, fail(500, { error: 'internal', message: 'boom' })),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: labels.exportPlatforms }));
    await expectToast(texts.analytics.exportFailedTitle, texts.analytics.exportFailed);
    expect(saved).toHaveLength(0);
  });
});

describe('overview polling', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  const setVisibility = (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('asks every minute while the tab is in view and not at all while it is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    renderOverview([answer(apiRoutes.adminOverview, overview)]);
    await screen.findByText(labels.totalUsers);
    const polls = () => requestsTo(fetchSpy(), apiRoutes.adminOverview).length;
    expect(polls()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ADMIN_OVERVIEW_POLL_MS);
    });
    await waitFor(() => expect(polls()).toBe(2));

    act(() => setVisibility('hidden'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * ADMIN_OVERVIEW_POLL_MS);
    });
    expect(polls()).toBe(2);

    act(() => setVisibility('visible'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ADMIN_OVERVIEW_POLL_MS);
    });
    await waitFor(() => expect(polls()).toBe(3));
  });
});
