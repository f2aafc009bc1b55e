import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { defaultTiers } from '@fr/contracts/fantasy';
import { apiRoutes } from '@fr/contracts/api-routes';
import { makeDashboard, makeTeam, makeTicket, teamsResponse } from '../../../testing/fantasy-fixtures';
import { answer, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
import { fantasyApi } from '../../../api/fantasy';
import { makeStore } from '../../../stores/store';
import { DashboardPage } from './dashboard-page';

let fetchSpy: ReturnType<typeof stubFetch>;
let tickets = [makeTicket()];

beforeEach(() => {
  fetchSpy = stubFetch();
  routeFetch(fetchSpy, [
    answer(apiRoutes.authStatus, { authenticated: true, configured: true, userId: 'u1' }),
    answer(apiRoutes.teams, teamsResponse([makeTeam()])),
    answer(apiRoutes.dashboard, makeDashboard()),
    answer(apiRoutes.raffleTickets, () => ({ tickets })),
    answer(apiRoutes.tiers, defaultTiers),
  ]);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('dashboard polling', () => {
  it('refetches the summary and the tickets every 30 s, not the teams', async () => {
    // RTK Query schedules each poll with setTimeout once a fetch settles, so the clock is fake from the start; it
    // still follows real time because the store's batched notifications also wait on short timeouts in jsdom.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderApp(<DashboardPage />, { route: '/dashboard' });
    const count = await screen.findByTestId('active-tickets-count');
    expect(count.textContent).toBe('1');
    tickets = [makeTicket(), makeTicket({ tierAchieved: 5 })];

    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(requestsTo(fetchSpy, apiRoutes.dashboard)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    vi.useRealTimers();

    await waitFor(() => expect(count.textContent).toBe('2'));
    expect(requestsTo(fetchSpy, apiRoutes.dashboard)).toHaveLength(2);
    expect(requestsTo(fetchSpy, apiRoutes.raffleTickets)).toHaveLength(2);
    expect(requestsTo(fetchSpy, apiRoutes.teams)).toHaveLength(1);
  });

  it("counts the route's prefetch as the visit's load of the teams, and loads them again on a visit after a poll interval", async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    // As the dashboard route's loader does, before the page's code is in.
    const prefetched = makeStore();
    await prefetched.dispatch(fantasyApi.endpoints.getTeams.initiate(undefined, { subscribe: false }));
    const first = renderApp(<DashboardPage />, { route: '/dashboard', preloadedState: prefetched.getState() });
    await screen.findByTestId('active-tickets-count');
    expect(requestsTo(fetchSpy, apiRoutes.teams)).toHaveLength(1);
    first.unmount();

    vi.setSystemTime(Date.now() + 31_000);
    renderApp(<DashboardPage />, { route: '/dashboard', preloadedState: first.store.getState() });
    await waitFor(() => expect(requestsTo(fetchSpy, apiRoutes.teams)).toHaveLength(2));
  });
});
