export const ledgerSchemaSql = `
CREATE TABLE IF NOT EXISTS integrity_checks (
  check_id text PRIMARY KEY,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL,
  position text NOT NULL,
  status text NOT NULL,
  finished_at timestamptz,
  events integer,
  projectors jsonb NOT NULL DEFAULT '[]'
);`;
