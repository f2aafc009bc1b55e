/** Support's coin adjustments, one row per request (immediate ones too), for the approvals list. */
export const coinAdjustmentsSchemaSql = `
CREATE TABLE IF NOT EXISTS coin_adjustments (
  request_id   text PRIMARY KEY,
  user_id      text NOT NULL,
  amount       integer NOT NULL,
  lot          text NOT NULL,
  reason       text NOT NULL,
  status       text NOT NULL,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL,
  decided_by   text,
  decided_at   timestamptz,
  failure      text
);
CREATE INDEX IF NOT EXISTS coin_adjustments_status ON coin_adjustments (status, requested_at);
`;
