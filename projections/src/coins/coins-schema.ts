export const coinsSchemaSql = `
CREATE TABLE IF NOT EXISTS ledger_accounts (
  account text COLLATE "C" PRIMARY KEY,
  kind text NOT NULL,
  user_id text,
  earned bigint NOT NULL DEFAULT 0,
  purchased bigint NOT NULL DEFAULT 0,
  balance bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS ledger_entries (
  event_id text COLLATE "C" NOT NULL,
  account text COLLATE "C" NOT NULL,
  lot text COLLATE "C" NOT NULL,
  counter_account text NOT NULL,
  amount bigint NOT NULL,
  balance_after bigint NOT NULL,
  lot_balance_after bigint NOT NULL,
  reason text NOT NULL,
  command_id text NOT NULL,
  actor text,
  correlation_id text,
  stream_id text NOT NULL,
  event_position text NOT NULL,
  occurred_at timestamptz NOT NULL,
  PRIMARY KEY (event_id, account, lot)
);
CREATE INDEX IF NOT EXISTS ledger_entries_account_position ON ledger_entries (account, event_position COLLATE "C");`;
