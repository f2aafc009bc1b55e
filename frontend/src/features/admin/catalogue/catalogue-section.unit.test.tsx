import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes } from '@fr/contracts/api-routes';
import { catalogueTexts, catalogueServerTexts, type CatalogueItemEntry } from '@fr/contracts/catalogue';
import { fail, answer, requestsTo, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { CatalogueSection } from './catalogue-section';

const t = catalogueTexts.catalogue;
const fetchSpy = useStubbedFetch();
beforeEach(() => {
  document.cookie = '__csrf=token-123';
});

const pkg: CatalogueItemEntry = {
  kind: 'package',
  itemId: 'coins-2500',
  name: '2,500 coins',
  version: 0,
  partner: null,
  allowedHosts: [],
  card: { title: '2,500 coins', description: '+500 bonus coins', value: '$9.99', facts: ['Most popular'], link: null, imageUrl: null },
  fields: { amount: 2500, bonus: 500, priceCents: 999, popular: true },
  changedBy: null,
  changedAt: null,
};
const prize: CatalogueItemEntry = {
  kind: 'prize',
  itemId: 'smart-tv',
  name: '65" 4K Smart TV',
  version: 2,
  partner: 'Best Buy',
  allowedHosts: ['bestbuy.com'],
  card: { title: '65" 4K Smart TV', description: 'Watch every game in 4K.', value: '$1,200', facts: [], link: null, imageUrl: null },
  fields: {
    title: '65" 4K Smart TV',
    description: 'Watch every game in 4K.',
    longDescription: 'A television.',
    prizeValue: '$1,200',
    estimatedValue: 1200,
    availableQuantity: 10,
    isFeatured: false,
    imageUrl: null,
    affiliateUrl: 'https://www.bestbuy.com/',
  },
  changedBy: { kind: 'admin', id: 'a1', name: 'ops-ada', email: 'ada@example.com' },
  changedAt: '2026-11-25T15:00:00.000Z',
};

const openPackages = async () => {
  fireEvent.click(await screen.findByTestId('catalogue-tab-package'));
  return screen.findByTestId('catalogue-item-coins-2500');
};

describe('the Catalogue section', () => {
  it('lists items per kind with who changed them, previews an edit and shows the server’s message by its field', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminCatalogue, { entries: [prize, pkg] }),
      answer(apiRoutes.adminCataloguePreview, {
        card: { ...pkg.card, value: '$12.99' },
      }),
      answer(apiRoutes.adminCatalogueUpdate, () =>
        fail(400, {
          error: 'validation_failed',
          message: catalogueServerTexts.cataloguePrice,
          issues: [{ path: 'fields.priceCents', message: catalogueServerTexts.cataloguePrice }],
        }),
      ),
    ]);
    renderApp(<CatalogueSection role="admin" />);
    const tv = await screen.findByTestId('catalogue-item-smart-tv');
    expect(tv.textContent).toContain('ops-ada');
    const row = await openPackages();
    expect(row.textContent).toContain(t.seed);
    fireEvent.click(within(row).getByRole('button', { name: `${t.edit}: 2,500 coins` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(t.fields.priceCents), { target: { value: '1299' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.preview }));
    expect((await within(dialog).findByTestId('catalogue-preview')).textContent).toContain('$12.99');
    const previews = requestsTo(fetchSpy(), apiRoutes.adminCataloguePreview, { kind: 'package' });
    expect(await previews[0]!.clone().json()).toEqual({
      itemId: 'coins-2500',
      fields: { amount: 2500, bonus: 500, priceCents: 1299, popular: true },
    });

    fireEvent.change(within(dialog).getByLabelText(t.fields.priceCents), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(catalogueServerTexts.cataloguePrice)).toBeTruthy();
  });

  it('says in words that someone changed the item meanwhile', async () => {
    routeFetch(fetchSpy(), [
      answer(apiRoutes.adminCatalogue, { entries: [pkg] }),
      answer(apiRoutes.adminCatalogueUpdate, () => fail(409, { error: 'conflict', message: catalogueServerTexts.catalogueChangedSince })),
    ]);
    renderApp(<CatalogueSection role="admin" />);
    fireEvent.click(within(await openPackages()).getByRole('button', { name: `${t.edit}: 2,500 coins` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect((await within(dialog).findByTestId('catalogue-conflict')).textContent).toBe(t.conflict);
  });

  it('shows the auditor the catalogue read-only', async () => {
    routeFetch(fetchSpy(), [answer(apiRoutes.adminCatalogue, { entries: [pkg] })]);
    renderApp(<CatalogueSection role="auditor" />);
    expect(await screen.findByText(t.readOnly)).toBeTruthy();
    expect(within(await openPackages()).queryByRole('button')).toBeNull();
  });
});
