import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { rafflesTexts, type MyEntry } from '@fr/contracts/raffles';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { MyEntriesPage } from './my-entries-page';

const t = rafflesTexts.myEntries;
const fetchSpy = useStubbedFetch();
const player = { authenticated: true, configured: true, userId: 'u1' };
const visitor = { authenticated: false, configured: true, userId: null };

const entry = (drawId: string, overrides: Partial<MyEntry> = {}): MyEntry => ({
  drawId,
  raffleId: 'nfl-bronze',
  raffleName: 'NFL Bronze Raffle',
  source: 'earned',
  tickets: 2,
  addedAt: '2026-11-25T10:00:00.000Z',
  closesAt: '2026-11-26T04:59:00.000Z',
  outcome: 'pending',
  prize: 'NFL Team Merchandise Pack',
  prizeStatus: null,
  ...overrides,
});

function renderEntries(routes: Handler[]) {
  routeFetch(fetchSpy(), routes);
  return renderApp(<MyEntriesPage />, { route: '/raffles/entries' });
}

describe('my entries', () => {
  it('shows each entry and how it ended, with the way to claim a win and the proof of a finished draw', async () => {
    renderEntries([
      answer(apiRoutes.authStatus, player),
      answer(apiRoutes.myEntries, {
        entries: [
          entry('nfl-bronze-2026-11-25'),
          entry('nfl-bronze-2026-11-24', { outcome: 'won', prizeStatus: 'pending', source: 'free', tickets: 1 }),
          entry('nfl-bronze-2026-11-23', { outcome: 'not_won' }),
          entry('nfl-bronze-2026-11-22', { outcome: 'forfeited' }),
          entry('nfl-silver-2026-11-29', {
            outcome: 'won',
            prizeStatus: 'claimed',
            raffleId: 'nfl-silver',
            raffleName: 'NFL Silver Raffle',
          }),
        ],
        page: 1,
        pageSize: 20,
        total: 5,
      }),
    ]);
    const rows = await screen.findAllByTestId('my-entry');
    expect(rows.map((row) => within(row).getByTestId('my-entry-outcome').textContent)).toEqual([
      t.outcomes.pending,
      `${t.wonPrize('NFL Team Merchandise Pack')} · ${t.prizeStatuses.pending}`,
      t.outcomes.not_won,
      t.outcomes.forfeited,
      `${t.wonPrize('NFL Team Merchandise Pack')} · ${t.prizeStatuses.claimed}`,
    ]);
    const [pending, won, , , claimed] = rows.map((row) => within(row));
    expect(pending!.queryByTestId('my-entry-proof')).toBeNull();
    expect(pending!.getByText(`${t.sources.earned} · ${t.tickets(2)}`)).toBeTruthy();
    expect(won!.getByText(`${t.sources.free} · ${t.tickets(1)}`)).toBeTruthy();
    expect(won!.getByRole('link', { name: t.claim }).getAttribute('href')).toBe('/profile');
    expect(won!.getByRole('link', { name: t.proof }).getAttribute('href')).toBe('/raffles/draws/nfl-bronze-2026-11-24');
    expect(won!.getByRole('link', { name: 'NFL Bronze Raffle' }).getAttribute('href')).toBe('/raffles/nfl-bronze/history');
    // A prize already claimed needs no claim button.
    expect(claimed!.queryByTestId('my-entry-claim')).toBeNull();
    expect(screen.queryByTestId('my-entries-pagination')).toBeNull();
  });

  it('says when the player has no entries yet', async () => {
    renderEntries([answer(apiRoutes.authStatus, player), answer(apiRoutes.myEntries, { entries: [], page: 1, pageSize: 20, total: 0 })]);
    expect((await screen.findByTestId('my-entries-empty')).textContent).toContain(t.empty);
  });

  it('asks a visitor to sign in and asks for no entries', async () => {
    renderEntries([answer(apiRoutes.authStatus, visitor)]);
    expect(await screen.findByText(t.authRequired)).toBeTruthy();
    expect(requestsTo(fetchSpy(), apiRoutes.myEntries)).toHaveLength(0);
  });
});
