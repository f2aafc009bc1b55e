export const legalSchemaSql = `
CREATE TABLE IF NOT EXISTS legal_consents (
  user_id text NOT NULL,
  document text NOT NULL,
  version text NOT NULL,
  accepted_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, document, version)
);
CREATE TABLE IF NOT EXISTS support_tickets (
  ticket_id text PRIMARY KEY,
  user_id text,
  topic text NOT NULL,
  status text NOT NULL,
  opened_at timestamptz NOT NULL,
  answered_at timestamptz,
  closed_at timestamptz
);
CREATE INDEX IF NOT EXISTS support_tickets_opened ON support_tickets (opened_at DESC);
CREATE TABLE IF NOT EXISTS support_ticket_answers (
  answer_id text PRIMARY KEY,
  ticket_id text NOT NULL,
  admin_id text NOT NULL,
  answered_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS support_ticket_answers_ticket ON support_ticket_answers (ticket_id);`;
