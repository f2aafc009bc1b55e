export const fantasySchemaSql = `
CREATE TABLE IF NOT EXISTS fantasy_connections (
  user_id text NOT NULL,
  provider text NOT NULL,
  provider_user_id text,
  connected_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, provider)
);
CREATE TABLE IF NOT EXISTS teams (
  team_id text PRIMARY KEY,
  user_id text NOT NULL,
  provider text NOT NULL,
  team_key text NOT NULL,
  name text NOT NULL,
  sport text NOT NULL,
  league text NOT NULL,
  platform text NOT NULL,
  week text,
  current_points double precision NOT NULL DEFAULT 0,
  projected_points double precision NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT false,
  projection_is_fallback boolean NOT NULL DEFAULT false,
  game_progress double precision,
  synced_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS teams_user ON teams (user_id);
-- Every week's final numbers per team (teams keeps only the latest week): the tier what-if replays a past week.
CREATE TABLE IF NOT EXISTS team_week_scores (
  team_id text NOT NULL,
  week text NOT NULL,
  current_points double precision NOT NULL,
  projected_points double precision NOT NULL,
  PRIMARY KEY (week, team_id)
);
CREATE TABLE IF NOT EXISTS raffle_tickets (
  ticket_id text PRIMARY KEY,
  user_id text NOT NULL,
  team_id text NOT NULL,
  week text NOT NULL,
  tier int NOT NULL,
  ticket_count int NOT NULL,
  status text NOT NULL,
  awarded_at timestamptz NOT NULL,
  changed_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS raffle_tickets_user ON raffle_tickets (user_id, status);
CREATE TABLE IF NOT EXISTS experience_rewards (
  team_id text NOT NULL,
  week text NOT NULL,
  user_id text NOT NULL,
  coins int NOT NULL,
  earned_at timestamptz NOT NULL,
  PRIMARY KEY (team_id, week)
);
-- The profile's achievements read a player's rewards on every request.
CREATE INDEX IF NOT EXISTS experience_rewards_user ON experience_rewards (user_id);
CREATE TABLE IF NOT EXISTS tier_config (
  tier_name text PRIMARY KEY,
  increase_percentage double precision NOT NULL,
  ticket_count int NOT NULL,
  prize_pool text NOT NULL,
  changed_by text NOT NULL DEFAULT 'system',
  changed_at timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS team_boosts (
  team_id text NOT NULL,
  boost_id text NOT NULL,
  code text NOT NULL,
  week text NOT NULL,
  attached_at timestamptz NOT NULL,
  PRIMARY KEY (team_id, boost_id)
);`;
