export const shopSchemaSql = `
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
  applied_at timestamptz,
  attached_at timestamptz
);
CREATE INDEX IF NOT EXISTS purchased_boosts_user ON purchased_boosts (user_id);
CREATE TABLE IF NOT EXISTS owned_styles (
  user_id text NOT NULL,
  item_id text NOT NULL,
  cost int NOT NULL,
  purchased_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, item_id)
);
CREATE TABLE IF NOT EXISTS equipped_styles (
  user_id text PRIMARY KEY,
  item_id text,
  equipped_at timestamptz NOT NULL
);`;
