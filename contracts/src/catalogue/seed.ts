import { coinPackages } from '../bank/constants';
import { offeredChallenges, type ChallengeDefinition } from '../challenges/constants';
import { contestCatalogue, type ContestDefinition } from '../contests/catalogue';
import { OWN_PLATFORM } from '../contests/constants';
import { prizeCatalogue } from '../prizes/catalogue';
import type { PrizeCatalogueItem } from '../prizes/schemas';
import { isAllowedHost, partnerAllowedHosts, type CatalogueKind } from './constants';
import { catalogueFieldsSchemas, type CataloguePlayerCard, type CatalogueFieldsOf, type CatalogueIssue } from './schemas';
import { catalogueCardTexts as card, catalogueServerTexts as t, catalogueTexts } from './texts';

/** A coin package as the Bank sells it. */
export interface CoinPackageDefinition {
  amount: number;
  bonus: number;
  priceCents: number;
  popular: boolean;
}

/** Each kind's item as the player-facing features use it. */
export interface CatalogueItemOf {
  prize: PrizeCatalogueItem;
  contest: ContestDefinition;
  challenge: ChallengeDefinition;
  package: CoinPackageDefinition;
}

export interface CatalogueSeedEntry<K extends CatalogueKind> {
  itemId: string;
  /** The partner whose allowed hosts its link must be on; null when it has no partner link. */
  partner: string | null;
  base: CatalogueItemOf[K];
}

/**
 * The catalogue as shipped: the constants of contracts are its seed. Admin edits are events over it (stream
 * catalogue-{kind}); the read model lays the last edit of each item over its seed entry.
 */
export const catalogueSeed: { readonly [K in CatalogueKind]: readonly CatalogueSeedEntry<K>[] } = {
  prize: prizeCatalogue.map((p) => ({ itemId: p.id, partner: p.affiliatePartner, base: p })),
  contest: contestCatalogue.map((c) => ({ itemId: c.id, partner: c.platform, base: c })),
  challenge: offeredChallenges.map((c) => ({ itemId: c.id, partner: c.partnerUrl ? c.platform : null, base: c })),
  package: coinPackages.map((p) => ({ itemId: `coins-${p.amount}`, partner: null, base: { ...p } })),
};

export const catalogueSeedEntry = <K extends CatalogueKind>(kind: K, itemId: string): CatalogueSeedEntry<K> | undefined =>
  (catalogueSeed[kind] as readonly CatalogueSeedEntry<K>[]).find((e) => e.itemId === itemId);

/** The editable fields of an item. */
export function catalogueFieldsOf<K extends CatalogueKind>(kind: K, item: CatalogueItemOf[K]): CatalogueFieldsOf[K] {
  const pick = (keys: readonly string[]) =>
    Object.fromEntries(keys.map((k) => [k, (item as unknown as Record<string, unknown>)[k] ?? null])) as unknown as CatalogueFieldsOf[K];
  return pick(Object.keys(catalogueFieldsSchemas[kind].shape));
}

/** An item with an admin's fields laid over it. */
export const withCatalogueFields = <K extends CatalogueKind>(
  item: CatalogueItemOf[K],
  fields: CatalogueFieldsOf[K],
): CatalogueItemOf[K] => ({
  ...item,
  ...fields,
});

export const catalogueItemName = (kind: CatalogueKind, fields: CatalogueFieldsOf[CatalogueKind]): string =>
  kind === 'package'
    ? card.packageTitle((fields as CatalogueFieldsOf['package']).amount)
    : 'title' in fields
      ? fields.title
      : (fields as CatalogueFieldsOf['challenge']).name;

export const partnerHostsOf = (partner: string | null): readonly string[] => (partner ? (partnerAllowedHosts[partner] ?? []) : []);

const httpsHost = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
};

/** A partner link: https, on one of the partner's allowed hosts. */
function partnerLinkIssue(path: string, value: string, partner: string | null): CatalogueIssue | null {
  const host = httpsHost(value);
  if (host === null) return { path, message: t.catalogueLinkHttps };
  const hosts = partnerHostsOf(partner);
  return isAllowedHost(host, hosts) ? null : { path, message: t.catalogueLinkHost(partner ?? '', hosts) };
}

/** The checks that need the item's partner: its links. */
function linkIssues<K extends CatalogueKind>(kind: K, entry: CatalogueSeedEntry<K>, fields: CatalogueFieldsOf[K]): CatalogueIssue[] {
  const issues: (CatalogueIssue | null)[] = [];
  const partnerLink = (path: string, value: string | null, required: boolean) => {
    if (value === null) issues.push(required ? { path, message: t.catalogueLinkRequired } : null);
    else issues.push(partnerLinkIssue(path, value, entry.partner));
  };
  if (kind === 'prize') {
    const f = fields as CatalogueFieldsOf['prize'];
    if (f.imageUrl !== null && httpsHost(f.imageUrl) === null) issues.push({ path: 'fields.imageUrl', message: t.catalogueImageUrl });
    partnerLink('fields.affiliateUrl', f.affiliateUrl, entry.partner !== null);
  }
  if (kind === 'contest') {
    const f = fields as CatalogueFieldsOf['contest'];
    // Our own contest's button opens a page of the app, never another site.
    if (entry.partner === OWN_PLATFORM) {
      if (!/^\/(?!\/)/.test(f.affiliateUrl)) issues.push({ path: 'fields.affiliateUrl', message: t.catalogueOwnLink });
    } else partnerLink('fields.affiliateUrl', f.affiliateUrl, true);
  }
  if (kind === 'challenge') partnerLink('fields.partnerUrl', (fields as CatalogueFieldsOf['challenge']).partnerUrl, entry.partner !== null);
  return issues.filter((i): i is CatalogueIssue => i !== null);
}

/** An admin's edit checked against its kind and partner: the clean fields, or every issue naming its field. */
export function validateCatalogueFields<K extends CatalogueKind>(
  kind: K,
  entry: CatalogueSeedEntry<K>,
  input: unknown,
): { ok: true; fields: CatalogueFieldsOf[K] } | { ok: false; issues: CatalogueIssue[] } {
  const parsed = catalogueFieldsSchemas[kind].safeParse(input);
  if (!parsed.success)
    return { ok: false, issues: parsed.error.issues.map((i) => ({ path: ['fields', ...i.path].join('.'), message: i.message })) };
  const fields = parsed.data as CatalogueFieldsOf[K];
  const issues = linkIssues(kind, entry, fields);
  return issues.length ? { ok: false, issues } : { ok: true, fields };
}

/** How players see an item: what its card on the Prizes, Contests, Challenges or Bank page shows. */
export function catalogueCardOf<K extends CatalogueKind>(kind: K, item: CatalogueItemOf[K]): CataloguePlayerCard {
  if (kind === 'prize') {
    const p = item as PrizeCatalogueItem;
    return {
      title: p.title,
      description: p.description,
      value: p.prizeValue,
      facts: [card.tier(p.tierRequired), card.stock(p.availableQuantity), ...(p.isFeatured ? [card.featured] : [])],
      link: p.affiliateUrl,
      imageUrl: p.imageUrl ?? null,
    };
  }
  if (kind === 'contest') {
    const c = item as ContestDefinition;
    return {
      title: c.title,
      description: c.description,
      value: c.prize,
      facts: [c.platform, card.prizePool(c.prizeValue), ...(c.featured ? [card.featured] : [])],
      link: c.affiliateUrl,
      imageUrl: null,
    };
  }
  if (kind === 'challenge') {
    const c = item as ChallengeDefinition;
    return {
      title: c.name,
      description: c.description,
      value: card.coins(c.coinReward),
      facts: c.platform ? [c.platform] : [],
      link: c.partnerUrl,
      imageUrl: null,
    };
  }
  const p = item as CoinPackageDefinition;
  return {
    title: card.packageTitle(p.amount),
    description: p.bonus > 0 ? card.bonus(p.bonus) : card.noBonus,
    value: card.price(p.priceCents),
    facts: p.popular ? [card.popular] : [],
    link: null,
    imageUrl: null,
  };
}

/** An edit in words for the audit trail: each changed field by its label, before and after. */
export function catalogueChangeInWords(kind: CatalogueKind, before: object, after: object): string {
  const was = before as Record<string, unknown>;
  const labels = catalogueTexts.catalogue.fields as Record<string, string>;
  const shown = (v: unknown) => (v === null ? card.none : typeof v === 'string' ? `"${v}"` : String(v));
  const changes = Object.entries(after)
    .filter(([key, value]) => was[key] !== value)
    .map(
      ([key, value]) =>
        `${labels[kind === 'contest' && key === 'prizeValue' ? 'prizeValue_contest' : key] ?? key} ${shown(was[key])} → ${shown(value)}`,
    );
  return `${catalogueTexts.catalogue.kinds[kind]} · ${catalogueItemName(kind, after as CatalogueFieldsOf[CatalogueKind])}: ${changes.join('; ')}`;
}
