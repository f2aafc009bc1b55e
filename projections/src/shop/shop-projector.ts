import type pg from 'pg';
import type { EventData } from '@fr/contracts';
import { defineProjector } from '../projector';
import { insertNewRows, valuesOf, type TypedColumns } from '../sql-array';
import { copyRows } from '../sql-copy';
import { shopSchemaSql } from './shop-schema';

type Purchase = EventData<'BoostPurchased'>;

/** A boost's row as a purchase leaves it. */
const boostColumns: TypedColumns<Purchase> = {
  boost_id: { type: 'text', value: (p) => p.boostId },
  user_id: { type: 'text', value: (p) => p.userId },
  boost_type_id: { type: 'text', value: (p) => p.boostTypeId },
  level: { type: 'int', value: (p) => p.level },
  code: { type: 'text', value: (p) => p.code },
  name: { type: 'text', value: (p) => p.name },
  description: { type: 'text', value: (p) => p.description },
  cost: { type: 'int', value: (p) => p.cost },
  purchased_at: { type: 'timestamptz', value: (p) => p.purchasedAt },
};

/** The boosts of a batch in one statement; a boost already recorded (a replayed purchase) is left as it is. */
const recordPurchases = insertNewRows('purchased_boosts', boostColumns);
const boostValues = valuesOf(boostColumns);

/** PostgreSQL's SQLSTATE for a duplicate key. */
const UNIQUE_VIOLATION = '23505';

/**
 * A build's boosts: copied in (COPY), unless a boost id comes twice. A boost's id comes from its command, so unlike an
 * event id nothing makes it unique in the log; COPY then fails on the key and changes nothing (its savepoint), and the
 * batch goes in as the live path writes it, where the first purchase of an id wins.
 */
async function copyPurchases(c: pg.PoolClient, purchases: readonly Purchase[]): Promise<void> {
  await c.query('SAVEPOINT copy_purchases');
  try {
    await copyRows(c, 'purchased_boosts', boostValues, purchases);
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
    await c.query('ROLLBACK TO SAVEPOINT copy_purchases');
    await recordPurchases(c, purchases);
  }
}

/**
 * Boosts bought in the shop, the team each was applied to, and whether its effect reached the team; the Style items
 * each player owns and the one shown.
 */
export const shopProjector = defineProjector<Purchase>({
  name: 'shop',
  schemaSql: shopSchemaSql,
  tables: [
    { name: 'purchased_boosts', orderBy: 'boost_id' },
    { name: 'owned_styles', orderBy: 'user_id, item_id' },
    { name: 'equipped_styles', orderBy: 'user_id' },
  ],
  handlers: {
    BoostApplied: (c, d) =>
      c.query(
        `UPDATE purchased_boosts SET applied_team_id = $2, applied_team_name = $3, applied_week = $4, applied_at = $5 WHERE boost_id = $1`,
        [d.boostId, d.teamId, d.teamName, d.week, d.appliedAt],
      ),
    // The team stream records the effect after the player stream spent the boost; a boost applied but never attached
    // (a crash in between) is attached by the next sync.
    BoostAttached: (c, d) => c.query('UPDATE purchased_boosts SET attached_at = $2 WHERE boost_id = $1', [d.boostId, d.attachedAt]),
    StyleItemPurchased: (c, d) =>
      c.query('INSERT INTO owned_styles (user_id, item_id, cost, purchased_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
        d.userId,
        d.itemId,
        d.cost,
        d.purchasedAt,
      ]),
    StyleItemEquipped: (c, d) =>
      c.query(
        `INSERT INTO equipped_styles (user_id, item_id, equipped_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET item_id = EXCLUDED.item_id, equipped_at = EXCLUDED.equipped_at`,
        [d.userId, d.itemId, d.equippedAt],
      ),
  },
  // Every boost bought is a purchase event: the frequent one, written set-based.
  batch: { rows: { BoostPurchased: (d) => [d] }, write: recordPurchases },
  build: () => ({ write: copyPurchases, finish: async () => undefined }),
  // A player's boosts are looked up only by the shop's queries; the handlers find a boost by its key.
  indexesAfterBuild: ['purchased_boosts_user'],
});
