export const notificationsSchemaSql = `
CREATE TABLE IF NOT EXISTS notifications (
  user_id text NOT NULL,
  id text NOT NULL,
  event_position text NOT NULL,
  at timestamptz NOT NULL,
  kind text NOT NULL,
  details jsonb NOT NULL,
  PRIMARY KEY (user_id, id)
);
CREATE INDEX IF NOT EXISTS notifications_user_position ON notifications (user_id, event_position COLLATE "C");
CREATE TABLE IF NOT EXISTS notification_reads (
  user_id text PRIMARY KEY,
  up_to_position text NOT NULL
);
CREATE TABLE IF NOT EXISTS notification_teams (
  team_id text PRIMARY KEY,
  name text NOT NULL,
  sport text NOT NULL
);
CREATE TABLE IF NOT EXISTS notification_draw_entrants (
  draw_id text NOT NULL,
  user_id text NOT NULL,
  PRIMARY KEY (draw_id, user_id)
);`;
