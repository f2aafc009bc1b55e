/** The raffles read model: draw periods, their entries and awards, and the settled tickets waiting to enter. */
export const rafflesSchemaSql = `
CREATE TABLE IF NOT EXISTS raffle_draws (
  draw_id text PRIMARY KEY,
  raffle_id text NOT NULL,
  status text NOT NULL,
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  prize_id text NOT NULL,
  seed_commitment text NOT NULL,
  beacon jsonb NOT NULL,
  beacon_round integer NOT NULL,
  entry_count integer,
  total_tickets integer,
  participants integer,
  entry_list_hash text,
  -- Whether the close hashed the list by public entry ids (DrawClosed.publicEntryIds); false on draws closed before.
  public_entry_ids boolean NOT NULL DEFAULT false,
  closed_at timestamptz,
  seed text,
  beacon_randomness text,
  beacon_signature text,
  winners jsonb,
  drawn_at timestamptz,
  current_pick integer
);
CREATE INDEX IF NOT EXISTS raffle_draws_due ON raffle_draws (closes_at) WHERE status IN ('open', 'closed');
CREATE INDEX IF NOT EXISTS raffle_draws_by_raffle ON raffle_draws (raffle_id, closes_at DESC);
CREATE TABLE IF NOT EXISTS raffle_entries (
  draw_id text NOT NULL,
  -- Byte order, the proof's canonical order (UTF-16 code units equal bytes for these ASCII ids): the list is served sorted.
  entry_id text COLLATE "C" NOT NULL,
  user_id text NOT NULL,
  tickets integer NOT NULL,
  source text NOT NULL,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (draw_id, entry_id)
);
CREATE INDEX IF NOT EXISTS raffle_entries_by_entry ON raffle_entries (entry_id);
CREATE INDEX IF NOT EXISTS raffle_entries_by_user ON raffle_entries (user_id, draw_id);
-- How many players each draw has, kept as entries come: the raffle cards show it on every request, and counting a draw's
-- entries then reads every one of them (a million at a million players).
CREATE TABLE IF NOT EXISTS raffle_draw_participants (
  draw_id text PRIMARY KEY,
  participants integer NOT NULL
);
CREATE TABLE IF NOT EXISTS raffle_awards (
  draw_id text NOT NULL,
  pick integer NOT NULL,
  user_id text NOT NULL,
  award_id text NOT NULL,
  awarded_at timestamptz NOT NULL,
  forfeited_at timestamptz,
  PRIMARY KEY (draw_id, pick)
);
CREATE INDEX IF NOT EXISTS raffle_awards_recent ON raffle_awards (awarded_at DESC);
CREATE TABLE IF NOT EXISTS raffle_team_sports (
  team_id text PRIMARY KEY,
  sport text NOT NULL
);
CREATE TABLE IF NOT EXISTS raffle_ticket_queue (
  ticket_id text PRIMARY KEY,
  user_id text NOT NULL,
  team_id text NOT NULL,
  tier integer NOT NULL,
  count integer NOT NULL,
  revoked boolean NOT NULL DEFAULT false,
  settled_at timestamptz
);
CREATE INDEX IF NOT EXISTS raffle_ticket_queue_settled ON raffle_ticket_queue (settled_at) WHERE settled_at IS NOT NULL AND NOT revoked;`;
