import { describe, expect, it } from 'vitest';
import { makeTicket } from '../../../testing/fantasy-fixtures';
import { makeRaffleCards } from '../testing/raffle-fixtures';
import { cardElementId, cardOdds, isCardActive, queryOf, selectionFromQuery, ticketsForCard, visibleCards } from './raffle-selection';

const query = (search: string) => selectionFromQuery(new URLSearchParams(search));
const ids = (cards: ReturnType<typeof makeRaffleCards>) => cards.map(cardElementId);

describe('selection from the address', () => {
  it('selects the sport tab and the tier, and scrolls to the card they name', () => {
    expect(query('sport=nfl&tier=bronze')).toEqual({ filters: { sport: 'nfl', tier: 'bronze' }, scrollTo: 'nfl-bronze-raffle' });
    expect(query('sport=MLB&tier=Platinum').scrollTo).toBe('mlb-platinum-raffle');
  });

  it('gives EXCLUSIVE its own tab', () => {
    expect(query('sport=exclusive&tier=gold')).toEqual({
      filters: { sport: 'exclusive', tier: 'gold' },
      scrollTo: 'exclusive-gold-raffle',
    });
  });

  it('opens on NFL, scrolls only when sport and tier both name a card, and ignores what it does not know', () => {
    expect(query('sport=nba')).toEqual({ filters: { sport: 'nba', tier: 'all' }, scrollTo: null });
    expect(query('tier=silver')).toEqual({ filters: { sport: 'nfl', tier: 'silver' }, scrollTo: null });
    expect(query('sport=nhl&tier=bronze')).toEqual({ filters: { sport: 'nfl', tier: 'bronze' }, scrollTo: null });
    // "active" is a filter choice the address keeps, not a tier a card can have.
    expect(query('sport=nfl&tier=active')).toEqual({ filters: { sport: 'nfl', tier: 'active' }, scrollTo: null });
    expect(query('tier=platinum&sport=all')).toEqual({ filters: { sport: 'nfl', tier: 'platinum' }, scrollTo: null });
    expect(query('')).toEqual({ filters: { sport: 'nfl', tier: 'all' }, scrollTo: null });
  });

  it('writes the selection back to the address, which reads it again the same', () => {
    expect(queryOf({ sport: 'mlb', tier: 'all' }).toString()).toBe('sport=mlb');
    expect(queryOf({ sport: 'exclusive', tier: 'active' }).toString()).toBe('sport=exclusive&tier=active');
    for (const filters of [
      { sport: 'nba', tier: 'gold' },
      { sport: 'nfl', tier: 'active' },
    ] as const)
      expect(selectionFromQuery(queryOf(filters)).filters).toEqual(filters);
  });
});

describe('filters', () => {
  const cards = makeRaffleCards();

  it("keeps a sport's tab to its own four cards", () => {
    expect(ids(visibleCards(cards, { sport: 'nba', tier: 'all' }))).toEqual([
      'nba-bronze-raffle',
      'nba-silver-raffle',
      'nba-gold-raffle',
      'nba-platinum-raffle',
    ]);
    expect(ids(visibleCards(cards, { sport: 'exclusive', tier: 'all' }))).toEqual([
      'exclusive-bronze-raffle',
      'exclusive-silver-raffle',
      'exclusive-gold-raffle',
      'exclusive-platinum-raffle',
    ]);
  });

  it('crosses sport and tier', () => {
    expect(ids(visibleCards(cards, { sport: 'mlb', tier: 'silver' }))).toEqual(['mlb-silver-raffle']);
    expect(ids(visibleCards(cards, { sport: 'exclusive', tier: 'gold' }))).toEqual(['exclusive-gold-raffle']);
  });

  it('"active only" keeps the cards of the tab where the player holds tickets or has entries', () => {
    const mixed = makeRaffleCards({
      'nfl-bronze': { active: true, userTickets: 0 },
      'nfl-gold': { active: false, userTickets: 2 },
      'nba-gold': { active: false, userTickets: 2 },
      'exclusive-bronze': { active: true, userTickets: 3 },
    });
    expect(ids(visibleCards(mixed, { sport: 'nfl', tier: 'active' }))).toEqual(['nfl-bronze-raffle', 'nfl-gold-raffle']);
    expect(ids(visibleCards(mixed, { sport: 'mlb', tier: 'active' }))).toEqual([]);
  });
});

describe('active and odds', () => {
  const [card] = makeRaffleCards();

  it('is active with earned tickets of the cell or an entry in the open draw', () => {
    expect(isCardActive({ ...card!, active: false, userTickets: 0 })).toBe(false);
    expect(isCardActive({ ...card!, active: true, userTickets: 0 })).toBe(true);
    expect(isCardActive({ ...card!, active: false, userTickets: 1 })).toBe(true);
  });

  it('shows the server odds, "1 in floor(participants / tickets)" when it sent none, and nothing without tickets', () => {
    expect(cardOdds({ odds: '1 in 616', participants: 1232, userTickets: 2 })).toBe('1 in 616');
    expect(cardOdds({ odds: null, participants: 1847, userTickets: 3 })).toBe('1 in 615');
    expect(cardOdds({ odds: null, participants: 1, userTickets: 4 })).toBe('1 in 1');
    expect(cardOdds({ odds: null, participants: 500, userTickets: 0 })).toBeNull();
  });
});

describe('tickets of a card', () => {
  const nflBronze = makeTicket({ tierAchieved: 2, team: { id: 't1', name: 'Chiefs Kingdom', sport: 'NFL' } });
  const nbaBronze = makeTicket({ tierAchieved: 2, team: { id: 't2', name: 'Lakers Legacy', sport: 'NBA' } });
  const nflGold = makeTicket({ tierAchieved: 4, team: { id: 't1', name: 'Chiefs Kingdom', sport: 'NFL' } });
  const tickets = [nflBronze, nbaBronze, nflGold];

  it('matches the sport and the tier the achievement maps to', () => {
    expect(ticketsForCard(tickets, { sport: 'nfl', tier: 'bronze' })).toEqual([nflBronze]);
    expect(ticketsForCard(tickets, { sport: 'nfl', tier: 'gold' })).toEqual([nflGold]);
    expect(ticketsForCard(tickets, { sport: 'mlb', tier: 'bronze' })).toEqual([]);
  });

  it('pools every sport of the tier for EXCLUSIVE', () => {
    expect(ticketsForCard(tickets, { sport: 'exclusive', tier: 'bronze' })).toEqual([nflBronze, nbaBronze]);
  });
});
