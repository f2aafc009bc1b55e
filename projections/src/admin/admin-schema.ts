export const adminSchemaSql = `
CREATE TABLE IF NOT EXISTS admin_accounts (
  admin_id text PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  role text NOT NULL,
  totp_enabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS admin_audit (
  event_id text PRIMARY KEY,
  position text NOT NULL,
  type text NOT NULL,
  admin_id text NOT NULL,
  subject_id text,
  details jsonb,
  recorded_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS admin_audit_newest ON admin_audit (position DESC);
CREATE INDEX IF NOT EXISTS admin_audit_by_admin ON admin_audit (admin_id, position DESC);
CREATE INDEX IF NOT EXISTS admin_audit_by_subject ON admin_audit (subject_id, position DESC);
CREATE TABLE IF NOT EXISTS player_locks (
  user_id text PRIMARY KEY,
  locked boolean NOT NULL,
  reason text NOT NULL,
  admin_id text NOT NULL,
  changed_at timestamptz NOT NULL
);`;
