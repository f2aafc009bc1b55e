export const checkInSchemaSql = `
CREATE TABLE IF NOT EXISTS check_ins (
  user_id text NOT NULL,
  local_date text NOT NULL,
  time_zone text NOT NULL,
  reward int NOT NULL,
  streak int NOT NULL,
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, local_date)
);`;
