export const prizesSchemaSql = `
CREATE TABLE IF NOT EXISTS won_prizes (
  award_id text PRIMARY KEY,
  user_id text NOT NULL,
  draw_id text NOT NULL,
  raffle_id text NOT NULL,
  prize_id text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  value int NOT NULL,
  type text NOT NULL,
  won_at timestamptz NOT NULL,
  claim_deadline timestamptz NOT NULL,
  status text NOT NULL,
  redeem_code text,
  claimed_at timestamptz,
  redeemed_at timestamptz,
  forfeited_at timestamptz,
  tax_details_on_file boolean NOT NULL DEFAULT false,
  carrier text,
  tracking_number text,
  shipped_at timestamptz,
  delivered_at timestamptz,
  payment_reference text,
  paid_at timestamptz
);
CREATE INDEX IF NOT EXISTS won_prizes_user ON won_prizes (user_id, won_at);
CREATE INDEX IF NOT EXISTS won_prizes_pending_deadline ON won_prizes (claim_deadline) WHERE status = 'pending';`;
