export const bankSchemaSql = `
CREATE TABLE IF NOT EXISTS coin_purchases (
  payment_id text PRIMARY KEY,
  user_id text NOT NULL,
  provider text NOT NULL,
  amount int NOT NULL,
  bonus int NOT NULL,
  price_cents int NOT NULL,
  completed_at timestamptz NOT NULL
);`;
