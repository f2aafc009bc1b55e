import { describe, expect, it } from 'vitest';
import { eventCatalogue } from '../events/catalogue';
import type { CatalogueEntry } from '../events/catalogue-entry';
import { PERSONAL_DATA_SUBJECT_FIELD, personalFieldsOf, personalStreamPrefixes } from './personal-data';

describe('the personal fields of the catalogue', () => {
  const entries = Object.entries(eventCatalogue as Record<string, CatalogueEntry>);

  it('name fields each schema has, on events that name their player', () => {
    for (const [type, entry] of entries) {
      for (const field of entry.personal ?? []) {
        expect(Object.keys(entry.schema.shape), `${type}.${field}`).toContain(field);
        expect(Object.keys(entry.schema.shape), type).toContain(PERSONAL_DATA_SUBJECT_FIELD);
      }
    }
  });

  it('mark the accounts and profile fields that hold names and e-mail addresses', () => {
    expect(personalFieldsOf('AccountRegistered')).toEqual(['username', 'email', 'firstName', 'lastName']);
    expect(personalFieldsOf('ProfileSettingsChanged')).toEqual(['firstName', 'lastName']);
    expect(personalFieldsOf('CoinsCredited')).toEqual([]);
  });

  it('key the username, e-mail and social identity claim streams by a hash, each prefix ending before its placeholder', () => {
    expect([...personalStreamPrefixes].sort()).toEqual(['unique-email-', 'unique-social-', 'unique-username-']);
  });
});
