export const analyticsSchemaSql = `
CREATE TABLE IF NOT EXISTS analytics_daily (
  day date PRIMARY KEY,
  signup bigint NOT NULL DEFAULT 0,
  expired bigint NOT NULL DEFAULT 0,
  email_verified bigint NOT NULL DEFAULT 0,
  fantasy_connected bigint NOT NULL DEFAULT 0,
  first_sync bigint NOT NULL DEFAULT 0,
  first_ticket bigint NOT NULL DEFAULT 0,
  first_purchase bigint NOT NULL DEFAULT 0,
  active_users bigint NOT NULL DEFAULT 0,
  sessions bigint NOT NULL DEFAULT 0,
  coins_earned bigint NOT NULL DEFAULT 0,
  coins_purchased bigint NOT NULL DEFAULT 0,
  coins_spent bigint NOT NULL DEFAULT 0,
  coins_returned bigint NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS analytics_players (
  user_id text PRIMARY KEY,
  signup date,
  email_verified date,
  fantasy_connected date,
  first_sync date,
  first_ticket date,
  first_purchase date,
  expired date,
  last_active_at timestamptz
);
CREATE INDEX IF NOT EXISTS analytics_players_last_active ON analytics_players (last_active_at);
CREATE TABLE IF NOT EXISTS analytics_active_days (
  user_id text NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (user_id, day)
);
CREATE TABLE IF NOT EXISTS analytics_challenge_completions (
  user_id text NOT NULL,
  challenge_id text NOT NULL,
  PRIMARY KEY (user_id, challenge_id)
);
CREATE TABLE IF NOT EXISTS analytics_challenges (
  challenge_id text PRIMARY KEY,
  completions bigint NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS analytics_platform_daily (
  day date NOT NULL,
  platform text NOT NULL,
  clicks bigint NOT NULL DEFAULT 0,
  conversions bigint NOT NULL DEFAULT 0,
  commission_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, platform)
);
CREATE TABLE IF NOT EXISTS analytics_clicks (
  click_id text PRIMARY KEY
);
CREATE TABLE IF NOT EXISTS analytics_conversions (
  conversion_id text PRIMARY KEY
);
CREATE TABLE IF NOT EXISTS analytics_payments (
  payment_id text PRIMARY KEY,
  source text NOT NULL,
  provider text NOT NULL,
  price_cents bigint NOT NULL,
  reversed_cents bigint NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS analytics_revenue (
  event_id text PRIMARY KEY,
  event_position text NOT NULL,
  occurred_at timestamptz NOT NULL,
  day date NOT NULL,
  kind text NOT NULL,
  source text NOT NULL,
  payment_id text NOT NULL,
  user_id text NOT NULL,
  provider text NOT NULL,
  amount_cents bigint NOT NULL,
  coins bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS analytics_revenue_day ON analytics_revenue (day, event_position COLLATE "C");
CREATE TABLE IF NOT EXISTS analytics_revenue_daily (
  day date NOT NULL,
  source text NOT NULL,
  cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, source)
);
CREATE TABLE IF NOT EXISTS analytics_coin_events (
  event_id text PRIMARY KEY
);`;

/**
 * The snapshots the generate-metrics job writes, one row per New York day. Not a projector table: a rebuild of the
 * read model must not drop them, as they are the figures that were reported (growth compares against them).
 */
export const analyticsSnapshotsSchemaSql = `
CREATE TABLE IF NOT EXISTS analytics_snapshots (
  day date PRIMARY KEY,
  total_users bigint NOT NULL,
  new_signups bigint NOT NULL,
  active_users bigint NOT NULL,
  sessions bigint NOT NULL,
  conversions bigint NOT NULL,
  coin_purchase_cents bigint NOT NULL,
  affiliate_commission_cents bigint NOT NULL,
  coins_earned bigint NOT NULL,
  coins_spent bigint NOT NULL,
  circulation bigint NOT NULL,
  generated_at timestamptz NOT NULL
);
ALTER TABLE analytics_snapshots ADD COLUMN IF NOT EXISTS clicks bigint NOT NULL DEFAULT 0;`;
