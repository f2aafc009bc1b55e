import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { makeChallenge } from '../../../testing/economy-fixtures';
import { answer, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { bankRoutes, readyBoost } from './bank-test-routes';
import { BankPage } from './bank-page';

const t = texts.bank;
const fetchSpy = useStubbedFetch();

beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

function renderBank(overrides: Handler[] = []) {
  routeFetch(fetchSpy(), bankRoutes(overrides));
  return renderApp(<BankPage />, { route: '/bank' });
}

describe('bank', () => {
  it('asks visitors to log in and reads nothing of theirs', async () => {
    renderBank([answer(apiRoutes.authStatus, { authenticated: false, configured: true, userId: null })]);
    expect(await screen.findByText(t.loginRequired)).toBeTruthy();
    expect(requestsTo(fetchSpy(), apiRoutes.purchasedBoosts)).toHaveLength(0);
  });

  it('shows the balance and the challenges summary', async () => {
    renderBank();
    const balance = await screen.findByTestId('bank-balance-coins');
    await waitFor(() => expect(balance.textContent).toBe(`4,200${t.coins}`));
    expect((await screen.findByTestId('challenges-completed')).textContent).toBe('1');
    expect(screen.getByTestId('challenges-remaining').textContent).toBe('3');
    expect(screen.getByRole('link', { name: t.viewAllChallenges }).getAttribute('href')).toBe('/challenges');
  });

  it('links each quick opportunity to its Challenges tab, the daily check-in left out', async () => {
    renderBank();
    const links = await screen.findAllByTestId('quick-opportunity');
    expect(links.map((link) => [link.textContent?.split('+')[0], link.getAttribute('href')])).toEqual([
      ['3-Day Streak', '/challenges?tab=daily'],
      ['First deposit', '/challenges?tab=deposit'],
    ]);
  });

  it('says when every challenge is done', async () => {
    renderBank([answer(apiRoutes.challenges, [makeChallenge({ completed: true }), makeChallenge({ type: 'daily' })])]);
    expect((await screen.findByTestId('quick-none')).textContent).toBe(t.allChallengesDone);
  });

  it('lists boosts ready to use and recently used, with team and date or "recently"', async () => {
    renderBank();
    const ready = await screen.findAllByTestId('ready-boost');
    expect(ready.map((item) => within(item).getByText(readyBoost.name))).toHaveLength(1);
    expect(screen.getAllByTestId('used-boost').map((item) => item.textContent)).toEqual([
      'Old BoostChiefs Kingdom · Sep 3, 2025',
      `Fresh BoostLakers Legacy · ${t.recently}`,
    ]);
  });

  it('opens the apply dialog from a ready boost', async () => {
    renderBank();
    fireEvent.click(
      within(await screen.findByTestId('ready-boost')).getByRole('button', { name: `${t.applyReadyBoost} ${readyBoost.name}` }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(texts.boosts.dialogTitle)).toBeTruthy();
    expect(within(dialog).getByText(readyBoost.name)).toBeTruthy();
  });

  it('points to the Shop when nothing was bought yet', async () => {
    renderBank([answer(apiRoutes.purchasedBoosts, { boosts: [] })]);
    expect(await screen.findByText(t.noBoosts)).toBeTruthy();
    expect(screen.getByTestId('visit-shop').getAttribute('href')).toBe('/shop');
  });
});
