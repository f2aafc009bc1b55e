import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { rafflesTexts, type PastDraw, type RaffleHistoryResponse } from '@fr/contracts/raffles';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, fail, requestsTo, routeFetch, type Reply } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { RaffleHistoryPage } from './raffle-history-page';

const t = rafflesTexts.raffleHistory;
const fetchSpy = useStubbedFetch();

const draw = (drawId: string, overrides: Partial<PastDraw> = {}): PastDraw => ({
  drawId,
  status: 'drawn',
  closesAt: '2026-11-25T04:59:00.000Z',
  drawnAt: '2026-11-25T05:00:00.000Z',
  entryCount: 12,
  totalTickets: 15,
  participants: 9,
  prize: 'NFL Team Merchandise Pack',
  winner: 'Devin R.',
  ...overrides,
});

const history = (draws: PastDraw[], page: number, total: number): RaffleHistoryResponse => ({
  raffleId: 'nfl-bronze',
  raffleName: 'NFL Bronze Raffle',
  sport: 'nfl',
  tier: 'bronze',
  draws,
  page,
  pageSize: 2,
  total,
});

function renderHistory(
  route: string,
  reply: Reply<typeof apiRoutes.raffleHistory> | ((request: Request) => Reply<typeof apiRoutes.raffleHistory>),
) {
  routeFetch(fetchSpy(), [answer(apiRoutes.raffleHistory, reply, { raffleId: 'nfl-bronze' })]);
  return renderApp(
    <Routes>
      <Route path="/raffles/:raffleId/history" element={<RaffleHistoryPage />} />
    </Routes>,
    { route },
  );
}

describe("a raffle's past draws", () => {
  const pages = () => {
    const answers: Record<string, RaffleHistoryResponse> = {
      '1': history(
        [draw('nfl-bronze-2026-11-24'), draw('nfl-bronze-2026-11-23', { status: 'no_entries', entryCount: 0, winner: null })],
        1,
        3,
      ),
      '2': history([draw('nfl-bronze-2026-11-22', { status: 'closed', drawnAt: null, winner: null })], 2, 3),
    };
    return (request: Request) => answers[new URL(request.url).searchParams.get('page')!]!;
  };

  it('lists each draw with its entries, prize, winner and proof', async () => {
    renderHistory('/raffles/nfl-bronze/history', pages());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(t.title('NFL Bronze Raffle'));
    const rows = screen.getAllByTestId('past-draw');
    expect(rows.map((row) => row.getAttribute('data-draw-id'))).toEqual(['nfl-bronze-2026-11-24', 'nfl-bronze-2026-11-23']);
    const first = within(rows[0]!);
    expect(first.getByTestId('past-draw-winner').textContent).toBe(`${t.winner}: Devin R.`);
    expect(first.getByText(`${t.entries} 12 · ${t.tickets} 15 · ${t.players} 9`)).toBeTruthy();
    expect(first.getByText(`${t.prize}: NFL Team Merchandise Pack`)).toBeTruthy();
    expect(first.getByRole('link', { name: t.viewProof }).getAttribute('href')).toBe('/raffles/draws/nfl-bronze-2026-11-24');
    expect(within(rows[1]!).getByTestId('past-draw-winner').textContent).toBe(`${t.winner}: ${t.noWinner}`);
    expect(screen.getByRole('link', { name: t.back }).getAttribute('href')).toBe('/raffles?sport=nfl');
  });

  it('pages through the draws with the page in the address', async () => {
    const { router } = renderHistory('/raffles/nfl-bronze/history', pages());
    await screen.findAllByTestId('past-draw');

    fireEvent.click(within(screen.getByTestId('past-draws-pagination')).getByRole('button', { name: `${rafflesTexts.pager.label}: 2` }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    const second = await screen.findByText(`${t.winner}: ${t.statuses.closed}`);
    expect(second.closest('[data-testid="past-draw"]')!.getAttribute('data-draw-id')).toBe('nfl-bronze-2026-11-22');
    expect(requestsTo(fetchSpy(), apiRoutes.raffleHistory, { raffleId: 'nfl-bronze' }).map((r) => new URL(r.url).search)).toEqual([
      '?page=1',
      '?page=2',
    ]);
  });

  it('says when there are no past draws yet', async () => {
    renderHistory('/raffles/nfl-bronze/history', () => history([], 1, 0));
    expect((await screen.findByTestId('past-draws-empty')).textContent).toContain(t.empty);
  });

  it('says when the raffle does not exist, in the server words', async () => {
    renderHistory('/raffles/nfl-bronze/history', fail(404, { error: 'not_found', message: 'Raffle not found.' }));
    expect(await screen.findByText('Raffle not found.')).toBeTruthy();
  });
});
