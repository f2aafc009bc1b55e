import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { apiRoutes } from '@fr/contracts/api-routes';
import { defaultTiers } from '@fr/contracts/fantasy';
import { texts } from '@fr/contracts/texts';
import { makeDashboard } from '../../../testing/fantasy-fixtures';
import { answer, fail, holdReply, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { DashboardContent } from './dashboard-content';

const fetchSpy = useStubbedFetch();
const statusAnswer = answer(apiRoutes.authStatus, { authenticated: true, configured: true, userId: 'u1' });

describe('dashboard content', () => {
  it('shows the page heading from the first render, while its answers are still on their way', async () => {
    const teams = holdReply(apiRoutes.teams);
    routeFetch(fetchSpy(), [
      statusAnswer,
      teams.handler,
      answer(apiRoutes.dashboard, makeDashboard()),
      answer(apiRoutes.raffleTickets, { tickets: [] }),
      answer(apiRoutes.tiers, defaultTiers),
    ]);
    renderApp(<DashboardContent />);
    expect(screen.getByRole('heading', { level: 1, name: texts.pages.dashboard })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();

    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.teams)).toHaveLength(1));
    teams.settle({ teams: { NFL: [], NBA: [], MLB: [] } });
    // No teams: the connect step, under the same heading, which shows once.
    expect(await screen.findByTestId('connect-fantasy')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1, name: texts.pages.dashboard })).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the heading above the error when the first load fails', async () => {
    routeFetch(fetchSpy(), [
      statusAnswer,
      answer(apiRoutes.teams, fail(500)),
      answer(apiRoutes.dashboard, makeDashboard()),
      answer(apiRoutes.raffleTickets, { tickets: [] }),
      answer(apiRoutes.tiers, defaultTiers),
    ]);
    renderApp(<DashboardContent />);
    expect(await screen.findByText(texts.dashboard.loadFailed)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: texts.pages.dashboard })).toBeTruthy();
  });
});
