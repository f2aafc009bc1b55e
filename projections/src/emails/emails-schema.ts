export const emailsSchemaSql = `
CREATE TABLE IF NOT EXISTS email_outbox (
  event_id text PRIMARY KEY,
  event_position text NOT NULL,
  recorded_at timestamptz NOT NULL,
  user_id text,
  kind text NOT NULL,
  details jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS email_outbox_position ON email_outbox (event_position COLLATE "C");
CREATE TABLE IF NOT EXISTS email_pending_prizes (
  award_id text PRIMARY KEY,
  user_id text NOT NULL,
  name text NOT NULL,
  claim_deadline timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS email_summary_subscribers (
  user_id text PRIMARY KEY
);`;
