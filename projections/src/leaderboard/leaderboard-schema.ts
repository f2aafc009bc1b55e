export const leaderboardSchemaSql = `
CREATE TABLE IF NOT EXISTS leaderboard_teams (
  team_id text PRIMARY KEY,
  user_id text NOT NULL,
  sport text NOT NULL
);
CREATE TABLE IF NOT EXISTS leaderboard_team_weeks (
  team_id text NOT NULL,
  week text NOT NULL,
  user_id text NOT NULL,
  current_points double precision NOT NULL,
  projected_points double precision NOT NULL,
  overperformance_bp int,
  reached_position text NOT NULL,
  PRIMARY KEY (week, team_id)
);
CREATE INDEX IF NOT EXISTS leaderboard_team_weeks_user ON leaderboard_team_weeks (user_id);
CREATE TABLE IF NOT EXISTS leaderboard_hidden_players (
  user_id text PRIMARY KEY,
  reason text NOT NULL
);`;
