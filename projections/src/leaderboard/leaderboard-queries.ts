import type pg from 'pg';
import type { Sport } from '@fr/contracts';

export interface LeaderboardRow {
  /** For the server to look the display name up and mark the asking player's line; never sent to a browser. */
  userId: string;
  rank: number;
  currentPoints: number;
  projectedPoints: number;
  overperformanceBasisPoints: number;
}

export interface LeaderboardPage {
  /** Players ranked on the board (hidden ones are not). */
  total: number;
  /** The top `limit` lines, then the asking player's own line when it ranks below them. */
  rows: LeaderboardRow[];
  /** The asking player chose not to be shown (or their account is deleted). */
  hidden: boolean;
}

/**
 * A sport's board for a game week. Each player is ranked by their best team of the sport: the highest share above its
 * projection; ties go to the larger margin in points, then to the team that reached its figure first in the log. The
 * same order picks a player's best team and ranks the players, so the ranks are a total order and a rebuild gives the
 * same board. Players in `leaderboard_hidden_players` are on no board and take no rank.
 */
export async function leaderboardOf(
  pool: pg.Pool,
  { sport, week, limit, userId }: { sport: Sport; week: string; limit: number; userId: string },
): Promise<LeaderboardPage> {
  const [board, hidden] = await Promise.all([
    pool.query<{ user_id: string; rank: string; total: string; current_points: number; projected_points: number; bp: number }>(
      `WITH best AS (
         SELECT DISTINCT ON (w.user_id) w.user_id, w.current_points, w.projected_points, w.overperformance_bp AS bp,
                w.current_points - w.projected_points AS margin, w.reached_position
         FROM leaderboard_team_weeks w JOIN leaderboard_teams t ON t.team_id = w.team_id
         WHERE w.week = $1 AND t.sport = $2 AND w.overperformance_bp IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM leaderboard_hidden_players h WHERE h.user_id = w.user_id)
         ORDER BY w.user_id, w.overperformance_bp DESC, margin DESC, w.reached_position COLLATE "C"
       ), ranked AS (
         SELECT best.*, row_number() OVER (ORDER BY bp DESC, margin DESC, reached_position COLLATE "C") AS rank,
                count(*) OVER () AS total
         FROM best
       )
       SELECT user_id, rank, total, current_points, projected_points, bp FROM ranked WHERE rank <= $3 OR user_id = $4 ORDER BY rank`,
      [week, sport, limit, userId],
    ),
    pool.query('SELECT 1 FROM leaderboard_hidden_players WHERE user_id = $1', [userId]),
  ]);
  return {
    total: Number(board.rows[0]?.total ?? 0),
    rows: board.rows.map((r) => ({
      userId: r.user_id,
      rank: Number(r.rank),
      currentPoints: r.current_points,
      projectedPoints: r.projected_points,
      overperformanceBasisPoints: r.bp,
    })),
    hidden: hidden.rowCount !== 0,
  };
}
