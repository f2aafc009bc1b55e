export const bankSchemaSql = `
CREATE TABLE IF NOT EXISTS coin_purchases (
  payment_id text PRIMARY KEY,
  user_id text NOT NULL,
  provider text NOT NULL,
  amount int NOT NULL,
  bonus int NOT NULL,
  price_cents int NOT NULL,
  payment_ref text,
  checkout_id text,
  test_mode boolean NOT NULL,
  completed_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS coin_purchases_payment_ref ON coin_purchases (payment_ref);
CREATE INDEX IF NOT EXISTS coin_purchases_checkout_id ON coin_purchases (checkout_id);
CREATE TABLE IF NOT EXISTS coin_checkouts (
  checkout_id text PRIMARY KEY,
  user_id text NOT NULL,
  package_amount int NOT NULL,
  price_cents int NOT NULL,
  expires_at timestamptz NOT NULL,
  released boolean NOT NULL
);
CREATE TABLE IF NOT EXISTS refused_purchases (
  payment_id text PRIMARY KEY,
  user_id text NOT NULL,
  provider text NOT NULL,
  package_amount int NOT NULL,
  price_cents int NOT NULL,
  payment_ref text,
  checkout_id text,
  reason text NOT NULL,
  refused_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS refused_purchases_payment_ref ON refused_purchases (payment_ref);
CREATE INDEX IF NOT EXISTS refused_purchases_checkout_id ON refused_purchases (checkout_id);`;
