import type pg from 'pg';
import { boostName, type PurchasedBoost } from '@fr/contracts';

/** The Style items a player owns and the one shown (null for none). */
export async function playerStyles(pool: pg.Pool, userId: string): Promise<{ owned: string[]; equipped: string | null }> {
  const [owned, equipped] = await Promise.all([
    pool.query<{ item_id: string }>('SELECT item_id FROM owned_styles WHERE user_id = $1 ORDER BY purchased_at, item_id', [userId]),
    pool.query<{ item_id: string | null }>('SELECT item_id FROM equipped_styles WHERE user_id = $1', [userId]),
  ]);
  return { owned: owned.rows.map((r) => r.item_id), equipped: equipped.rows[0]?.item_id ?? null };
}

interface BoostRow {
  boost_id: string;
  boost_type_id: string;
  code: string;
  name: string;
  description: string;
  applied_team_name: string | null;
  applied_at: Date | null;
  purchased_at: Date;
}

const toPurchasedBoost = (r: BoostRow): PurchasedBoost => ({
  id: r.boost_id,
  boostTypeId: r.boost_type_id,
  boostType: r.code,
  name: boostName(r.code) ?? r.name,
  description: r.description,
  applied: r.applied_at !== null,
  appliedToTeamName: r.applied_team_name,
  appliedAt: r.applied_at?.toISOString() ?? null,
  purchasedAt: r.purchased_at.toISOString(),
});

/** The player's boosts, newest first. */
export async function purchasedBoosts(pool: pg.Pool, userId: string): Promise<PurchasedBoost[]> {
  const { rows } = await pool.query<BoostRow>('SELECT * FROM purchased_boosts WHERE user_id = $1 ORDER BY purchased_at DESC, boost_id', [
    userId,
  ]);
  return rows.map(toPurchasedBoost);
}

export async function purchasedBoost(pool: pg.Pool, boostId: string): Promise<PurchasedBoost | null> {
  const { rows } = await pool.query<BoostRow>('SELECT * FROM purchased_boosts WHERE boost_id = $1', [boostId]);
  return rows[0] ? toPurchasedBoost(rows[0]) : null;
}

/** A boost spent on a team whose effect the team's stream has not recorded yet. */
export interface UnattachedBoost {
  boostId: string;
  code: string;
  teamId: string;
  week: string;
  appliedAt: string;
}

export async function unattachedBoosts(pool: pg.Pool, userId: string): Promise<UnattachedBoost[]> {
  const { rows } = await pool.query<{ boost_id: string; code: string; applied_team_id: string; applied_week: string; applied_at: Date }>(
    `SELECT boost_id, code, applied_team_id, applied_week, applied_at FROM purchased_boosts
     WHERE user_id = $1 AND applied_at IS NOT NULL AND attached_at IS NULL ORDER BY applied_at, boost_id`,
    [userId],
  );
  return rows.map((r) => ({
    boostId: r.boost_id,
    code: r.code,
    teamId: r.applied_team_id,
    week: r.applied_week,
    appliedAt: r.applied_at.toISOString(),
  }));
}
