import { defineProjector } from '../projector';
import { shopSchemaSql } from './shop-schema';

/**
 * Boosts bought in the shop, the team each was applied to, and whether its effect reached the team; the Style items
 * each player owns and the one shown.
 */
export const shopProjector = defineProjector({
  name: 'shop',
  schemaSql: shopSchemaSql,
  tables: [
    { name: 'purchased_boosts', orderBy: 'boost_id' },
    { name: 'owned_styles', orderBy: 'user_id, item_id' },
    { name: 'equipped_styles', orderBy: 'user_id' },
  ],
  handlers: {
    BoostPurchased: (c, d) =>
      c.query(
        `INSERT INTO purchased_boosts (boost_id, user_id, boost_type_id, level, code, name, description, cost, purchased_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
        [d.boostId, d.userId, d.boostTypeId, d.level, d.code, d.name, d.description, d.cost, d.purchasedAt],
      ),
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
});
