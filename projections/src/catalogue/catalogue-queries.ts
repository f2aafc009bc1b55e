import type pg from 'pg';
import {
  catalogueSeed,
  withCatalogueFields,
  type CatalogueFieldsOf,
  type CatalogueItemOf,
  type CatalogueKind,
  type ChallengeDefinition,
  type CoinPackageDefinition,
  type ContestDefinition,
  type PrizeCatalogueItem,
} from '@fr/contracts';

/** One item of the live catalogue: the seed's entry with the last admin change laid over it. */
export interface LiveCatalogueItem<K extends CatalogueKind> {
  itemId: string;
  partner: string | null;
  item: CatalogueItemOf[K];
  /** 0 as shipped. */
  version: number;
  changedBy: string | null;
  changedAt: string | null;
}

/** Every item of a kind, in the seed's order, as players see it now. */
export async function liveCatalogue<K extends CatalogueKind>(pool: pg.Pool, kind: K): Promise<LiveCatalogueItem<K>[]> {
  const { rows } = await pool.query<{ item_id: string; version: number; fields: CatalogueFieldsOf[K]; admin_id: string; changed_at: Date }>(
    'SELECT item_id, version, fields, admin_id, changed_at FROM catalogue_items WHERE kind = $1',
    [kind],
  );
  const changes = new Map(rows.map((r) => [r.item_id, r]));
  return catalogueSeed[kind].map((entry) => {
    const change = changes.get(entry.itemId);
    return {
      itemId: entry.itemId,
      partner: entry.partner,
      item: change ? withCatalogueFields<K>(entry.base as CatalogueItemOf[K], change.fields) : (entry.base as CatalogueItemOf[K]),
      version: change?.version ?? 0,
      changedBy: change?.admin_id ?? null,
      changedAt: change?.changed_at.toISOString() ?? null,
    };
  });
}

const itemsOf = async <K extends CatalogueKind>(pool: pg.Pool, kind: K) => (await liveCatalogue(pool, kind)).map((e) => e.item);

/** The coin packages the Bank sells now: what its list shows and what a checkout charges and credits. */
export const liveCoinPackages = (pool: pg.Pool): Promise<CoinPackageDefinition[]> => itemsOf(pool, 'package');

/** The prizes the Prizes page shows now. */
export const livePrizes = (pool: pg.Pool): Promise<PrizeCatalogueItem[]> => itemsOf(pool, 'prize');

/** The partner contests the Contests page shows now, with the links their Join buttons open. */
export const liveContests = (pool: pg.Pool): Promise<ContestDefinition[]> => itemsOf(pool, 'contest');

/** The challenges offered now, with their rewards and partner links. */
export const liveChallenges = (pool: pg.Pool): Promise<ChallengeDefinition[]> => itemsOf(pool, 'challenge');
