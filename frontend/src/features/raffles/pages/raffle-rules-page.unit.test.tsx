import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { officialRulesSections, raffleById, rafflesTexts } from '@fr/contracts/raffles';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, fail, routeFetch, type Reply } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { RaffleRulesPage } from './raffle-rules-page';

const fetchSpy = useStubbedFetch();

function renderRules(raffleId: string, rules: Reply<typeof apiRoutes.raffleRules>) {
  routeFetch(fetchSpy(), [answer(apiRoutes.raffleRules, rules, { raffleId })]);
  renderApp(
    <Routes>
      <Route path="/raffles/:raffleId/rules" element={<RaffleRulesPage />} />
    </Routes>,
    { route: `/raffles/${raffleId}/rules` },
  );
}

describe('official rules', () => {
  it("shows every section of the raffle's rules with a way back", async () => {
    const raffle = raffleById('exclusive-gold')!;
    const sections = officialRulesSections(raffle, { marginPercent: 27.5, ticketCount: 2 });
    renderRules('exclusive-gold', {
      raffleId: raffle.id,
      raffleName: raffle.name,
      sections,
      prize: raffle.prize,
      nextDraw: '2026-12-01T04:59:00.000Z',
      drawId: 'exclusive-gold-2026-11-30',
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('EXCLUSIVE Gold Raffle');
    expect(screen.getAllByTestId('rules-section').map((section) => section.getAttribute('aria-label'))).toEqual(
      sections.map((section) => section.heading),
    );
    // The earned-entry terms are the tier's live configuration, and the draw time is stated in ET as the rules do.
    expect(screen.getByText(/beats its projected points by 27.5% in a game week earns 2 Gold tickets/)).toBeTruthy();
    expect(screen.getByText(/^Nov 30, 2026, 11:59 PM ET/)).toBeTruthy();
    expect(screen.getByText('NO PURCHASE NECESSARY. A purchase does not improve your chances of winning.')).toBeTruthy();
    expect(screen.getByRole('link', { name: rafflesTexts.rules.back }).getAttribute('href')).toBe('/raffles');
  });

  it('says when the raffle does not exist, in the server words', async () => {
    renderRules('nhl-gold', fail(404, { error: 'not_found', message: 'Raffle not found.' }));
    expect(await screen.findByText('Raffle not found.')).toBeTruthy();
  });
});
