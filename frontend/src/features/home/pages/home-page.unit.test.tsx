import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, fail, requestsTo, routeFetch, type Reply } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { defaultTiers, tierWithValues } from '@fr/contracts/fantasy';
import { raffles as raffleDefinitions, type RafflesResponse } from '@fr/contracts/raffles';
import { HomePage } from './home-page';

const fetchSpy = useStubbedFetch();

/** The sixteen open draws as GET /api/raffles answers a visitor (only the prize matters here). */
const makeRafflesResponse = (): RafflesResponse => ({
  raffles: raffleDefinitions.map((raffle) => ({
    id: raffle.id,
    name: raffle.name,
    subtitle: raffle.subtitle,
    sport: raffle.sport,
    tier: raffle.tier,
    type: raffle.type,
    tierType: raffle.tier,
    prize: raffle.prize.title,
    prizeDetails: raffle.prize.description,
    prizeValue: raffle.prize.prizeValue,
    prizeEstimatedValue: raffle.prize.estimatedValue,
    prizeId: raffle.prize.id,
    drawTime: 'Mon, Nov 23, 11:59 PM ET',
    nextDraw: '2026-11-24T04:59:00.000Z',
    drawId: `${raffle.id}-2026-11-23`,
    participants: 0,
    userTickets: 0,
    odds: null,
    active: false,
    freeEntryUsed: false,
    lastDraw: null,
  })),
  beacon: { kind: 'local', name: 'Local demo beacon (embedded)' },
});

function renderHome(
  winners: Reply<typeof apiRoutes.recentWinners>,
  {
    tiers = defaultTiers,
    raffles = makeRafflesResponse(),
  }: { tiers?: Reply<typeof apiRoutes.tiers>; raffles?: Reply<typeof apiRoutes.raffles> } = {},
) {
  routeFetch(fetchSpy(), [
    answer(apiRoutes.authStatus, { authenticated: false, configured: true, userId: null }),
    answer(apiRoutes.recentWinners, winners),
    answer(apiRoutes.tiers, tiers),
    answer(apiRoutes.raffles, raffles),
  ]);
  renderApp(<HomePage connectCard={() => <div data-testid="connect-slot" />} />);
}

describe('recent winners on the landing page', () => {
  it('lists winners of real draws, first name and initial, each linking to its proof', async () => {
    renderHome({
      winners: [
        {
          name: 'Devin R.',
          prize: '$100 Cash',
          tier: 'Bronze',
          drawId: 'exclusive-bronze-2026-11-22',
          drawnAt: '2026-11-23T12:00:00.000Z',
        },
        {
          name: 'Sam',
          prize: 'NBA VIP Weekend Package',
          tier: 'Gold',
          drawId: 'nba-gold-2026-10-31',
          drawnAt: '2026-11-01T12:00:00.000Z',
        },
      ],
    });
    const rows = await screen.findAllByTestId('recent-winner');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DDevin R. · $100 CashBronze · Nov 23, 2026',
      'SSam · NBA VIP Weekend PackageGold · Nov 1, 2026',
    ]);
    expect(rows[0]!.getAttribute('href')).toBe('/raffles/draws/exclusive-bronze-2026-11-22');
    expect(screen.getByRole('heading', { name: texts.home.recentWinnersTitle })).toBeTruthy();
  });

  it('leaves the section out until a draw has a winner', async () => {
    renderHome({ winners: [] });
    await screen.findByTestId('connect-slot');
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.recentWinners)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: texts.home.recentWinnersTitle })).toBeNull();
  });

  it('leaves the section out when the list cannot be read', async () => {
    renderHome(fail(500));
    await screen.findByTestId('connect-slot');
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.recentWinners)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: texts.home.recentWinnersTitle })).toBeNull();
  });
});

describe('the landing page states the live configuration and the live draws', () => {
  it("shows each tier's live margin, tickets and prizes: an admin's Bronze at 8 % with 2 tickets reads so", async () => {
    const bronze = defaultTiers[1]!;
    const tuned = tierWithValues(bronze, { pointsMultiplier: 1.08, ticketCount: 2, prizePool: 'Team jerseys worth $300' });
    renderHome({ winners: [] }, { tiers: defaultTiers.map((t) => (t.id === 2 ? tuned : t)) });
    const card = await screen.findByTestId('tier-bronze');
    expect(within(card).getByTestId('tier-threshold').textContent).toBe('+8%');
    expect(card.textContent).toContain('Projected 100, score 108+');
    expect(card.textContent).toContain(`${texts.home.tierLabels.tickets}2`);
    expect(card.textContent).toContain('Team jerseys worth $300');
    expect(card.textContent).toContain('$100 to $250');
    expect(within(screen.getByTestId('tier-silver')).getByTestId('tier-threshold').textContent).toBe('+20%');
  });

  it('sums the prize pool from the draws open now', async () => {
    renderHome({ winners: [] });
    // Bronze 250 * 3 + 100, Silver 800 + 600 + 400 + 500, Gold 10,000 + 8,000 + 6,000 + 2,500, Platinum 25,000 + 18,000 + 12,000 + 10,000.
    expect(await screen.findByText('$94,650')).toBeTruthy();
    expect(screen.getByText(texts.home.prizePool.caption(16))).toBeTruthy();
  });

  it('shows no made-up figure when the raffles cannot be read', async () => {
    renderHome({ winners: [] }, { raffles: fail(500) });
    await screen.findByTestId('connect-slot');
    await waitFor(() => expect(requestsTo(fetchSpy(), apiRoutes.raffles).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByTestId('prize-pool')).toBeNull());
  });
});
