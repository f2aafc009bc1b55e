import type pg from 'pg';

/** Ids of the challenges the player has completed. */
export async function completedChallengeIds(pool: pg.Pool, userId: string): Promise<Set<string>> {
  const { rows } = await pool.query<{ challenge_id: string }>('SELECT challenge_id FROM challenge_completions WHERE user_id = $1', [
    userId,
  ]);
  return new Set(rows.map((r) => r.challenge_id));
}
