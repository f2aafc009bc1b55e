export const eligibilitySchemaSql = `
CREATE TABLE IF NOT EXISTS eligibility_declarations (
  user_id text PRIMARY KEY,
  date_of_birth text NOT NULL,
  state text NOT NULL,
  declared_at timestamptz NOT NULL,
  event_position text NOT NULL
);
CREATE TABLE IF NOT EXISTS eligibility_changes (
  event_id text PRIMARY KEY,
  user_id text NOT NULL,
  event_position text NOT NULL,
  state text NOT NULL,
  previous_state text,
  date_of_birth_changed boolean NOT NULL,
  changed_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS eligibility_changes_user ON eligibility_changes (user_id, event_position COLLATE "C");
`;
