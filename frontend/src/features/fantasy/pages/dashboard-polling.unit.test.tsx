import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { defaultTiers } from '@fr/contracts/fantasy';
import { apiRoutes } from '@fr/contracts/api-routes';
import { makeDashboard, makeTeam, makeTicket, teamsResponse } from '../../../testing/fantasy-fixtures';
import { answer, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { stubFetch } from '../../../testing/stub-fetch';
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
});
