import { overperformanceBasisPoints } from '@fr/contracts';
import { defineProjector } from '../projector';
import { leaderboardSchemaSql } from './leaderboard-schema';

/**
 * The weekly boards: every team's points against its projection per game week (with the log position at which it
 * reached its current figure, the last tie-break), each team's sport, and the players no board shows: those who
 * switched the leaderboard off in Settings and deleted accounts. Only ids and numbers: display names are read from
 * the accounts read model when a board is served, so an erased name is never kept here.
 */
export const leaderboardProjector = defineProjector({
  name: 'leaderboard',
  schemaSql: leaderboardSchemaSql,
  tables: [
    { name: 'leaderboard_teams', orderBy: 'team_id' },
    { name: 'leaderboard_team_weeks', orderBy: 'week, team_id' },
    { name: 'leaderboard_hidden_players', orderBy: 'user_id' },
  ],
  handlers: {
    TeamSynced: (c, d) =>
      c.query(
        `INSERT INTO leaderboard_teams (team_id, user_id, sport) VALUES ($1, $2, $3)
         ON CONFLICT (team_id) DO UPDATE SET sport = EXCLUDED.sport`,
        [d.teamId, d.userId, d.sport],
      ),
    // A change that leaves the points and projection as they were (the team stopped playing) keeps the position at
    // which they were reached, so "who got there first" is not moved by it; a replay of the same event changes nothing.
    TeamScoreUpdated: (c, d, e) =>
      c.query(
        `INSERT INTO leaderboard_team_weeks (team_id, week, user_id, current_points, projected_points, overperformance_bp, reached_position)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (week, team_id) DO UPDATE SET current_points = EXCLUDED.current_points,
           projected_points = EXCLUDED.projected_points, overperformance_bp = EXCLUDED.overperformance_bp,
           reached_position = CASE
             WHEN leaderboard_team_weeks.current_points = EXCLUDED.current_points
              AND leaderboard_team_weeks.projected_points = EXCLUDED.projected_points THEN leaderboard_team_weeks.reached_position
             ELSE EXCLUDED.reached_position END`,
        [
          d.teamId,
          d.week,
          d.userId,
          d.currentPoints,
          d.projectedPoints,
          overperformanceBasisPoints(d.currentPoints, d.projectedPoints),
          e.position,
        ],
      ),
    ProfileSettingsChanged: (c, d) =>
      d.showOnLeaderboard
        ? c.query(`DELETE FROM leaderboard_hidden_players WHERE user_id = $1 AND reason = 'opted_out'`, [d.userId])
        : c.query(`INSERT INTO leaderboard_hidden_players (user_id, reason) VALUES ($1, 'opted_out') ON CONFLICT DO NOTHING`, [d.userId]),
    // A deleted account stays off every board for good, whatever its last setting said.
    AccountErased: (c, d) =>
      c.query(
        `INSERT INTO leaderboard_hidden_players (user_id, reason) VALUES ($1, 'erased') ON CONFLICT (user_id) DO UPDATE SET reason = 'erased'`,
        [d.userId],
      ),
  },
});
