import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { contestCatalogue, contestsTexts, type Contest } from '@fr/contracts/contests';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, fail, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { ContestsPage } from './contests-page';

const t = contestsTexts.contests;
const signedIn = { authenticated: true, configured: true, userId: 'u1' };
const visitor = { authenticated: false, configured: true, userId: null };
const contests: Contest[] = contestCatalogue.map(({ schedule: _schedule, ...contest }, i) => ({
  ...contest,
  participants: i,
  timeRemaining: 2 * 86_400 + 14 * 3600 + 5 * 60,
  closesAt: '2026-11-22T18:00:00.000Z',
}));
const partner = contests.find((c) => c.id === 'dk-nfl-sunday-millionaire')!;
const ownRaffle = contests.find((c) => c.id === 'fr-nfl-platinum-raffle')!;
const tracked = `${partner.affiliateUrl}&sub_id=clk_0123`;

const fetchSpy = useStubbedFetch();
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  document.cookie = '__csrf=token-123';
  open = vi.fn();
  vi.stubGlobal('open', open);
});

function renderPage(routes: Handler[] = []) {
  routeFetch(fetchSpy(), [
    answer(apiRoutes.authStatus, signedIn),
    answer(apiRoutes.contests, { contests }),
    answer(apiRoutes.trackAffiliateClick, { clickId: 'clk_0123', url: tracked, repeated: false }),
    ...routes,
  ]);
  return renderApp(<ContestsPage />, { route: '/contests' });
}

const ids = (testId: string) => screen.getAllByTestId(testId).map((card) => card.dataset.contestId);

async function openDetails(contest: Contest) {
  fireEvent.click(await screen.findByRole('button', { name: `${t.details}: ${contest.title}` }));
  return screen.findByRole('dialog', { name: contest.title });
}

describe('contests', () => {
  it('shows the featured contests above More Contests, with the disclosure beside the partner links', async () => {
    renderPage();
    await screen.findAllByTestId('contest-card');
    expect(screen.getByRole('heading', { name: t.featured })).toBeTruthy();
    expect(screen.getByRole('heading', { name: t.more })).toBeTruthy();
    expect(ids('featured-contest')).toEqual(contests.filter((c) => c.featured).map((c) => c.id));
    expect(ids('contest-card')).toEqual(contests.filter((c) => !c.featured).map((c) => c.id));
    expect(screen.getByTestId('affiliate-disclosure').textContent).toBe(t.disclosure);
    const card = screen.getAllByTestId('featured-contest')[0]!;
    expect(within(card).getByText('Entries lock in 2d 14h')).toBeTruthy();
    expect(within(card).getByText(partner.prize)).toBeTruthy();
  });

  it('opens the details with the requirements; Join records the click and opens the tracked link in a new tab', async () => {
    renderPage();
    const dialog = await openDetails(partner);
    for (const requirement of partner.requirements) expect(within(dialog).getByText(requirement)).toBeTruthy();
    expect(within(dialog).getByTestId('affiliate-disclosure').textContent).toBe(t.disclosure);
    fireEvent.click(within(dialog).getByRole('button', { name: t.join('DraftKings') }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(tracked, '_blank', 'noopener,noreferrer'));
    const [request] = requestsTo(fetchSpy(), apiRoutes.trackAffiliateClick);
    expect(await request!.json()).toEqual({ platform: 'DraftKings', contestId: partner.id, affiliateUrl: partner.affiliateUrl });
  });

  it('navigates in place to an internal link, without the partner disclosure in its dialog', async () => {
    const { router } = renderPage([
      answer(apiRoutes.trackAffiliateClick, { clickId: 'clk_4567', url: ownRaffle.affiliateUrl, repeated: false }),
    ]);
    const dialog = await openDetails(ownRaffle);
    expect(within(dialog).queryByTestId('affiliate-disclosure')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: t.join(ownRaffle.platform) }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/raffles?sport=nfl&tier=platinum'),
    );
    expect(open).not.toHaveBeenCalled();
    expect(requestsTo(fetchSpy(), apiRoutes.trackAffiliateClick)).toHaveLength(1);
  });

  it('logs a failed recording and opens the contest’s own link anyway', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage([answer(apiRoutes.trackAffiliateClick, fail(503, { error: 'internal', message: 'down' }))]);
    const dialog = await openDetails(partner);
    fireEvent.click(within(dialog).getByRole('button', { name: t.join('DraftKings') }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(partner.affiliateUrl, '_blank', 'noopener,noreferrer'));
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]![0])).toContain('503');
    error.mockRestore();
  });

  it("opens a visitor's Join at once, untracked", async () => {
    renderPage([answer(apiRoutes.authStatus, visitor)]);
    const dialog = await openDetails(partner);
    fireEvent.click(within(dialog).getByRole('button', { name: t.join('DraftKings') }));
    expect(open).toHaveBeenCalledWith(partner.affiliateUrl, '_blank', 'noopener,noreferrer');
    expect(requestsTo(fetchSpy(), apiRoutes.trackAffiliateClick)).toEqual([]);
  });

  it('shows its own error text when the contests fail to load', async () => {
    renderPage([answer(apiRoutes.contests, fail(503))]);
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
  });
});
