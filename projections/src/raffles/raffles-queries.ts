import type pg from 'pg';
import {
  beaconInfoSchema,
  drawStatusSchema,
  entrySources,
  type BeaconInfoDto,
  type RaffleTier,
  type Sport,
  tierOfAchievement,
} from '@fr/contracts';
import { preparedQuery } from '../prepared';

type Db = Pick<pg.Pool, 'query'>;

export type DrawStatus = (typeof drawStatusSchema.options)[number];

export interface DrawRow {
  drawId: string;
  raffleId: string;
  status: DrawStatus;
  opensAt: string;
  closesAt: string;
  prizeId: string;
  seedCommitment: string;
  beacon: BeaconInfoDto;
  beaconRound: number;
  entryListHash: string | null;
  /** The proof names entries by their public ids (contracts' publicEntryId), not by their own. */
  publicEntryIds: boolean;
  totalTickets: number | null;
  seed: string | null;
  beaconRandomness: string | null;
  beaconSignature: string | null;
  winners: string[];
  drawnAt: string | null;
  currentPick: number | null;
}

interface DrawDbRow {
  draw_id: string;
  raffle_id: string;
  status: string;
  opens_at: Date;
  closes_at: Date;
  prize_id: string;
  seed_commitment: string;
  beacon: unknown;
  beacon_round: number;
  entry_list_hash: string | null;
  public_entry_ids: boolean;
  total_tickets: number | null;
  seed: string | null;
  beacon_randomness: string | null;
  beacon_signature: string | null;
  winners: string[] | null;
  drawn_at: Date | null;
  current_pick: number | null;
}

const toDraw = (r: DrawDbRow): DrawRow => ({
  drawId: r.draw_id,
  raffleId: r.raffle_id,
  status: drawStatusSchema.parse(r.status),
  opensAt: r.opens_at.toISOString(),
  closesAt: r.closes_at.toISOString(),
  prizeId: r.prize_id,
  seedCommitment: r.seed_commitment,
  beacon: beaconInfoSchema.parse(r.beacon),
  beaconRound: r.beacon_round,
  entryListHash: r.entry_list_hash,
  publicEntryIds: r.public_entry_ids,
  totalTickets: r.total_tickets,
  seed: r.seed,
  beaconRandomness: r.beacon_randomness,
  beaconSignature: r.beacon_signature,
  winners: r.winners ?? [],
  drawnAt: r.drawn_at?.toISOString() ?? null,
  currentPick: r.current_pick,
});

export async function drawById(db: Db, drawId: string): Promise<DrawRow | null> {
  const { rows } = await db.query<DrawDbRow>('SELECT * FROM raffle_draws WHERE draw_id = $1', [drawId]);
  return rows[0] ? toDraw(rows[0]) : null;
}

export interface DrawEntryRow {
  entryId: string;
  userId: string;
  tickets: number;
  source: (typeof entrySources)[number];
}

export async function entriesOfDraw(db: Db, drawId: string): Promise<DrawEntryRow[]> {
  const { rows } = await db.query<{ entry_id: string; user_id: string; tickets: number; source: string }>(
    'SELECT entry_id, user_id, tickets, source FROM raffle_entries WHERE draw_id = $1 ORDER BY entry_id COLLATE "C"',
    [drawId],
  );
  return rows.map((r) => ({ entryId: r.entry_id, userId: r.user_id, tickets: r.tickets, source: r.source === 'free' ? 'free' : 'earned' }));
}

export interface OpenDrawStats {
  participants: number;
  userTickets: number;
  freeEntryUsed: boolean;
}

// The count kept per draw and the player's own entries (by raffle_entries_by_user): never every entry of the draw.
const DRAW_STATS = preparedQuery(
  `SELECT p.draw_id, p.participants, coalesce(u.tickets, 0) AS user_tickets, u.free_used
   FROM raffle_draw_participants p
   LEFT JOIN LATERAL (SELECT sum(e.tickets) AS tickets, bool_or(e.source = 'free') AS free_used FROM raffle_entries e
                      WHERE e.user_id = $2 AND e.draw_id = p.draw_id) u ON true
   WHERE p.draw_id = ANY($1)`,
);

/** Participants (distinct players) per draw, and the player's own tickets and free entry in each. */
export async function drawStats(db: Db, drawIds: readonly string[], userId: string | null): Promise<Map<string, OpenDrawStats>> {
  const { rows } = await db.query<{ draw_id: string; participants: string; user_tickets: string; free_used: boolean }>(
    DRAW_STATS([drawIds, userId ?? '']),
  );
  const stats = new Map<string, OpenDrawStats>();
  for (const r of rows) {
    stats.set(r.draw_id, {
      participants: Number(r.participants),
      userTickets: Number(r.user_tickets),
      freeEntryUsed: r.free_used === true,
    });
  }
  return stats;
}

export interface FinishedDraw {
  drawId: string;
  status: DrawStatus;
  drawnAt: string | null;
}

/** Each raffle's latest finished draw (drawn or closed with no entries). */
export async function lastFinishedDraws(db: Db): Promise<Map<string, FinishedDraw>> {
  const { rows } = await db.query<{ raffle_id: string; draw_id: string; status: string; drawn_at: Date | null }>(
    `SELECT DISTINCT ON (raffle_id) raffle_id, draw_id, status, drawn_at FROM raffle_draws
     WHERE status IN ('drawn', 'no_entries') ORDER BY raffle_id, closes_at DESC`,
  );
  return new Map(
    rows.map((r) => [
      r.raffle_id,
      { drawId: r.draw_id, status: drawStatusSchema.parse(r.status), drawnAt: r.drawn_at?.toISOString() ?? null },
    ]),
  );
}

/** Draws whose period has ended but that are not drawn yet: the draw job's work list. */
export async function drawsDue(db: Db, now: Date, limit = 100): Promise<string[]> {
  const { rows } = await db.query<{ draw_id: string }>(
    `SELECT draw_id FROM raffle_draws WHERE status IN ('open', 'closed') AND closes_at <= $1 ORDER BY closes_at LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => r.draw_id);
}

/** Drawn draws whose current pick was awarded but is not forfeited: the awards the player streams must hold. */
export async function currentAward(db: Db, drawId: string): Promise<{ pick: number; userId: string; awardId: string } | null> {
  const { rows } = await db.query<{ pick: number; user_id: string; award_id: string }>(
    `SELECT pick, user_id, award_id FROM raffle_awards WHERE draw_id = $1 AND forfeited_at IS NULL ORDER BY pick DESC LIMIT 1`,
    [drawId],
  );
  return rows[0] ? { pick: rows[0].pick, userId: rows[0].user_id, awardId: rows[0].award_id } : null;
}

export interface TicketToEnter {
  ticketId: string;
  userId: string;
  sport: Sport;
  tier: RaffleTier;
  tickets: number;
  settledAt: string;
  /** The raffle ids this ticket already has an entry in. */
  enteredRaffles: string[];
}

/**
 * Settled, unrevoked tickets that do not yet have an entry in both raffles they belong to (their sport's and the
 * EXCLUSIVE one), oldest first. Only tickets settled within `withinDays` are looked at, so a ticket the job keeps
 * declining (a self-excluded player's) drops out instead of being looked at for ever. Pages follow `after` (the last
 * ticket of the page before), so tickets the job declines never hold back the ones behind them.
 */
export async function ticketsToEnter(
  db: Db,
  now: Date,
  withinDays: number,
  limit: number,
  after: Pick<TicketToEnter, 'settledAt' | 'ticketId'> | null = null,
): Promise<TicketToEnter[]> {
  const { rows } = await db.query<{
    ticket_id: string;
    user_id: string;
    sport: string;
    tier: number;
    count: number;
    settled_at: Date;
    entered: string[];
  }>(
    `SELECT t.ticket_id, t.user_id, s.sport, t.tier, t.count, t.settled_at,
            coalesce(array_agg(DISTINCT d.raffle_id) FILTER (WHERE d.raffle_id IS NOT NULL), '{}') AS entered
     FROM raffle_ticket_queue t
     JOIN raffle_team_sports s ON s.team_id = t.team_id
     LEFT JOIN raffle_entries e ON e.entry_id = t.ticket_id
     LEFT JOIN raffle_draws d ON d.draw_id = e.draw_id
     WHERE t.settled_at IS NOT NULL AND NOT t.revoked AND t.settled_at > $1::timestamptz - make_interval(days => $2)
       AND ($4::timestamptz IS NULL OR (t.settled_at, t.ticket_id) > ($4::timestamptz, $5::text))
     GROUP BY t.ticket_id, t.user_id, s.sport, t.tier, t.count, t.settled_at
     HAVING count(DISTINCT d.raffle_id) < 2
     ORDER BY t.settled_at, t.ticket_id LIMIT $3`,
    [now, withinDays, limit, after?.settledAt ?? null, after?.ticketId ?? null],
  );
  return rows.map((r) => ({
    ticketId: r.ticket_id,
    userId: r.user_id,
    sport: r.sport as Sport,
    tier: tierOfAchievement[r.tier]!,
    tickets: r.count,
    settledAt: r.settled_at.toISOString(),
    enteredRaffles: r.entered,
  }));
}

export interface RecentWinner {
  userId: string;
  drawId: string;
  raffleId: string;
  prizeId: string;
  awardedAt: string;
}

/** The latest awards that still stand (a forfeited award is not a win). */
export async function recentWinners(db: Db, limit: number): Promise<RecentWinner[]> {
  const { rows } = await db.query<{ user_id: string; draw_id: string; raffle_id: string; prize_id: string; awarded_at: Date }>(
    `SELECT a.user_id, a.draw_id, d.raffle_id, d.prize_id, a.awarded_at FROM raffle_awards a JOIN raffle_draws d USING (draw_id)
     WHERE a.forfeited_at IS NULL ORDER BY a.awarded_at DESC, a.draw_id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    drawId: r.draw_id,
    raffleId: r.raffle_id,
    prizeId: r.prize_id,
    awardedAt: r.awarded_at.toISOString(),
  }));
}

export interface PastDrawRow {
  drawId: string;
  status: Exclude<DrawStatus, 'open'>;
  closesAt: string;
  drawnAt: string | null;
  prizeId: string;
  entryCount: number;
  totalTickets: number;
  participants: number;
  /** The player who holds the prize now (the standing award), or null before the award or with no entries. */
  winnerUserId: string | null;
}

/** A raffle's closed draws, newest first, a page at a time, with how many there are in all. */
export async function pastDrawsOf(
  db: Db,
  raffleId: string,
  offset: number,
  limit: number,
): Promise<{ draws: PastDrawRow[]; total: number }> {
  const [page, count] = await Promise.all([
    db.query<{
      draw_id: string;
      status: string;
      closes_at: Date;
      drawn_at: Date | null;
      prize_id: string;
      entry_count: number | null;
      total_tickets: number | null;
      participants: number | null;
      winner: string | null;
    }>(
      `SELECT d.draw_id, d.status, d.closes_at, d.drawn_at, d.prize_id, d.entry_count, d.total_tickets, d.participants,
              (SELECT a.user_id FROM raffle_awards a WHERE a.draw_id = d.draw_id AND a.forfeited_at IS NULL ORDER BY a.pick DESC LIMIT 1) AS winner
       FROM raffle_draws d WHERE d.raffle_id = $1 AND d.status <> 'open' ORDER BY d.closes_at DESC LIMIT $2 OFFSET $3`,
      [raffleId, limit, offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM raffle_draws WHERE raffle_id = $1 AND status <> 'open'`, [raffleId]),
  ]);
  const draws = page.rows.map((r): PastDrawRow => {
    const status = drawStatusSchema.exclude(['open']).parse(r.status);
    return {
      drawId: r.draw_id,
      status,
      closesAt: r.closes_at.toISOString(),
      drawnAt: r.drawn_at?.toISOString() ?? null,
      prizeId: r.prize_id,
      entryCount: r.entry_count ?? 0,
      totalTickets: r.total_tickets ?? 0,
      participants: r.participants ?? 0,
      winnerUserId: r.winner,
    };
  });
  return { draws, total: count.rows[0]?.total ?? 0 };
}

/**
 * How a player's entry ended: the draw is still to come (or its award is being made), the entry holds the prize, it
 * was picked but forfeited its prize to a runner-up, or another entry was picked.
 */
export type EntryOutcomeRow = { outcome: 'pending' | 'not_won' | 'forfeited' } | { outcome: 'won'; pick: number };

export interface PlayerEntryRow {
  drawId: string;
  raffleId: string;
  prizeId: string;
  entryId: string;
  source: (typeof entrySources)[number];
  tickets: number;
  addedAt: string;
  closesAt: string;
  result: EntryOutcomeRow;
}

/** A player's own entries (tickets and free entries), newest first, a page at a time, with how many in all. */
export async function entriesOfPlayer(
  db: Db,
  userId: string,
  offset: number,
  limit: number,
): Promise<{ entries: PlayerEntryRow[]; total: number }> {
  const [page, count] = await Promise.all([
    db.query<{
      draw_id: string;
      raffle_id: string;
      prize_id: string;
      entry_id: string;
      source: string;
      tickets: number;
      added_at: Date;
      closes_at: Date;
      status: string;
      current_pick: number | null;
      holding_entry: string | null;
      forfeited: boolean;
    }>(
      // The winner order holds entry ids, so the entry at the current pick is the one that holds the prize.
      `SELECT e.draw_id, d.raffle_id, d.prize_id, e.entry_id, e.source, e.tickets, e.added_at, d.closes_at, d.status, d.current_pick,
              d.winners ->> d.current_pick AS holding_entry,
              EXISTS (SELECT 1 FROM raffle_awards a WHERE a.draw_id = e.draw_id AND a.forfeited_at IS NOT NULL
                      AND d.winners ->> a.pick = e.entry_id) AS forfeited
       FROM raffle_entries e JOIN raffle_draws d ON d.draw_id = e.draw_id
       WHERE e.user_id = $1 ORDER BY e.added_at DESC, e.draw_id DESC, e.entry_id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM raffle_entries WHERE user_id = $1', [userId]),
  ]);
  const outcome = (r: (typeof page.rows)[number]): EntryOutcomeRow => {
    if (r.forfeited) return { outcome: 'forfeited' };
    if (r.status !== 'drawn' || r.current_pick === null) return { outcome: 'pending' };
    if (r.holding_entry === r.entry_id) return { outcome: 'won', pick: r.current_pick };
    return { outcome: 'not_won' };
  };
  const entries = page.rows.map((r): PlayerEntryRow => ({
    drawId: r.draw_id,
    raffleId: r.raffle_id,
    prizeId: r.prize_id,
    entryId: r.entry_id,
    source: r.source === 'free' ? 'free' : 'earned',
    tickets: r.tickets,
    addedAt: r.added_at.toISOString(),
    closesAt: r.closes_at.toISOString(),
    result: outcome(r),
  }));
  return { entries, total: count.rows[0]?.total ?? 0 };
}

/** How many tickets the player entered in each raffle, earned and free, raffle by raffle. */
export async function ticketsEnteredByRaffle(db: Db, userId: string): Promise<Array<{ raffleId: string; earned: number; free: number }>> {
  const { rows } = await db.query<{ raffle_id: string; earned: number; free: number }>(
    `SELECT d.raffle_id,
            coalesce(sum(e.tickets) FILTER (WHERE e.source <> 'free'), 0)::int AS earned,
            coalesce(sum(e.tickets) FILTER (WHERE e.source = 'free'), 0)::int AS free
     FROM raffle_entries e JOIN raffle_draws d ON d.draw_id = e.draw_id
     WHERE e.user_id = $1 GROUP BY d.raffle_id ORDER BY d.raffle_id`,
    [userId],
  );
  return rows.map((r) => ({ raffleId: r.raffle_id, earned: r.earned, free: r.free }));
}
