import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { makeProgress } from '../../../testing/economy-fixtures';
import { expectToast } from '../../../testing/expect-toast';
import { answer, fail, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { bankRoutes } from './bank-test-routes';
import { BankPage } from './bank-page';

vi.mock('../../../components/celebrate/celebrate', () => ({ celebrate: vi.fn() }));

const t = texts.bank;
const fetchSpy = useStubbedFetch();

beforeEach(() => {
  document.cookie = '__csrf=token-123';
});
afterEach(() => {
  vi.useRealTimers();
});

function renderBank(overrides: Handler[] = []) {
  routeFetch(fetchSpy(), bankRoutes(overrides));
  return renderApp(<BankPage />, { route: '/bank' });
}

const claimButton = () => screen.getByTestId('bank-checkin-button') as HTMLButtonElement;

describe('bank check-in card', () => {
  it("offers what today's claim pays this player, claims in the local time zone, then counts down", async () => {
    let claimed = false;
    renderBank([
      answer(apiRoutes.checkInProgress, () => makeProgress({ claimedToday: claimed, totalPossible: 100 })),
      answer(apiRoutes.dailyCheckIn, () => {
        claimed = true;
        return { dailyReward: 100, bonusName: 'Daily', totalAwarded: 100, currentStreak: 1 };
      }),
    ]);
    // One completed challenge: 50 + 50, the amount the claim then credits (not the spec's fixed "+50").
    expect((await screen.findByTestId('bank-checkin-reward')).textContent).toBe('+100 coins');
    await waitFor(() => expect(claimButton().textContent).toBe(t.claimDailyReward));
    fireEvent.click(claimButton());
    await expectToast(texts.checkIn.completeTitle, texts.checkIn.completeMessage(100));
    const [request] = requestsTo(fetchSpy(), apiRoutes.dailyCheckIn);
    expect(await request!.json()).toEqual({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    await waitFor(() => expect(claimButton().textContent).toBe(t.alreadyClaimed));
    expect(claimButton().disabled).toBe(true);
    expect(screen.getByTestId('checkin-countdown').textContent).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(screen.queryByTestId('bank-checkin-reward')).toBeNull();
  });

  it('counts down to local midnight each second and reads the state again at midnight', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2025, 8, 6, 23, 59, 57));
    renderBank([answer(apiRoutes.checkInProgress, makeProgress({ claimedToday: true }))]);
    const countdown = await screen.findByTestId('checkin-countdown');
    expect(countdown.textContent).toBe('00:00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown.textContent).toBe('00:00:02');
    expect(requestsTo(fetchSpy(), apiRoutes.checkInProgress)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(countdown.textContent).toBe('24:00:00');
    // Testing Library's waitFor polls with the faked setInterval; vitest's advances the fake clock itself.
    await vi.waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.checkInProgress)).toHaveLength(2));
  });

  it('reports a failed claim as "Check-in Failed"', async () => {
    const refused = fail(422, { error: 'already_claimed', message: texts.server.checkInAlreadyClaimed });
    renderBank([answer(apiRoutes.dailyCheckIn, refused)]);
    await waitFor(() => expect(claimButton().disabled).toBe(false));
    fireEvent.click(claimButton());
    await expectToast(t.checkInFailedTitle, texts.server.checkInAlreadyClaimed);
    routeFetch(fetchSpy(), bankRoutes([answer(apiRoutes.dailyCheckIn, fail(500))]));
    await waitFor(() => expect(claimButton().disabled).toBe(false));
    fireEvent.click(claimButton());
    await expectToast(t.checkInFailedTitle, t.checkInFailed);
  });
});
