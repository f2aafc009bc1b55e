import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RAFFLES_POLL_MS, rafflesTexts, type DrawRun, type RaffleCard } from '@fr/contracts/raffles';
import { apiRoutes } from '@fr/contracts/api-routes';
import { makeTicket } from '../../../testing/fantasy-fixtures';
import { expectToast } from '../../../testing/expect-toast';
import { answer, fail, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { makeRafflesResponse } from '../testing/raffle-fixtures';
import { RafflesPage } from './raffles-page';

const t = rafflesTexts.raffles;
const fetchSpy = useStubbedFetch();
const scrolled = vi.fn();
const visitor = { authenticated: false, configured: true, userId: null };
const player = { authenticated: true, configured: true, userId: 'u1' };

beforeEach(() => {
  document.cookie = '__csrf=token-123';
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  scrolled.mockReset();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderRaffles(route: string, routes: Handler[]) {
  routeFetch(fetchSpy(), [answer(apiRoutes.authStatus, visitor), ...routes]);
  return renderApp(<RafflesPage />, { route });
}

const card = (id: string) => document.getElementById(id)!;
const select = (testId: string) => screen.getByTestId(testId) as HTMLSelectElement;

describe('raffles for visitors', () => {
  it("shows one sport's four cards by element id with the connect prompt, and asks for no tickets", async () => {
    const { router } = renderRaffles('/raffles', [
      answer(apiRoutes.raffles, makeRafflesResponse({ 'nfl-bronze': { participants: 1232 } })),
    ]);
    const cards = await screen.findAllByTestId('raffle-card');
    // NFL first: only its four cards are on the page.
    expect(cards.map((c) => c.id)).toEqual(['nfl-bronze-raffle', 'nfl-silver-raffle', 'nfl-gold-raffle', 'nfl-platinum-raffle']);
    expect(screen.getByRole('tab', { name: t.sports.nfl }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('raffles-sport-tab-nfl');
    const nflBronze = within(card('nfl-bronze-raffle'));
    expect(nflBronze.getByRole('heading', { name: 'NFL Bronze Raffle' })).toBeTruthy();
    expect(nflBronze.getByTestId('raffle-participants').textContent).toBe(t.participants(1232));
    expect(nflBronze.getByTestId('raffle-sync-badge').textContent).toBe(t.syncToEarn);
    expect(nflBronze.queryByTestId('raffle-free-entry')).toBeNull();
    expect(nflBronze.queryByTestId('raffle-odds')).toBeNull();
    expect(nflBronze.getByRole('link', { name: t.officialRules }).getAttribute('href')).toBe('/raffles/nfl-bronze/rules');
    expect(nflBronze.getByRole('link', { name: rafflesTexts.raffleHistory.cardLink }).getAttribute('href')).toBe(
      '/raffles/nfl-bronze/history',
    );
    expect(screen.queryByTestId('my-entries-link')).toBeNull();
    expect(screen.getByTestId('raffles-system-status').textContent).toContain(t.infoPanel.beacon('Local demo beacon (embedded)'));
    expect(requestsTo(fetchSpy(), apiRoutes.raffleTickets)).toHaveLength(0);

    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    fireEvent.click(nflBronze.getByRole('button', { name: t.connectAccount }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('folds the prize details and the info panel until asked', async () => {
    renderRaffles('/raffles', [answer(apiRoutes.raffles, makeRafflesResponse())]);
    await screen.findAllByTestId('raffle-card');
    const nflGold = within(card('nfl-gold-raffle'));
    const toggle = nflGold.getByRole('button', { name: rafflesTexts.sections.moreDetails });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const about = screen.getByRole('button', { name: rafflesTexts.sections.aboutDraws });
    expect(about.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
  });

  it('switches sports by tab and keeps the choice in the address, so back returns to it', async () => {
    const { router } = renderRaffles('/raffles', [answer(apiRoutes.raffles, makeRafflesResponse())]);
    await screen.findAllByTestId('raffle-card');
    fireEvent.click(screen.getByRole('tab', { name: t.sports.exclusive }));
    await waitFor(() => expect(router.state.location.search).toBe('?sport=exclusive'));
    expect(screen.getAllByTestId('raffle-card').map((c) => c.id)).toEqual([
      'exclusive-bronze-raffle',
      'exclusive-silver-raffle',
      'exclusive-gold-raffle',
      'exclusive-platinum-raffle',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: t.sports.mlb }));
    await waitFor(() => expect(router.state.location.search).toBe('?sport=mlb'));
    expect(screen.getAllByTestId('raffle-card').every((c) => c.id.startsWith('mlb-'))).toBe(true);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('tab', { name: t.sports.exclusive }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getAllByTestId('raffle-card').every((c) => c.id.startsWith('exclusive-'))).toBe(true);
  });

  it('links the last draw to its proof, or says it had no entries', async () => {
    renderRaffles('/raffles?sport=nba', [
      answer(
        apiRoutes.raffles,
        makeRafflesResponse({
          'nba-silver': { lastDraw: { drawId: 'nba-silver-2026-11-22', status: 'drawn', drawnAt: '2026-11-23T05:10:00.000Z' } },
          'mlb-bronze': { lastDraw: { drawId: 'mlb-bronze-2026-11-22', status: 'no_entries', drawnAt: null } },
        }),
      ),
    ]);
    await screen.findAllByTestId('raffle-card');
    expect(within(card('nba-silver-raffle')).getByRole('link', { name: t.lastDrawProof }).getAttribute('href')).toBe(
      '/raffles/draws/nba-silver-2026-11-22',
    );
    expect(within(card('nba-gold-raffle')).queryByTestId('raffle-proof-link')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: t.sports.mlb }));
    await waitFor(() => expect(card('mlb-bronze-raffle')).toBeTruthy());
    expect(within(card('mlb-bronze-raffle')).getByTestId('raffle-no-entries').textContent).toBe(t.noEntriesLastDraw);
  });

  it('counts down to the next draw', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-22T04:59:00.000Z'));
    try {
      renderRaffles('/raffles', [answer(apiRoutes.raffles, makeRafflesResponse())]);
      await screen.findAllByTestId('raffle-card');
      const countdown = within(card('nfl-bronze-raffle')).getByTestId('draw-countdown');
      // The fixture's draw is at 2026-11-24T04:59Z: two days ahead.
      expect(countdown.textContent).toBe(t.countdown(2, '00:00:00'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(countdown.textContent).toBe(t.countdown(1, '23:59:59'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the spec error text when the list fails to load', async () => {
    renderRaffles('/raffles', [answer(apiRoutes.raffles, fail(500))]);
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
  });
});

describe('raffles for players', () => {
  const cards = {
    'nfl-bronze': { active: true, userTickets: 2, participants: 1232, odds: '1 in 616' },
    'exclusive-bronze': { active: true, userTickets: 3, participants: 1847, odds: '1 in 615' },
  } satisfies Record<string, Partial<RaffleCard>>;
  const tickets = [
    makeTicket({ tierAchieved: 2, team: { id: 't1', name: 'Chiefs Kingdom', sport: 'NFL' }, week: '2026-11-16' }),
    makeTicket({ tierAchieved: 2, team: { id: 't2', name: 'Lakers Legacy', sport: 'NBA' }, week: '2026-11-16', status: 'final' }),
    makeTicket({ tierAchieved: 4, team: { id: 't1', name: 'Chiefs Kingdom', sport: 'NFL' } }),
  ];
  const playerRoutes = (overrides: Handler[] = []): Handler[] => [
    answer(apiRoutes.authStatus, player),
    answer(apiRoutes.raffles, makeRafflesResponse(cards)),
    answer(apiRoutes.raffleTickets, { tickets }),
    ...overrides,
  ];

  it('pre-selects the tab and filter from the address and scrolls the card into view with its odds', async () => {
    renderRaffles('/raffles?sport=nfl&tier=bronze', playerRoutes());
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(card('nfl-bronze-raffle'));
    expect(screen.getByRole('tab', { name: t.sports.nfl }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('my-entries-link').getAttribute('href')).toBe('/raffles/entries');
    expect(select('raffle-tier-filter').value).toBe('bronze');
    expect(screen.getAllByTestId('raffle-card').map((c) => c.id)).toEqual(['nfl-bronze-raffle']);
    expect(within(card('nfl-bronze-raffle')).getByTestId('raffle-odds').textContent).toBe('1 in 616');
    expect(within(card('nfl-bronze-raffle')).getByTestId('raffle-user-tickets').textContent).toBe(t.yourTickets(2));
  });

  it('filters "active only" within the sport tab, and keeps it across tabs in the address', async () => {
    const { router } = renderRaffles('/raffles', playerRoutes());
    await screen.findAllByTestId('raffle-card');
    fireEvent.change(select('raffle-tier-filter'), { target: { value: 'active' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sport=nfl&tier=active'));
    expect(screen.getAllByTestId('raffle-card').map((c) => c.id)).toEqual(['nfl-bronze-raffle']);
    fireEvent.click(screen.getByRole('tab', { name: t.sports.exclusive }));
    await waitFor(() => expect(screen.getAllByTestId('raffle-card').map((c) => c.id)).toEqual(['exclusive-bronze-raffle']));
    fireEvent.click(screen.getByRole('tab', { name: t.sports.nba }));
    await waitFor(() => expect(screen.getByTestId('raffles-no-matches').textContent).toBe(t.noMatches));
    expect(select('raffle-tier-filter').value).toBe('active');
  });

  it('opens the tickets of a cell (EXCLUSIVE: every sport of the tier) and disables cells without tickets', async () => {
    renderRaffles('/raffles?sport=exclusive', playerRoutes());
    await screen.findAllByTestId('raffle-card');
    const improve = within(card('exclusive-silver-raffle')).getByTestId('raffle-improve') as HTMLButtonElement;
    expect(improve.disabled).toBe(true);
    expect(improve.textContent).toBe(t.improvePerformance);

    fireEvent.click(within(card('exclusive-bronze-raffle')).getByRole('button', { name: t.viewDetails }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByTestId('raffle-ticket')).toHaveLength(2));
    expect(
      within(dialog)
        .getAllByTestId('raffle-ticket')
        .map((row) => row.textContent),
    ).toEqual([
      `Chiefs Kingdom · NFL${t.ticketWeek('2026-11-16')}${t.ticketStatuses.provisional}`,
      `Lakers Legacy · NBA${t.ticketWeek('2026-11-16')}${t.ticketStatuses.final}`,
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('enters the free draw once the rules are accepted, then shows it used', async () => {
    let used = false;
    renderRaffles(
      '/raffles?sport=mlb',
      playerRoutes([
        answer(apiRoutes.raffles, () => makeRafflesResponse({ ...cards, 'mlb-gold': { freeEntryUsed: used } })),
        answer(
          apiRoutes.freeEntry,
          () => {
            used = true;
            return { drawId: 'mlb-gold-2026-11-30', tickets: 1 };
          },
          { raffleId: 'mlb-gold' },
        ),
      ]),
    );
    await screen.findAllByTestId('raffle-card');
    fireEvent.click(within(card('mlb-gold-raffle')).getByRole('button', { name: t.freeEntry }));
    const dialog = await screen.findByRole('dialog', { name: t.freeEntryTitle });
    const submit = within(dialog).getByRole('button', { name: t.freeEntrySubmit }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText(t.freeEntryAccept));
    fireEvent.click(submit);
    await expectToast(t.freeEntryDone, 'MLB Gold Raffle');
    const [request] = requestsTo(fetchSpy(), apiRoutes.freeEntry, { raffleId: 'mlb-gold' });
    expect(await request!.json()).toEqual({ acceptRules: true });
    expect(request!.headers.get('x-csrf-token')).toBe('token-123');
    await waitFor(() => {
      const button = within(card('mlb-gold-raffle')).getByTestId('raffle-free-entry') as HTMLButtonElement;
      expect(button.textContent).toBe(t.freeEntryUsed);
      expect(button.disabled).toBe(true);
    });
  });

  it('says why a free entry was refused, in the server words', async () => {
    renderRaffles(
      '/raffles',
      playerRoutes([
        answer(
          apiRoutes.freeEntry,
          fail(422, {
            error: 'business_rule',
            message: 'You have already used your free entry for this draw.',
          }),
          { raffleId: 'nfl-silver' },
        ),
      ]),
    );
    await screen.findAllByTestId('raffle-card');
    fireEvent.click(within(card('nfl-silver-raffle')).getByRole('button', { name: t.freeEntry }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText(t.freeEntryAccept));
    fireEvent.click(within(dialog).getByRole('button', { name: t.freeEntrySubmit }));
    await expectToast(t.freeEntryFailed, 'You have already used your free entry for this draw.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('raffle polling', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  const setVisibility = (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('asks again every minute while the tab is in view, pauses while hidden, and catches up on return', async () => {
    // RTK Query schedules polls with setTimeout; Date is faked too so "a poll ago" can pass while hidden.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    renderRaffles('/raffles', [answer(apiRoutes.raffles, makeRafflesResponse())]);
    await screen.findAllByTestId('raffle-card');
    const polls = () => requestsTo(fetchSpy(), apiRoutes.raffles).length;
    expect(polls()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RAFFLES_POLL_MS);
    });
    await waitFor(() => expect(polls()).toBe(2));

    act(() => setVisibility('hidden'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * RAFFLES_POLL_MS);
    });
    expect(polls()).toBe(2);

    act(() => setVisibility('visible'));
    await waitFor(() => expect(polls()).toBe(3));
  });
});

describe('the system status and draw times', () => {
  const run = (raffleId: string, over: Partial<DrawRun> = {}): DrawRun => ({
    raffleId,
    raffleName: `${raffleId.split('-')[0]!.toUpperCase()} Bronze Raffle`,
    drawId: `${raffleId}-2026-11-23`,
    status: 'no_entries',
    closesAt: '2026-11-24T04:59:00.000Z',
    drawnAt: '2026-11-24T05:00:00.000Z',
    late: false,
    ...over,
  });

  it('says draws are operational with the last draw stated in ET, and each card states its draw in ET', async () => {
    renderRaffles('/raffles', [
      answer(apiRoutes.raffles, makeRafflesResponse()),
      answer(apiRoutes.drawRuns, { operational: true, lastDrawnAt: '2026-11-24T05:00:00.000Z', runs: [run('nfl-bronze')] }),
    ]);
    const status = await screen.findByTestId('raffles-system-status');
    await waitFor(() => expect(status.textContent).toContain(t.infoPanel.statusOperational));
    expect(status.textContent).toMatch(/Last draw: Nov 24, 2026, 12:00 AM ET/);
    expect(within(card('nfl-bronze-raffle')).getByTestId('raffle-draw-time').textContent).toMatch(/^Nov 23, 2026, 11:59 PM ET/);
  });

  it('names late draws instead of "Draws operational"', async () => {
    renderRaffles('/raffles', [
      answer(apiRoutes.raffles, makeRafflesResponse()),
      answer(apiRoutes.drawRuns, {
        operational: false,
        lastDrawnAt: null,
        runs: [run('nfl-bronze', { status: 'closed', drawnAt: null, late: true }), run('nba-bronze')],
      }),
    ]);
    const status = await screen.findByTestId('raffles-system-status');
    await waitFor(() => expect(status.textContent).toContain(t.infoPanel.statusLate(1)));
    expect(status.textContent).toMatch(/NFL Bronze Raffle: closed Nov 23, 2026, 11:59 PM ET.*, not drawn yet/);
    expect(status.textContent).not.toContain(t.infoPanel.statusOperational);
  });

  it('does not claim the draws are operational when their status cannot be read', async () => {
    renderRaffles('/raffles', [answer(apiRoutes.raffles, makeRafflesResponse()), answer(apiRoutes.drawRuns, fail(500))]);
    const status = await screen.findByTestId('raffles-system-status');
    await waitFor(() => expect(status.textContent).toContain(t.infoPanel.statusUnknown));
    expect(status.textContent).not.toContain(t.infoPanel.statusOperational);
  });
});
