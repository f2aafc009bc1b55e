import type { RaffleTicket } from '@fr/contracts/fantasy';
import { raffleSports, raffleTiers, rafflesTexts, tierOfAchievement, type RaffleCard, type RaffleTier } from '@fr/contracts/raffles';

/** The sport filter (spec §2): EXCLUSIVE has no option of its own, its cards show under "all". */
export const sportFilters = ['all', 'nfl', 'nba', 'mlb'] as const;
export type SportFilter = (typeof sportFilters)[number];

export const tierFilters = ['all', 'active', ...raffleTiers] as const;
export type TierFilter = (typeof tierFilters)[number];

export interface RaffleFilters {
  sport: SportFilter;
  tier: TierFilter;
}

export const noFilters: RaffleFilters = { sport: 'all', tier: 'all' };

const isSportFilter = (value: string | null): value is SportFilter => sportFilters.includes(value as SportFilter);

const isRaffleTier = (value: string | null): value is RaffleTier => raffleTiers.includes(value as RaffleTier);

/** The element id of a card, which links and the query parameters scroll to (spec §2). */
export const cardElementId = (card: Pick<RaffleCard, 'sport' | 'tier'>) => `${card.sport}-${card.tier}-raffle`;

/**
 * What `?sport=…&tier=…` asks for (spec §2): the filters it pre-selects and the card to scroll to once both name one.
 * `sport=exclusive` selects "all", where EXCLUSIVE cards show, and still scrolls to its card; unknown values select
 * nothing.
 */
export function selectionFromQuery(params: URLSearchParams): { filters: RaffleFilters; scrollTo: string | null } {
  const sport = params.get('sport')?.toLowerCase() ?? null;
  const tier = params.get('tier')?.toLowerCase() ?? null;
  const filters: RaffleFilters = { sport: isSportFilter(sport) ? sport : 'all', tier: isRaffleTier(tier) ? tier : 'all' };
  const cardSport = raffleSports.find((s) => s === sport);
  const scrollTo = cardSport && isRaffleTier(tier) ? cardElementId({ sport: cardSport, tier }) : null;
  return { filters, scrollTo };
}

/** Spec §2: a card is active when the player holds tickets of its sport and tier; an entry in the open draw counts too. */
export const isCardActive = (card: Pick<RaffleCard, 'active' | 'userTickets'>) => card.active || card.userTickets > 0;

/** The cards the filters let through, in the server's order. */
export function visibleCards(cards: readonly RaffleCard[], filters: RaffleFilters): RaffleCard[] {
  return cards.filter((card) => {
    if (filters.sport !== 'all' && card.sport !== filters.sport) return false;
    if (filters.tier === 'active') return isCardActive(card);
    return filters.tier === 'all' || card.tier === filters.tier;
  });
}

/** "1 in floor(participants / tickets)" (spec §2); the server words it, this covers an answer that left it out. */
export function cardOdds(card: Pick<RaffleCard, 'odds' | 'participants' | 'userTickets'>): string | null {
  if (card.odds) return card.odds;
  return card.userTickets > 0 ? rafflesTexts.raffles.odds(card.participants, card.userTickets) : null;
}

/** The player's tickets that feed a card (spec §5): its sport (EXCLUSIVE pools every sport) and its tier. */
export function ticketsForCard(tickets: readonly RaffleTicket[], card: Pick<RaffleCard, 'sport' | 'tier'>): RaffleTicket[] {
  return tickets.filter(
    (ticket) =>
      tierOfAchievement[ticket.tierAchieved] === card.tier &&
      (card.sport === 'exclusive' || ticket.team.sport.toLowerCase() === card.sport),
  );
}
