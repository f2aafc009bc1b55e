import { describe, expect, it } from 'vitest';
import { catalogueKinds } from './constants';
import { catalogueFieldsOf, catalogueSeed, validateCatalogueFields, type CatalogueSeedEntry } from './seed';

describe('the catalogue as shipped', () => {
  // An admin saving a seed item unchanged must pass: a placeholder link on no partner host would be refused on edit.
  it.each(catalogueKinds)('takes every %s of the seed as an admin edit, links on the partner’s own hosts', (kind) => {
    const entries = catalogueSeed[kind] as readonly CatalogueSeedEntry<typeof kind>[];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const result = validateCatalogueFields(kind, entry, catalogueFieldsOf(kind, entry.base));
      expect(result, `${kind} ${entry.itemId}`).toMatchObject({ ok: true });
    }
  });
});
