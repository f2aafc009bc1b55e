import { describe, expect, it } from 'vitest';
import { catalogueFieldsOf, catalogueSeed, texts } from '@fr/contracts';
import { deciderSpec } from '../../../testing/decider-spec';
import { catalogueDecider, type CatalogueCommand, type CatalogueEvent } from './catalogue-item';

const now = new Date('2026-11-25T12:00:00Z');
const spec = deciderSpec(catalogueDecider, { now });
const seedFields = catalogueFieldsOf('package', catalogueSeed.package[0]!.base);
const change = (over: Partial<CatalogueCommand> = {}, fields: object = { ...seedFields, priceCents: 599 }): CatalogueCommand => ({
  type: 'ChangeItem',
  kind: 'package',
  itemId: 'coins-1000',
  version: 0,
  fields,
  commandId: 'cmd-1',
  adminId: 'a1',
  ...over,
});
const changed = (version: number, priceCents: number, commandId: string): CatalogueEvent => ({
  type: 'CatalogueItemChanged',
  data: {
    kind: 'package',
    itemId: 'coins-1000',
    version,
    fields: { ...seedFields, priceCents },
    previous: version === 1 ? seedFields : { ...seedFields, priceCents: 599 },
    commandId,
    adminId: 'a1',
    changedAt: now.toISOString(),
  },
});

describe('the catalogue', () => {
  it('records a change over the seed with the fields before and after, once per command', () => {
    spec
      .given()
      .when(change())
      .then([changed(1, 599, 'cmd-1')]);
    spec
      .given(changed(1, 599, 'cmd-1'))
      .when(change())
      .thenNothing();
    spec
      .given(changed(1, 599, 'cmd-1'))
      .when(change({ version: 1, commandId: 'cmd-2' }, { ...seedFields, priceCents: 799 }))
      .then([changed(2, 799, 'cmd-2')]);
  });

  it('refuses an edit of a version changed since (409), and an unknown item', () => {
    spec
      .given(changed(1, 599, 'cmd-1'))
      .when(change({ commandId: 'cmd-2' }))
      .thenRefuses(texts.server.catalogueChangedSince);
    spec
      .given()
      .when(change({ itemId: 'coins-3' }))
      .thenRefuses(texts.server.catalogueItemNotFound);
  });

  it('records nothing when nothing changed', () => {
    spec.given().when(change({}, seedFields)).thenNothing();
  });

  it('refuses bad prices and coin amounts, naming the field', () => {
    for (const priceCents of [0, -1, 9.5, 50_001, 1e12]) {
      spec
        .given()
        .when(change({}, { ...seedFields, priceCents }))
        .thenRefuses(texts.server.cataloguePrice);
    }
    spec
      .given()
      .when(change({}, { ...seedFields, amount: 0 }))
      .thenRefuses(texts.server.catalogueCoins);
    spec
      .given()
      .when(change({}, { ...seedFields, bonus: 1.5 }))
      .thenRefuses(texts.server.catalogueBonus);
    expect(() => catalogueDecider.decide(change({}, { ...seedFields, priceCents: 0 }), new Map(), { now })).toThrow(
      expect.objectContaining({ code: 'validation_failed', issues: [{ path: 'fields.priceCents', message: texts.server.cataloguePrice }] }),
    );
  });

  it('takes a partner link only over https on the partner’s host', () => {
    const contest = catalogueSeed.contest.find((c) => c.itemId === 'dk-nfl-sunday-millionaire')!;
    const fields = catalogueFieldsOf('contest', contest.base);
    const edit = (affiliateUrl: string) => change({ kind: 'contest', itemId: contest.itemId }, { ...fields, affiliateUrl });
    const hosts = texts.server.catalogueLinkHost('DraftKings', ['draftkings.com', 'dkng.co']);
    spec.given().when(edit('http://www.draftkings.com/nfl')).thenRefuses(texts.server.catalogueLinkHttps);
    spec.given().when(edit('https://www.fanduel.com/nfl')).thenRefuses(hosts);
    spec.given().when(edit('https://draftkings.com.evil.example/nfl')).thenRefuses(hosts);
    spec.given().when(edit('javascript:alert(1)')).thenRefuses(texts.server.catalogueLinkHttps);
    expect(spec.given().when(edit('https://www.draftkings.com/lobby?offer=nfl')).events()).toHaveLength(1);
    const own = catalogueSeed.contest.find((c) => c.itemId === 'fr-nfl-platinum-raffle')!;
    spec
      .given()
      .when(change({ kind: 'contest', itemId: own.itemId }, { ...catalogueFieldsOf('contest', own.base), affiliateUrl: '//evil.example' }))
      .thenRefuses(texts.server.catalogueOwnLink);
  });

  it('takes a prize image only over https, and bounded names', () => {
    const prize = catalogueSeed.prize[0]!;
    const fields = catalogueFieldsOf('prize', prize.base);
    const edit = (over: object) => change({ kind: 'prize', itemId: prize.itemId }, { ...fields, ...over });
    spec
      .given()
      .when(edit({ imageUrl: 'http://cdn.example/a.png' }))
      .thenRefuses(texts.server.catalogueImageUrl);
    spec
      .given()
      .when(edit({ title: '' }))
      .thenRefuses(texts.server.catalogueName);
    spec
      .given()
      .when(edit({ title: 'x'.repeat(81) }))
      .thenRefuses(texts.server.catalogueName);
    expect(
      spec
        .given()
        .when(edit({ imageUrl: 'https://cdn.example/a.png' }))
        .events()[0]!.data.fields,
    ).toMatchObject({
      imageUrl: 'https://cdn.example/a.png',
    });
  });
});
