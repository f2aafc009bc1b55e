export const profileSchemaSql = `
CREATE TABLE IF NOT EXISTS profile_accounts (
  user_id text PRIMARY KEY,
  first_name text,
  last_name text,
  registered_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS profile_settings (
  user_id text PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  time_zone text NOT NULL,
  draw_results boolean NOT NULL,
  prize_updates boolean NOT NULL,
  marketing boolean NOT NULL,
  show_on_leaderboard boolean NOT NULL,
  changed_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS purchase_limit_changes (
  event_id text PRIMARY KEY,
  user_id text NOT NULL,
  event_position text NOT NULL,
  monthly_limit_usd int,
  effective_at timestamptz NOT NULL,
  changed_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS purchase_limit_changes_user ON purchase_limit_changes (user_id, event_position COLLATE "C");
CREATE TABLE IF NOT EXISTS self_exclusions (
  user_id text NOT NULL,
  started_at timestamptz NOT NULL,
  until timestamptz NOT NULL,
  PRIMARY KEY (user_id, started_at)
);
CREATE TABLE IF NOT EXISTS profile_purchases (
  payment_id text PRIMARY KEY,
  user_id text NOT NULL,
  price_cents int NOT NULL,
  reversed_cents int NOT NULL DEFAULT 0,
  completed_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS profile_purchases_user ON profile_purchases (user_id, completed_at);
CREATE TABLE IF NOT EXISTS activity (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  event_position text NOT NULL,
  at timestamptz NOT NULL,
  kind text NOT NULL,
  amount int NOT NULL,
  cause text NOT NULL,
  ref text,
  draw_id text
);
CREATE INDEX IF NOT EXISTS activity_user_position ON activity (user_id, event_position COLLATE "C");
CREATE INDEX IF NOT EXISTS activity_user_ref ON activity (user_id, kind, ref);
CREATE TABLE IF NOT EXISTS activity_teams (
  team_id text PRIMARY KEY,
  name text NOT NULL
);
CREATE TABLE IF NOT EXISTS activity_prizes (
  award_id text PRIMARY KEY,
  name text NOT NULL,
  draw_id text NOT NULL
);
CREATE TABLE IF NOT EXISTS finished_draws (
  draw_id text PRIMARY KEY
);`;
