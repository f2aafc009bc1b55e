import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiRoutes } from '@fr/contracts/api-routes';
import { leaderboardTexts, type LeaderboardEntry, type LeaderboardResponse } from '@fr/contracts/leaderboard';
import { answer, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { LeaderboardPage } from './leaderboard-page';

const t = leaderboardTexts.leaderboard;
const signedIn = { authenticated: true, configured: true, userId: 'u1' };
const visitor = { authenticated: false, configured: true, userId: null };

const week = (id: string, start: string, status: 'live' | 'final' = 'final') => ({
  id,
  start,
  end: new Date(Date.parse(start) + 7 * 86_400_000).toISOString(),
  status,
});
const thisWeek = week('2026-11-17', '2026-11-17T09:00:00.000Z', 'live');
const lastWeek = week('2026-11-10', '2026-11-10T09:00:00.000Z');

const entry = (rank: number, displayName: string, percent: number, isMe = false): LeaderboardEntry => ({
  rank,
  displayName,
  overperformancePercent: percent,
  currentPoints: 100 + percent,
  projectedPoints: 100,
  isMe,
});

const board = (overrides: Partial<LeaderboardResponse> = {}): LeaderboardResponse => ({
  sport: 'NFL',
  week: thisWeek,
  weeks: [thisWeek, lastWeek],
  totalPlayers: 3,
  entries: [entry(1, 'gridiron_gal', 50.25), entry(2, 'devin', 12.5, true), entry(3, 'punt_king', -8)],
  me: { hidden: false, entry: entry(2, 'devin', 12.5, true) },
  ...overrides,
});

/** The first render of a board can take over the default second on a loaded machine; the wait is bounded, not a sleep. */
const rendered = { timeout: 10_000 };

const fetchSpy = useStubbedFetch();
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

function renderPage(routes: Handler[]) {
  routeFetch(fetchSpy(), [answer(apiRoutes.authStatus, signedIn), ...routes]);
  return renderApp(<LeaderboardPage />, { route: '/leaderboard' });
}

const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the leaderboard page', { timeout: 30_000 }, () => {
  it("shows the current week's board with the player's own line highlighted, and explains the ranking", async () => {
    renderPage([answer(apiRoutes.leaderboard, board())]);
    const mine = await screen.findByTestId('leaderboard-my-row', {}, rendered);
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(within(mine).getByText(t.you)).toBeTruthy();
    expect(rowTexts()).toEqual(['1gridiron_gal+50.25%150.25 / 100', '2devinYou+12.5%112.5 / 100', '3punt_king-8%92 / 100']);
    expect(screen.getByText(t.inProgress)).toBeTruthy();
    expect(screen.getByTestId('leaderboard-count').textContent).toBe(t.players(3));
    expect(screen.getByRole('heading', { name: t.helpTitle })).toBeTruthy();
    for (const line of t.help) expect(screen.getByText(line)).toBeTruthy();
    const [request] = requestsTo(fetchSpy(), apiRoutes.leaderboard);
    expect(new URL(request!.url).pathname).toBe('/api/leaderboard/NFL');
    expect(new URL(request!.url).searchParams.get('week')).toBeNull();
  });

  it("adds the player's own rank under the top when it is below it", async () => {
    renderPage([
      answer(
        apiRoutes.leaderboard,
        board({ totalPlayers: 40, entries: [entry(1, 'gridiron_gal', 50)], me: { hidden: false, entry: entry(31, 'devin', -20, true) } }),
      ),
    ]);
    await screen.findByTestId('leaderboard-my-row', {}, rendered);
    expect(rowTexts()).toEqual(['1gridiron_gal+50%150 / 100', t.yourRank, '31devinYou-20%80 / 100']);
    expect(screen.getByTestId('leaderboard-count').textContent).toBe(t.topOf(1, 40));
  });

  it('asks for another sport and a previous week', async () => {
    renderPage([
      answer(apiRoutes.leaderboard, (request) =>
        new URL(request.url).searchParams.get('week') === lastWeek.id
          ? board({ week: lastWeek, entries: [entry(1, 'last_week_star', 70)], me: { hidden: false, entry: null } })
          : board(),
      ),
      // The last handler that matches answers: NBA's own board.
      answer(apiRoutes.leaderboard, board({ sport: 'NBA', entries: [entry(1, 'hoops', 30)], me: { hidden: false, entry: null } }), {
        sport: 'NBA',
      }),
    ]);
    await screen.findByTestId('leaderboard-my-row', {}, rendered);
    fireEvent.click(screen.getByTestId('leaderboard-tab-NBA'));
    expect(await screen.findByText('hoops', {}, rendered)).toBeTruthy();
    expect(screen.getByText(t.notRanked)).toBeTruthy();
    fireEvent.click(screen.getByTestId('leaderboard-tab-NFL'));
    await screen.findByTestId('leaderboard-my-row', {}, rendered);
    fireEvent.change(screen.getByTestId('leaderboard-week'), { target: { value: lastWeek.id } });
    expect(await screen.findByText('last_week_star', {}, rendered)).toBeTruthy();
    expect(screen.getByText(t.final)).toBeTruthy();
    const options = within(screen.getByTestId('leaderboard-week')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([t.weekOption('Nov 17, 2026', true), t.weekOption('Nov 10, 2026', false)]);
  });

  it('tells a hidden player they are hidden and leads to Settings', async () => {
    renderPage([
      answer(apiRoutes.leaderboard, board({ totalPlayers: 2, entries: [entry(1, 'gridiron_gal', 50)], me: { hidden: true, entry: null } })),
    ]);
    const note = await screen.findByTestId('leaderboard-hidden', {}, rendered);
    expect(within(note).getByText(t.hiddenTitle)).toBeTruthy();
    expect(within(note).getByRole('link', { name: t.openSettings }).getAttribute('href')).toBe('/profile?tab=settings');
    expect(screen.queryByTestId('leaderboard-my-row')).toBeNull();
    expect(screen.queryByText(t.notRanked)).toBeNull();
  });

  it('shows the empty state when nobody has points yet', async () => {
    renderPage([answer(apiRoutes.leaderboard, board({ totalPlayers: 0, entries: [], me: { hidden: false, entry: null } }))]);
    expect(await screen.findByText(t.emptyTitle, {}, rendered)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks a visitor to sign in and asks for no board', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.authStatus, visitor), answer(apiRoutes.leaderboard, board())]);
    renderApp(<LeaderboardPage />, { route: '/leaderboard' });
    expect(await screen.findByText(t.authRequired, {}, rendered)).toBeTruthy();
    expect(requestsTo(fetchSpy(), apiRoutes.leaderboard)).toHaveLength(0);
  });
});
