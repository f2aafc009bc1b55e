import { FEATURED_PRIZES_LIMIT, type PrizeCatalogueItem, type PrizeCatalogueResponse } from '@fr/contracts/prizes';
import { raffles } from '@fr/contracts/raffles';
import { clientRoutes } from '@fr/contracts/shell';

export type CategoryFilter = 'all' | PrizeCatalogueItem['category'];

/** The prizes one category shows, and the featured row: the server's, never more than the spec's four (§9). */
export function catalogueView(response: PrizeCatalogueResponse, category: CategoryFilter) {
  return {
    featured: response.featured.slice(0, FEATURED_PRIZES_LIMIT),
    prizes: category === 'all' ? response.prizes : response.prizes.filter((prize) => prize.category === category),
  };
}

/**
 * Where a raffle prize's call to action goes: the Raffles page with its card pre-selected and scrolled to (spec §2
 * query parameters). Null for prizes no raffle draws, such as partner offers.
 */
export function raffleLinkOf(prize: Pick<PrizeCatalogueItem, 'id'>): string | null {
  const raffle = raffles.find((r) => r.prize.id === prize.id);
  return raffle ? `${clientRoutes.raffles}?${new URLSearchParams({ sport: raffle.sport, tier: raffle.tier }).toString()}` : null;
}
