import type { RaffleTicket } from '@fr/contracts/fantasy';
import {
  raffleSports,
  raffleTiers,
  rafflesTexts,
  tierOfAchievement,
  type RaffleCard,
  type RaffleSport,
  type RaffleTier,
} from '@fr/contracts/raffles';

/**
 * The sport tabs (issue 22: the page shows one sport at a time, so it stays short): each sport's four raffles, and
 * EXCLUSIVE, which pools every sport, under a tab of its own. NFL first, as the spec's per-sport reading defaults to.
 */
export const sportTabs = raffleSports;
export type SportTab = RaffleSport;
export const DEFAULT_SPORT: SportTab = 'nfl';

export const tierFilters = ['all', 'active', ...raffleTiers] as const;
export type TierFilter = (typeof tierFilters)[number];

export interface RaffleFilters {
  sport: SportTab;
  tier: TierFilter;
}

const isSportTab = (value: string | null): value is SportTab => sportTabs.includes(value as SportTab);

const isTierFilter = (value: string | null): value is TierFilter => tierFilters.includes(value as TierFilter);

const isRaffleTier = (value: string | null): value is RaffleTier => raffleTiers.includes(value as RaffleTier);

/** The element id of a card, which links and the query parameters scroll to (spec §2). */
export const cardElementId = (card: Pick<RaffleCard, 'sport' | 'tier'>) => `${card.sport}-${card.tier}-raffle`;

/**
 * What `?sport=…&tier=…` asks for (spec §2): the sport tab and tier filter it selects, and the card to scroll to once
 * both name one. An unknown or missing sport selects NFL, an unknown tier "all".
 */
export function selectionFromQuery(params: URLSearchParams): { filters: RaffleFilters; scrollTo: string | null } {
  const sport = params.get('sport')?.toLowerCase() ?? null;
  const tier = params.get('tier')?.toLowerCase() ?? null;
  const filters: RaffleFilters = { sport: isSportTab(sport) ? sport : DEFAULT_SPORT, tier: isTierFilter(tier) ? tier : 'all' };
  const scrollTo = isSportTab(sport) && isRaffleTier(tier) ? cardElementId({ sport, tier }) : null;
  return { filters, scrollTo };
}

/** The address of a selection, so it survives a reload and the back button: the sport always, the tier unless "all". */
export function queryOf(filters: RaffleFilters): URLSearchParams {
  const params = new URLSearchParams({ sport: filters.sport });
  if (filters.tier !== 'all') params.set('tier', filters.tier);
  return params;
}

/** Spec §2: a card is active when the player holds tickets of its sport and tier; an entry in the open draw counts too. */
export const isCardActive = (card: Pick<RaffleCard, 'active' | 'userTickets'>) => card.active || card.userTickets > 0;

/** The cards the filters let through, in the server's order: the chosen sport's only. */
export function visibleCards(cards: readonly RaffleCard[], filters: RaffleFilters): RaffleCard[] {
  return cards.filter((card) => {
    if (card.sport !== filters.sport) return false;
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
