export const contestsSchemaSql = `
CREATE TABLE IF NOT EXISTS affiliate_clicks (
  click_id text PRIMARY KEY,
  user_id text NOT NULL,
  contest_id text NOT NULL,
  platform text NOT NULL,
  url text NOT NULL,
  clicked_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS contest_participants (
  contest_id text NOT NULL,
  user_id text NOT NULL,
  PRIMARY KEY (contest_id, user_id)
);
CREATE TABLE IF NOT EXISTS contest_participant_counts (
  contest_id text PRIMARY KEY,
  participants bigint NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS affiliate_conversions (
  conversion_id text PRIMARY KEY,
  partner text NOT NULL,
  platform text NOT NULL,
  event text NOT NULL,
  click_id text,
  contest_id text,
  user_id text NOT NULL,
  commission_cents bigint NOT NULL,
  recorded_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS affiliate_conversions_click ON affiliate_conversions (click_id) WHERE click_id IS NOT NULL;`;
