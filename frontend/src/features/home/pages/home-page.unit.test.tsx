import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, fail, requestsTo, routeFetch, type Reply } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { HomePage } from './home-page';

const fetchSpy = useStubbedFetch();

function renderHome(winners: Reply<typeof apiRoutes.recentWinners>) {
  routeFetch(fetchSpy(), [
    answer(apiRoutes.authStatus, { authenticated: false, configured: true, userId: null }),
    answer(apiRoutes.recentWinners, winners),
  ]);
  renderApp(<HomePage connectCard={() => <div data-testid="connect-slot" />} />);
}

describe('recent winners on the landing page', () => {
  it('lists winners of real draws, first name and initial, each linking to its proof', async () => {
    renderHome({
      winners: [
        {
          name: 'Devin R.',
          prize: '$100 Cash',
          tier: 'Bronze',
          drawId: 'exclusive-bronze-2026-11-22',
          drawnAt: '2026-11-23T12:00:00.000Z',
        },
        {
          name: 'Sam',
          prize: 'NBA VIP Weekend Package',
          tier: 'Gold',
          drawId: 'nba-gold-2026-10-31',
          drawnAt: '2026-11-01T12:00:00.000Z',
        },
      ],
    });
    const rows = await screen.findAllByTestId('recent-winner');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DDevin R. · $100 CashBronze · Nov 23, 2026',
      'SSam · NBA VIP Weekend PackageGold · Nov 1, 2026',
    ]);
    expect(rows[0]!.getAttribute('href')).toBe('/raffles/draws/exclusive-bronze-2026-11-22');
    expect(screen.getByRole('heading', { name: texts.home.recentWinnersTitle })).toBeTruthy();
  });

  it('leaves the section out until a draw has a winner', async () => {
    renderHome({ winners: [] });
    await screen.findByTestId('connect-slot');
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.recentWinners)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: texts.home.recentWinnersTitle })).toBeNull();
  });

  it('leaves the section out when the list cannot be read', async () => {
    renderHome(fail(500));
    await screen.findByTestId('connect-slot');
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.recentWinners)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: texts.home.recentWinnersTitle })).toBeNull();
  });
});
