import type pg from 'pg';

/** Ids of the challenges the player has completed. */
export async function completedChallengeIds(pool: pg.Pool, userId: string): Promise<Set<string>> {
  const { rows } = await pool.query<{ challenge_id: string }>('SELECT challenge_id FROM challenge_completions WHERE user_id = $1', [
    userId,
  ]);
  return new Set(rows.map((r) => r.challenge_id));
}

export interface ChallengeClick {
  clickId: string;
  userId: string;
  challengeId: string;
  platform: string;
}

/** The challenge click a postback's sub-id names, or null for one we never issued. */
export async function findChallengeClick(pool: pg.Pool, clickId: string): Promise<ChallengeClick | null> {
  const { rows } = await pool.query<{ click_id: string; user_id: string; challenge_id: string; platform: string }>(
    'SELECT click_id, user_id, challenge_id, platform FROM challenge_clicks WHERE click_id = $1',
    [clickId],
  );
  const r = rows[0];
  return r ? { clickId: r.click_id, userId: r.user_id, challengeId: r.challenge_id, platform: r.platform } : null;
}

/** Ids of the partner challenges the player has opened the link of. */
export async function clickedChallengeIds(pool: pg.Pool, userId: string): Promise<Set<string>> {
  const { rows } = await pool.query<{ challenge_id: string }>('SELECT DISTINCT challenge_id FROM challenge_clicks WHERE user_id = $1', [
    userId,
  ]);
  return new Set(rows.map((r) => r.challenge_id));
}
