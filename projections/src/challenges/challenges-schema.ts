export const challengesSchemaSql = `
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
CREATE TABLE IF NOT EXISTS challenge_clicks (
  click_id text PRIMARY KEY,
  user_id text NOT NULL,
  challenge_id text NOT NULL,
  platform text NOT NULL,
  clicked_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS challenge_clicks_user ON challenge_clicks (user_id);`;
