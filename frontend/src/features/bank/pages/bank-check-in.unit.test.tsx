import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { makeProgress } from '../../../testing/economy-fixtures';
import { expectToast } from '../../../testing/expect-toast';
import { json, requestsTo, routeFetch, type Answer } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { bankRoutes } from './bank-test-routes';
import { BankPage } from './bank-page';

vi.mock('../../../components/celebrate/celebrate', () => ({ celebrate: vi.fn() }));

const t = texts.bank;
const progressPath = '/api/gamification/daily-checkin-progress';
const fetchSpy = useStubbedFetch();

beforeEach(() => {
  document.cookie = '__csrf=token-123';
});
afterEach(() => {
  vi.useRealTimers();
});

function renderBank(overrides: Record<string, Answer> = {}) {
  routeFetch(fetchSpy(), bankRoutes(overrides));
  return renderApp(<BankPage />, { route: '/bank' });
}

const claimButton = () => screen.getByTestId('bank-checkin-button') as HTMLButtonElement;

describe('bank check-in card', () => {
  it('offers +50 bonus coins, claims in the local time zone, then counts down', async () => {
    let claimed = false;
    renderBank({
      [`GET ${progressPath}`]: () => json(200, makeProgress({ claimedToday: claimed })),
      'POST /api/gamification/daily-checkin': () => {
        claimed = true;
        return json(200, { dailyReward: 100, bonusName: 'Daily', totalAwarded: 100, currentStreak: 1 });
      },
    });
    expect(await screen.findByText(t.bonusCoins)).toBeTruthy();
    await waitFor(() => expect(claimButton().textContent).toBe(t.claimDailyReward));
    fireEvent.click(claimButton());
    await expectToast(texts.checkIn.completeTitle, texts.checkIn.completeMessage(100));
    const [request] = requestsTo(fetchSpy(), 'POST', '/api/gamification/daily-checkin');
    expect(await request!.json()).toEqual({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    await waitFor(() => expect(claimButton().textContent).toBe(t.alreadyClaimed));
    expect(claimButton().disabled).toBe(true);
    expect(screen.getByTestId('checkin-countdown').textContent).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(screen.queryByText(t.bonusCoins)).toBeNull();
  });

  it('counts down to local midnight each second and reads the state again at midnight', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2025, 8, 6, 23, 59, 57));
    renderBank({ [`GET ${progressPath}`]: json(200, makeProgress({ claimedToday: true })) });
    const countdown = await screen.findByTestId('checkin-countdown');
    expect(countdown.textContent).toBe('00:00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown.textContent).toBe('00:00:02');
    expect(requestsTo(fetchSpy(), 'GET', progressPath)).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(countdown.textContent).toBe('24:00:00');
    // Testing Library's waitFor polls with the faked setInterval; vitest's advances the fake clock itself.
    await vi.waitFor(() => expect(requestsTo(fetchSpy(), 'GET', progressPath)).toHaveLength(2));
  });

  it('reports a failed claim as "Check-in Failed"', async () => {
    const refused = json(422, { error: 'already_claimed', message: texts.server.checkInAlreadyClaimed });
    renderBank({ 'POST /api/gamification/daily-checkin': refused });
    await waitFor(() => expect(claimButton().disabled).toBe(false));
    fireEvent.click(claimButton());
    await expectToast(t.checkInFailedTitle, texts.server.checkInAlreadyClaimed);
    routeFetch(fetchSpy(), bankRoutes({ 'POST /api/gamification/daily-checkin': new Response('', { status: 500 }) }));
    await waitFor(() => expect(claimButton().disabled).toBe(false));
    fireEvent.click(claimButton());
    await expectToast(t.checkInFailedTitle, t.checkInFailed);
  });
});
