export const economySchemaSql = `
CREATE TABLE IF NOT EXISTS check_ins (
  user_id text NOT NULL,
  local_date text NOT NULL,
  time_zone text NOT NULL,
  reward int NOT NULL,
  streak int NOT NULL,
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, local_date)
);
CREATE TABLE IF NOT EXISTS challenge_completions (
  user_id text NOT NULL,
  challenge_id text NOT NULL,
  source text NOT NULL,
  coin_reward int NOT NULL,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, challenge_id)
);
CREATE TABLE IF NOT EXISTS bonus_claims (
  user_id text NOT NULL,
  category text NOT NULL,
  coins int NOT NULL,
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, category)
);
CREATE TABLE IF NOT EXISTS purchased_boosts (
  boost_id text PRIMARY KEY,
  user_id text NOT NULL,
  boost_type_id text NOT NULL,
  level int NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  cost int NOT NULL,
  purchased_at timestamptz NOT NULL,
  applied_team_id text,
  applied_team_name text,
  applied_week text,
  applied_at timestamptz
);
CREATE INDEX IF NOT EXISTS purchased_boosts_user ON purchased_boosts (user_id);
CREATE TABLE IF NOT EXISTS team_boosts (
  team_id text NOT NULL,
  boost_id text NOT NULL,
  code text NOT NULL,
  week text NOT NULL,
  attached_at timestamptz NOT NULL,
  PRIMARY KEY (team_id, boost_id)
);
CREATE TABLE IF NOT EXISTS coin_purchases (
  payment_id text PRIMARY KEY,
  user_id text NOT NULL,
  provider text NOT NULL,
  amount int NOT NULL,
  bonus int NOT NULL,
  price_cents int NOT NULL,
  completed_at timestamptz NOT NULL
);`;
