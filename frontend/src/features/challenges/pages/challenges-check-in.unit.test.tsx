import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { makeChallenge, makeProgress } from '../../../testing/economy-fixtures';
import { expectToast } from '../../../testing/expect-toast';
import { answer, fail, holdReply, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { ChallengesPage } from './challenges-page';

const celebrate = vi.hoisted(() => vi.fn());
vi.mock('../../../components/celebrate/celebrate', () => ({ celebrate }));

const t = texts.challenges;
const signedIn = { authenticated: true, configured: true, userId: 'u1' };
const signedOut = { authenticated: false, configured: true, userId: null };

const fetchSpy = useStubbedFetch();

beforeEach(() => {
  document.cookie = '__csrf=token-123';
  celebrate.mockClear();
});

function renderPage(routes: Handler[] = []) {
  routeFetch(fetchSpy(), [
    answer(apiRoutes.authStatus, signedIn),
    answer(apiRoutes.coins, { coins: 2500 }),
    answer(apiRoutes.earnedCoins, { earnedCoins: 750 }),
    answer(apiRoutes.challenges, [makeChallenge({ type: 'daily', requirements: '{}' })]),
    answer(apiRoutes.checkInProgress, makeProgress({ totalPossible: 150, currentStreak: 2 })),
    ...routes,
  ]);
  return renderApp(<ChallengesPage />, { route: '/challenges' });
}

describe('daily check-in button', () => {
  it('asks visitors to log in, without a balance or any claim', async () => {
    const { store } = renderPage([answer(apiRoutes.authStatus, signedOut)]);
    const button = await screen.findByTestId('checkin-button');
    expect(button.textContent).toBe(t.loginToClaim);
    expect(screen.queryByTestId('coin-box')).toBeNull();
    fireEvent.click(button);
    await expectToast(t.loginRequiredTitle, t.loginRequiredMessage);
    // The gate offers the way in: the auth modal opens on its sign-in tab.
    expect(store.getState().authModal).toEqual({ open: true, tab: 'signin' });
    expect(requestsTo(fetchSpy(), apiRoutes.dailyCheckIn)).toHaveLength(0);
    expect(requestsTo(fetchSpy(), apiRoutes.coins)).toHaveLength(0);
  });

  it('claims in the browser time zone, shows "Claiming..." meanwhile, then celebrates and shows today claimed', async () => {
    const claim = holdReply(apiRoutes.dailyCheckIn);
    let claimed = false;
    renderPage([
      claim.handler,
      answer(apiRoutes.checkInProgress, () => makeProgress({ totalPossible: 150, currentStreak: 2, claimedToday: claimed })),
    ]);
    const button = await screen.findByTestId('checkin-button');
    expect(button.textContent).toBe(t.claimNow);
    expect((await screen.findByTestId('checkin-possible')).textContent).toBe(t.checkInAvailable('150'));
    const [progress] = requestsTo(fetchSpy(), apiRoutes.checkInProgress);
    expect(new URL(progress!.url).searchParams.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe(t.claiming));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const [request] = requestsTo(fetchSpy(), apiRoutes.dailyCheckIn);
    expect(await request!.json()).toEqual({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    claimed = true;
    claim.settle({ dailyReward: 150, bonusName: 'Daily', totalAwarded: 150, currentStreak: 3 });
    await expectToast(texts.checkIn.completeTitle, texts.checkIn.completeMessage(150));
    expect(celebrate).toHaveBeenCalledOnce();
    await waitFor(() => expect(button.textContent).toBe(t.alreadyClaimedTitle));
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a check-in claimed elsewhere (the Bank, another tab) as claimed, with no way to claim again', async () => {
    renderPage([answer(apiRoutes.checkInProgress, makeProgress({ claimedToday: true }))]);
    await waitFor(() => expect(screen.getByTestId('checkin-button').textContent).toBe(t.alreadyClaimedTitle));
    expect((screen.getByTestId('checkin-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says 50 coins when the answer carries no daily reward', async () => {
    renderPage([answer(apiRoutes.dailyCheckIn, { dailyReward: 0, bonusName: 'Daily', totalAwarded: 0, currentStreak: 1 })]);
    fireEvent.click(await screen.findByTestId('checkin-button'));
    await expectToast(texts.checkIn.completeTitle, 'You earned 50 coins for your daily visit!');
  });

  it('tells a second claim the same day apart from other failures', async () => {
    renderPage([answer(apiRoutes.dailyCheckIn, fail(422, { error: 'already_claimed', message: texts.server.checkInAlreadyClaimed }))]);
    fireEvent.click(await screen.findByTestId('checkin-button'));
    await expectToast(t.alreadyClaimedTitle, t.alreadyClaimedMessage);
    expect(celebrate).not.toHaveBeenCalled();
  });

  it('shows other failures as "Error" with the server message, or the fallback', async () => {
    renderPage([answer(apiRoutes.dailyCheckIn, fail(400, { error: 'validation_failed', message: 'Unknown time zone.' }))]);
    fireEvent.click(await screen.findByTestId('checkin-button'));
    await expectToast(t.errorTitle, 'Unknown time zone.');
    routeFetch(fetchSpy(), [answer(apiRoutes.dailyCheckIn, fail(502))]);
    fireEvent.click(screen.getByTestId('checkin-button'));
    await expectToast(t.errorTitle, t.checkInFailed);
  });
});
