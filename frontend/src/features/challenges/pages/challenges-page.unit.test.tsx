import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { makeChallenge, makeProgress } from '../../../testing/economy-fixtures';
import { expectToast } from '../../../testing/expect-toast';
import { answer, fail, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { ChallengesPage } from './challenges-page';

vi.mock('../../../components/celebrate/celebrate', () => ({ celebrate: vi.fn() }));

const t = texts.challenges;
const signedIn = { authenticated: true, configured: true, userId: 'u1' };
const challenges = [
  makeChallenge({ id: 'daily-checkin', type: 'daily', name: 'Daily Check-in', requirements: '{}' }),
  makeChallenge({ id: 'signup-a', name: 'Join Alpha' }),
  makeChallenge({ id: 'signup-b', name: 'Join Beta', completed: true, progress: 1 }),
  makeChallenge({ id: 'sync-a', type: 'platform_sync', name: 'Sync Alpha', completed: true, progress: 1, requirements: '{}' }),
  makeChallenge({ id: 'deposit-a', type: 'first_deposit', name: 'Broken deposit', requirements: '{not json' }),
];

const fetchSpy = useStubbedFetch();

beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

function renderPage(route = '/challenges', routes: Handler[] = []) {
  routeFetch(fetchSpy(), [
    answer(apiRoutes.authStatus, signedIn),
    answer(apiRoutes.coins, { coins: 2500 }),
    answer(apiRoutes.earnedCoins, { earnedCoins: 750 }),
    answer(apiRoutes.challenges, challenges),
    answer(apiRoutes.checkInProgress, makeProgress()),
    ...routes,
  ]);
  return renderApp(<ChallengesPage />, { route });
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;
const cardNames = () => screen.getAllByTestId('challenge-card').map((card) => within(card).getByRole('heading').textContent);

describe('challenges tabs', () => {
  it('preselects the tab named in the address, then removes it from the address', async () => {
    const { router } = renderPage('/challenges?tab=platform_sync&ref=bank');
    await screen.findAllByTestId('challenge-card');
    expect(selectedTab()).toBe(t.tabs.platform_sync);
    expect(cardNames()).toEqual(['Sync Alpha']);
    await waitFor(() => expect(router.state.location.search).toBe('?ref=bank'));
    expect(selectedTab()).toBe(t.tabs.platform_sync);
  });

  it('falls back to All for an unknown tab and still cleans the address', async () => {
    const { router } = renderPage('/challenges?tab=nope');
    await screen.findAllByTestId('challenge-card');
    expect(selectedTab()).toBe(t.tabs.all);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('lists the tabs of the categories on offer and filters completed challenges', async () => {
    renderPage();
    await screen.findAllByTestId('challenge-card');
    const { referral, ...offered } = t.tabs;
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(Object.values(offered));
    expect(screen.queryByRole('tab', { name: referral })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: t.tabs.completed }));
    expect(cardNames()).toEqual(['Join Beta', 'Sync Alpha']);
    expect(screen.getAllByTestId('challenge-completed')).toHaveLength(2);
    expect(screen.queryByTestId('challenge-link')).toBeNull();
  });

  it('reads earned coins only on the All and Completed tabs', async () => {
    renderPage('/challenges?tab=daily');
    await screen.findAllByTestId('challenge-card');
    expect(requestsTo(fetchSpy(), apiRoutes.earnedCoins)).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: t.tabs.all }));
    expect((await screen.findByTestId('earned-coins')).textContent).toContain('750');
    expect(requestsTo(fetchSpy(), apiRoutes.earnedCoins)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('coin-box-balance').textContent).toBe('2,500 Coins'));
    expect(screen.getByTestId('coin-box').getAttribute('href')).toBe('/bank');
  });
});

describe('challenge cards', () => {
  it('links the sign-up button to the click route from the requirements JSON, in a new tab, and shows the card pending once opened', async () => {
    renderPage('/challenges?tab=platform_signup');
    const [alpha] = await screen.findAllByTestId('challenge-card');
    expect(within(alpha!).getByText('21+')).toBeTruthy();
    const link = within(alpha!).getByRole('link', { name: t.partnerLinkLabel(t.signUp, 'Join Alpha') });
    expect(link.getAttribute('href')).toBe(JSON.parse(challenges[1]!.requirements).affiliateLink);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(within(alpha!).queryByTestId('challenge-pending')).toBeNull();
    fireEvent.click(link);
    expect(within(alpha!).getByTestId('challenge-pending').textContent).toBe(t.pendingBadge);
    expect(within(alpha!).getByText(t.pendingText)).toBeTruthy();
  });

  it('shows a challenge the server reports pending, and a Link Account button on a partner sync', async () => {
    const pendingSync = makeChallenge({ id: 'sync-b', type: 'platform_sync', name: 'Sync Beta', pending: true });
    renderPage('/challenges?tab=platform_sync', [answer(apiRoutes.challenges, [...challenges, pendingSync])]);
    await screen.findAllByTestId('challenge-card');
    const card = screen.getAllByTestId('challenge-card').find((c) => within(c).queryByText('Sync Beta'))!;
    expect(within(card).getByTestId('challenge-pending')).toBeTruthy();
    expect(within(card).getByRole('link', { name: t.partnerLinkLabel(t.linkAccount, 'Sync Beta') })).toBeTruthy();
  });

  it('asks a visitor to sign in instead of opening a partner link', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.authStatus, { authenticated: false, configured: true, userId: null }),
      answer(apiRoutes.challenges, challenges),
    ]);
    const { store } = renderApp(<ChallengesPage />, { route: '/challenges?tab=platform_signup' });
    const [alpha] = await screen.findAllByTestId('challenge-card');
    expect(within(alpha!).queryByRole('link')).toBeNull();
    fireEvent.click(within(alpha!).getByRole('button', { name: t.partnerLinkLabel(t.signUp, 'Join Alpha') }));
    expect(store.getState().authModal).toMatchObject({ open: true });
    expect(within(alpha!).queryByTestId('challenge-pending')).toBeNull();
  });

  it('logs invalid requirements JSON and opens nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('/challenges?tab=deposit');
    const button = await screen.findByTestId('challenge-link');
    expect(button.getAttribute('href')).toBeNull();
    fireEvent.click(button);
    expect(error).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('challenge-pending')).toBeNull();
    error.mockRestore();
  });
});

describe('challenges nothing can complete', () => {
  it('are on no tab and in no count, even when a server still sends one', async () => {
    const referral = makeChallenge({ id: 'referral-friend', type: 'referral', name: 'Refer a friend' });
    renderPage('/challenges', [answer(apiRoutes.challenges, [...challenges, referral])]);
    await screen.findAllByTestId('challenge-card');
    expect(cardNames()).not.toContain('Refer a friend');
    expect(cardNames()).toHaveLength(challenges.length);
    // The ultimate bonus counts the five offered challenges: the two completed of them.
    expect(screen.getByTestId('bonus-progress').textContent).toBe(t.bonusProgress(2, challenges.length));
    fireEvent.click(screen.getByRole('tab', { name: t.tabs.completed }));
    expect(cardNames()).toEqual(['Join Beta', 'Sync Alpha']);
  });
});

describe('bonuses', () => {
  it('unlocks a category bonus once all its challenges are complete and claims it', async () => {
    renderPage('/challenges?tab=platform_sync', [answer(apiRoutes.claimCategoryBonus, { message: 'ok', coinsAwarded: 50000 })]);
    const claim = await screen.findByTestId('claim-bonus');
    expect(screen.getByTestId('bonus-progress').textContent).toBe(t.bonusProgress(1, 1));
    fireEvent.click(claim);
    await expectToast(t.bonusClaimedTitle, t.bonusClaimedMessage('50,000'));
    const [request] = requestsTo(fetchSpy(), apiRoutes.claimCategoryBonus);
    expect(await request!.json()).toEqual({ category: 'platform_sync' });
  });

  it('keeps the ultimate bonus locked on All until every challenge is done', async () => {
    renderPage();
    const claim = await screen.findByTestId('claim-bonus');
    expect(screen.getByTestId('bonus-card').dataset.category).toBe('all');
    expect((claim as HTMLButtonElement).disabled).toBe(true);
    expect(claim.textContent).toBe(t.bonusLocked);
  });

  it('reports a failed claim with the spec text', async () => {
    renderPage('/challenges?tab=platform_sync', [
      answer(apiRoutes.claimCategoryBonus, fail(422, { error: 'already_claimed', message: 'x' })),
    ]);
    fireEvent.click(await screen.findByTestId('claim-bonus'));
    await expectToast(t.errorTitle, t.bonusFailed);
  });
});
