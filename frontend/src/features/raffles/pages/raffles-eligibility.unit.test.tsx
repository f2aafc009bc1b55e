import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rafflesTexts } from '@fr/contracts/raffles';
import { eligibilityTexts, type EligibilityResponse } from '@fr/contracts/eligibility';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, requestsTo, routeFetch, type Handler } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { makeRafflesResponse } from '../testing/raffle-fixtures';
import { RafflesPage } from './raffles-page';

const t = rafflesTexts.raffles;
const e = eligibilityTexts.eligibility;
const fetchSpy = useStubbedFetch();
const undeclared: EligibilityResponse = { declaration: null, raffle: null, adultOffer: null, changes: [] };
const declared: EligibilityResponse = {
  declaration: { dateOfBirth: '1990-05-01', state: 'TX', declaredAt: '2026-11-22T17:00:00.000Z' },
  raffle: { purpose: 'raffle', eligible: true, minimumAge: 18, reason: null },
  adultOffer: { purpose: 'adult-offer', eligible: true, minimumAge: 21, reason: null },
  changes: [{ changedAt: '2026-11-22T17:00:00.000Z', state: 'TX', previousState: null, dateOfBirthChanged: false }],
};

beforeEach(() => {
  document.cookie = '__csrf=token-123';
  Element.prototype.scrollIntoView = () => undefined;
});

function renderRaffles(routes: Handler[]) {
  routeFetch(fetchSpy(), [
    answer(apiRoutes.authStatus, { authenticated: true, configured: true, userId: 'u1' }),
    answer(apiRoutes.raffles, makeRafflesResponse({})),
    answer(apiRoutes.raffleTickets, { tickets: [] }),
    ...routes,
  ]);
  return renderApp(<RafflesPage />, { route: '/raffles' });
}

/** A card's free entry, once the cards are shown (they are rendered after the list's answer, as a transition). */
async function freeEntryOf(id: string) {
  await screen.findAllByTestId('raffle-card');
  return within(document.getElementById(id)!).getByRole('button', { name: t.freeEntry });
}

describe('eligibility on the raffles page', () => {
  it('asks a player who never declared before the first free entry, then opens the entry', async () => {
    let answered = undeclared;
    renderRaffles([
      answer(apiRoutes.eligibility, () => answered),
      answer(apiRoutes.declareEligibility, () => {
        answered = declared;
        return declared;
      }),
    ]);
    expect((await screen.findByTestId('eligibility-tickets-waiting')).textContent).toContain(e.ticketsWaiting);
    fireEvent.click(await freeEntryOf('nfl-bronze-raffle'));
    const dialog = await screen.findByRole('dialog', { name: e.dialogTitle });
    expect(screen.queryByRole('dialog', { name: t.freeEntryTitle })).toBeNull();
    fireEvent.change(within(dialog).getByTestId('eligibility-date-of-birth'), { target: { value: '1990-05-01' } });
    fireEvent.change(within(dialog).getByTestId('eligibility-state'), { target: { value: 'TX' } });
    fireEvent.click(within(dialog).getByTestId('eligibility-confirm'));
    await screen.findByRole('dialog', { name: t.freeEntryTitle });
    const [request] = requestsTo(fetchSpy(), apiRoutes.declareEligibility);
    expect(await request!.json()).toEqual({ dateOfBirth: '1990-05-01', state: 'TX' });
    await waitFor(() => expect(screen.queryByTestId('eligibility-tickets-waiting')).toBeNull());
  });

  it('opens the free entry at once for a player who declared', async () => {
    renderRaffles([answer(apiRoutes.eligibility, declared)]);
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.eligibility)).toHaveLength(1));
    fireEvent.click(await freeEntryOf('nfl-bronze-raffle'));
    await screen.findByRole('dialog', { name: t.freeEntryTitle });
    expect(screen.queryByRole('dialog', { name: e.dialogTitle })).toBeNull();
    expect(screen.queryByTestId('eligibility-tickets-waiting')).toBeNull();
  });
});
