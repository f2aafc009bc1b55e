import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FEATURED_PRIZES_LIMIT, prizeCatalogue, prizesTexts, type PrizeCatalogueItem } from '@fr/contracts/prizes';
import { apiRoutes } from '@fr/contracts/api-routes';
import { answer, fail, requestsTo, routeFetch, type Reply } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { PrizesPage } from './prizes-page';

const t = prizesTexts.prizes;
const fetchSpy = useStubbedFetch();
const everyFeatured = prizeCatalogue.map((prize) => ({ ...prize, isFeatured: true }));

function renderPrizes(catalogue: Reply<typeof apiRoutes.prizeCatalogue>) {
  routeFetch(fetchSpy(), [answer(apiRoutes.prizeCatalogue, catalogue)]);
  return renderApp(<PrizesPage />, { route: '/prizes' });
}

const titles = (testId: string) => screen.getAllByTestId(testId).map((card) => card.dataset.prizeId);

describe('prizes', () => {
  it('shows at most four featured prizes above the whole catalogue', async () => {
    renderPrizes({ prizes: prizeCatalogue, featured: everyFeatured.slice(0, 6) });
    await screen.findAllByTestId('prize-card');
    expect(titles('featured-prize')).toHaveLength(FEATURED_PRIZES_LIMIT);
    expect(titles('prize-card')).toHaveLength(prizeCatalogue.length);
    expect(requestsTo(fetchSpy(), apiRoutes.prizeCatalogue)).toHaveLength(1);
  });

  it('filters the catalogue by category, the featured row unchanged', async () => {
    renderPrizes({ prizes: prizeCatalogue, featured: everyFeatured.slice(0, 2) });
    await screen.findAllByTestId('prize-card');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(Object.values(t.categories));
    fireEvent.click(screen.getByRole('tab', { name: t.categories.cash }));
    expect(titles('prize-card')).toEqual(['cash-100', 'cash-500', 'cash-2500', 'cash-10000']);
    expect(titles('featured-prize')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: t.categories.electronics }));
    expect(titles('prize-card')).toEqual(['smart-tv']);
  });

  it('says when a category is empty', async () => {
    const onlyCash: PrizeCatalogueItem[] = prizeCatalogue.filter((prize) => prize.category === 'cash');
    renderPrizes({ prizes: onlyCash, featured: [] });
    await screen.findAllByTestId('prize-card');
    fireEvent.click(screen.getByRole('tab', { name: t.categories.merch }));
    expect(screen.getByText(t.empty)).toBeTruthy();
  });

  it("opens a partner offer's details with its requirements and a sponsored link in a new tab beside the disclosure", async () => {
    renderPrizes({ prizes: prizeCatalogue, featured: [] });
    await screen.findAllByTestId('prize-card');
    fireEvent.click(screen.getByRole('button', { name: `${t.details}: 65" 4K Smart TV` }));
    const dialog = await screen.findByRole('dialog', { name: '65" 4K Smart TV' });
    expect(within(dialog).getByText('Partner offer: buying is optional and does not improve your odds')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'View Offer' });
    expect(link.getAttribute('href')).toBe('https://www.bestbuy.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer sponsored');
    expect(within(dialog).getByTestId('prize-partner-disclosure').textContent).toBe(t.partnerDisclosure);
    expect(within(dialog).getByText(t.partner('Best Buy'))).toBeTruthy();
  });

  it('shows the picture an admin gave a prize on its card and in its details, and none where it has none', async () => {
    const image = 'https://images.example.com/smart-tv.jpg';
    const withImage = prizeCatalogue.map((prize) => (prize.id === 'smart-tv' ? { ...prize, imageUrl: image } : prize));
    renderPrizes({ prizes: withImage, featured: [] });
    const cards = await screen.findAllByTestId('prize-card');
    const tv = cards.find((card) => card.dataset.prizeId === 'smart-tv')!;
    expect(within(tv).getByRole('img', { name: '65" 4K Smart TV' }).getAttribute('src')).toBe(image);
    expect(cards.filter((card) => within(card).queryByRole('img'))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: `${t.details}: 65" 4K Smart TV` }));
    const dialog = await screen.findByRole('dialog', { name: '65" 4K Smart TV' });
    expect(within(dialog).getByRole('img', { name: '65" 4K Smart TV' }).getAttribute('src')).toBe(image);
  });

  it("sends a raffle prize's call to action to its raffle card", async () => {
    const { router } = renderPrizes({ prizes: prizeCatalogue, featured: [] });
    await screen.findAllByTestId('prize-card');
    fireEvent.click(screen.getByRole('button', { name: `${t.details}: NBA VIP Weekend Package` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByTestId('prize-partner-disclosure')).toBeNull();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Enter the Raffle' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/raffles?sport=nba&tier=gold'));
  });

  it('shows its own error text when the catalogue fails to load', async () => {
    renderPrizes(fail(503));
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
  });
});
