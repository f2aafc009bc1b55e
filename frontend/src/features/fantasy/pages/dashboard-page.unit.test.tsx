import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultTiers } from '@fr/contracts/fantasy';
import { SIGNED_IN_HINT_COOKIE } from '@fr/contracts/http';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { makeDashboard, makeTeam, makeTicket, teamsResponse } from '../../../testing/fantasy-fixtures';
import { answer, fail, holdReply, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { DashboardPage } from './dashboard-page';

const t = texts.dashboard;
const chiefs = makeTeam({ name: 'Chiefs Kingdom', sport: 'NFL', currentPoints: 160, projectedPoints: 150 });
const lakers = makeTeam({
  name: 'Lakers Legacy',
  sport: 'NBA',
  currentPoints: 0,
  projectedPoints: 200,
  gameProgress: 0,
  platform: 'DraftKings',
});
const rangers = makeTeam({ name: 'Rangers Rising', sport: 'MLB', currentPoints: 150, projectedPoints: 120 });

const fetchSpy = useStubbedFetch();

function renderDashboard(routes: Handler[] = []) {
  routeFetch(fetchSpy(), [
    answer(apiRoutes.authStatus, { authenticated: true, configured: true, userId: 'u1' }),
    answer(apiRoutes.teams, teamsResponse([chiefs, lakers, rangers])),
    answer(apiRoutes.dashboard, makeDashboard()),
    answer(apiRoutes.raffleTickets, { tickets: [makeTicket(), makeTicket({ tierAchieved: 3 })] }),
    answer(apiRoutes.tiers, defaultTiers),
    answer(apiRoutes.purchasedBoosts, { boosts: [] }),
    ...routes,
  ]);
  return renderApp(<DashboardPage />, { route: '/dashboard' });
}

const teamNames = () => screen.queryAllByTestId('team-card').map((card) => within(card).getByRole('heading').textContent);

describe('dashboard', () => {
  it('groups the teams by sport under headings, with the widgets and analytics', async () => {
    renderDashboard();
    expect(await screen.findAllByTestId('team-card')).toHaveLength(3);
    expect(screen.getAllByTestId('team-card').map((card) => card.dataset.sport)).toEqual(['NFL', 'NBA', 'MLB']);
    expect(within(screen.getByTestId('sport-group-NBA')).getByRole('heading', { level: 2 }).textContent).toBe('NBA');
    expect(screen.getByTestId('active-tickets-count').textContent).toBe('2');
    expect(screen.getByText(t.updatesEvery)).toBeTruthy();
    expect(screen.getByTestId('tickets-total').textContent).toBe('3');
    expect(screen.getByTestId('average-performance').textContent).toBe('+5.0%');
    expect(screen.getByTestId('streak-count').textContent).toBe('2');
    expect(within(screen.getByTestId('tier-count-bronze')).getByText('1')).toBeTruthy();
  });

  it('shows the performance label and the Pre-Game countdown only for a team without points', async () => {
    renderDashboard();
    await screen.findAllByTestId('team-card');
    const [nfl, nba, mlb] = screen.getAllByTestId('team-card');
    expect(within(nfl!).getByTestId('performance-label').textContent).toBe('ROOKIE RUSH');
    expect(within(mlb!).getByTestId('performance-label').textContent).toBe('SILVER SURGE');
    expect(within(mlb!).getByTestId('performance-label').dataset.emphasis).toBe('tier');
    expect(within(nfl!).queryByTestId('pre-game-countdown')).toBeNull();
    expect(within(nba!).getByTestId('performance-label').textContent).toBe('Pre-Game');
    // Only a label that names a ticket tier stands out; Rookie Rush and Pre-Game are said quietly.
    expect([nfl, nba].map((card) => within(card!).getByTestId('performance-label').dataset.emphasis)).toEqual(['none', 'none']);
    expect(screen.getAllByTestId('sport-icon').map((icon) => icon.dataset.sport)).toEqual(['NFL', 'NBA', 'MLB']);
    expect(within(nba!).getByTestId('pre-game-countdown').textContent).toMatch(/^\d\d:\d\d:\d\d$/);
    fireEvent.click(within(nba!).getByTestId('apply-boosts'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(t.noBoosts)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: t.purchaseBoosts }).getAttribute('href')).toBe('/shop');
  });

  it('shows a team mid-game on pace for its projected final, not below its projection', async () => {
    const midGame = makeTeam({ name: 'Blitz Brigade', sport: 'NFL', currentPoints: 15.1, projectedPoints: 100, gameProgress: 0.25 });
    const ahead = makeTeam({ name: 'Red Zone Raiders', sport: 'NFL', currentPoints: 62.4, projectedPoints: 100, gameProgress: 0.5 });
    renderDashboard([answer(apiRoutes.teams, teamsResponse([midGame, ahead, lakers, rangers]))]);
    const [behind, leading, nba, mlb] = await screen.findAllByTestId('team-card');
    expect(within(behind!).getByTestId('team-pace').textContent).toBe('On pace for 90.1, -9.9% vs projection');
    expect(within(behind!).getByTestId('performance-label').textContent).toBe(t.pace.inProgress);
    expect(within(behind!).queryByTestId('pre-game-countdown')).toBeNull();
    expect(within(leading!).getByTestId('team-pace').textContent).toBe('On pace for 112.4, +12.4% vs projection');
    expect(within(nba!).queryByTestId('team-pace')).toBeNull();
    expect(within(mlb!).getByTestId('team-pace').textContent).toBe('Final: 150, +25.0% vs projection');
    expect(within(mlb!).getByTestId('team-pace').dataset.state).toBe('final');
  });

  it('expands a team to five tier cards, each opening its details', async () => {
    renderDashboard();
    const [nfl] = await screen.findAllByTestId('team-card');
    fireEvent.click(within(nfl!).getByTestId('expand-team'));
    const cards = await within(nfl!).findAllByTestId('tier-target-card');
    expect(cards).toHaveLength(5);
    expect(within(cards[1]!).getByText('165 pts')).toBeTruthy();
    fireEvent.click(within(cards[4]!).getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    const platinum = defaultTiers[4]!;
    for (const text of [platinum.tierName, '×1.5', platinum.reward, platinum.description, t.keyBenefits, ...platinum.keyBenefits]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
  });

  it('filters by sport and platform, shows the active filters and clears them', async () => {
    renderDashboard();
    await screen.findAllByTestId('team-card');
    fireEvent.change(screen.getByTestId('sport-filter'), { target: { value: 'NBA' } });
    expect(teamNames()).toEqual(['Lakers Legacy']);
    fireEvent.change(screen.getByTestId('platform-filter'), { target: { value: 'DraftKings' } });
    expect(screen.getAllByTestId('active-filter').map((chip) => chip.textContent)).toEqual(['NBA', 'DraftKings']);
    fireEvent.click(screen.getByTestId('clear-filters'));
    expect(teamNames()).toHaveLength(3);
    expect(screen.queryAllByTestId('active-filter')).toHaveLength(0);
  });

  it('says "No Matching Teams" when the filters leave nothing, and clears from there', async () => {
    renderDashboard();
    await screen.findAllByTestId('team-card');
    fireEvent.change(screen.getByTestId('platform-filter'), { target: { value: 'PrizePicks' } });
    expect(screen.getByText(t.noMatchTitle)).toBeTruthy();
    fireEvent.click(screen.getByTestId('empty-clear-filters'));
    expect(teamNames()).toHaveLength(3);
  });

  it('is the connect step itself for a player without teams: "No Teams Found" beside the connect card, no empty panels', async () => {
    const { router } = renderDashboard([answer(apiRoutes.teams, teamsResponse([]))]);
    expect(await screen.findByText(t.noTeamsTitle)).toBeTruthy();
    const card = await screen.findByTestId('connect-card');
    // jsdom lays nothing out, so it has no scrollIntoView of its own.
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    fireEvent.click(screen.getByTestId('connect-fantasy'));
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    expect(scrollIntoView.mock.contexts[0]).toBe(card.parentElement);
    // No bounce to the marketing page: the button takes the player to the card on this page.
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(card.contains(document.activeElement)).toBe(true);
    for (const panel of ['sport-filter', 'tickets-total', 'streak-banner', 'tier-count-none', 'active-tickets-count']) {
      expect(screen.queryByTestId(panel)).toBeNull();
    }
  });

  it('says "1 consecutive game week" in the singular', async () => {
    renderDashboard([answer(apiRoutes.dashboard, makeDashboard({ activeStreak: 1 }))]);
    expect((await screen.findByTestId('streak-banner')).textContent).toContain(`1${t.streakWeeks(1)}`);
    expect(t.streakWeeks(1)).toBe('consecutive game week with a tier achieved');
  });

  it('hides the analytics and the streak until a game has started or a streak exists', async () => {
    renderDashboard([
      answer(
        apiRoutes.dashboard,
        makeDashboard({
          averagePerformance: null,
          tickets: { total: 0, byTier: { bronze: 0, silver: 0, gold: 0, platinum: 0 } },
          activeStreak: 0,
        }),
      ),
    ]);
    await screen.findAllByTestId('team-card');
    expect(screen.queryByTestId('tickets-total')).toBeNull();
    expect(screen.queryByTestId('streak-banner')).toBeNull();
    expect(screen.getByTestId('tier-count-none')).toBeTruthy();
  });

  it('shows the load failure text when the teams or the summary cannot load', async () => {
    renderDashboard([answer(apiRoutes.dashboard, fail(500, { error: 'internal', message: 'boom' }))]);
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
    cleanup();
    renderDashboard([answer(apiRoutes.teams, fail(503, { error: 'internal', message: 'boom' }))]);
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
  });

  it('falls back to the default tiers when the live ones do not load', async () => {
    renderDashboard([answer(apiRoutes.tiers, fail(500, { error: 'internal', message: 'boom' }))]);
    const [nfl] = await screen.findAllByTestId('team-card');
    fireEvent.click(within(nfl!).getByTestId('expand-team'));
    expect(await within(nfl!).findAllByTestId('tier-target-card')).toHaveLength(5);
  });

  it('asks visitors to sign in and loads nothing of theirs', async () => {
    renderDashboard([answer(apiRoutes.authStatus, { authenticated: false, configured: true, userId: null })]);
    expect(await screen.findByText(t.loginRequired)).toBeTruthy();
    expect(requestsTo(fetchSpy(), apiRoutes.teams)).toHaveLength(0);
  });
});

describe('dashboard: the signed-in hint', () => {
  const setHint = (value: string | null) => {
    document.cookie =
      value === null
        ? `${SIGNED_IN_HINT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
        : `${SIGNED_IN_HINT_COOKIE}=${value}; path=/`;
  };

  it('asks for the teams and the summary while the status call is still under way when the hint says signed in', async () => {
    setHint('1');
    try {
      const status = holdReply(apiRoutes.authStatus);
      renderDashboard([status.handler]);
      await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.teams).length).toBeGreaterThan(0));
      expect(requestsTo(fetchSpy(), apiRoutes.dashboard).length).toBeGreaterThan(0);
      status.settle({ authenticated: true, configured: true, userId: 'u1' });
      expect(await screen.findAllByTestId('team-card')).toHaveLength(3);
    } finally {
      setHint(null);
    }
  });

  it('waits for the status without the hint, and a hint the status contradicts ends at the sign-in gate', async () => {
    const status = holdReply(apiRoutes.authStatus);
    renderDashboard([status.handler]);
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.authStatus)).toHaveLength(1));
    expect(requestsTo(fetchSpy(), apiRoutes.teams)).toHaveLength(0);
    status.settle({ authenticated: true, configured: true, userId: 'u1' });
    expect(await screen.findAllByTestId('team-card')).toHaveLength(3);
    cleanup();

    setHint('1');
    try {
      const expired = holdReply(apiRoutes.authStatus);
      renderDashboard([expired.handler, answer(apiRoutes.teams, fail(401)), answer(apiRoutes.dashboard, fail(401))]);
      await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.teams).length).toBeGreaterThan(0));
      expired.settle({ authenticated: false, configured: true, userId: null });
      expect(await screen.findByText(t.loginRequired)).toBeTruthy();
      expect(screen.queryAllByTestId('team-card')).toHaveLength(0);
    } finally {
      setHint(null);
    }
  });
});
