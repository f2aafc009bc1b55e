import type pg from 'pg';
import { drawStatusSchema } from '@fr/contracts';
import type { DrawStatus } from './raffles-queries';
import { preparedQuery } from '../prepared';

type Db = Pick<pg.Pool, 'query'>;

export interface LatestDrawRun {
  raffleId: string;
  drawId: string;
  status: DrawStatus;
  closesAt: string;
  drawnAt: string | null;
}

/**
 * Each raffle's latest draw whose period has ended by `now`: its status says whether the draw job has run for it.
 * The oldest such draw still waiting is listed instead where there is one, so a draw stuck behind later ones shows.
 */
export async function latestDrawRuns(db: Db, now: Date): Promise<LatestDrawRun[]> {
  const { rows } = await db.query<{ raffle_id: string; draw_id: string; status: string; closes_at: Date; drawn_at: Date | null }>(
    `SELECT DISTINCT ON (raffle_id) raffle_id, draw_id, status, closes_at, drawn_at FROM raffle_draws
     WHERE closes_at <= $1
     ORDER BY raffle_id, (status IN ('open', 'closed')) DESC, CASE WHEN status IN ('open', 'closed') THEN closes_at END ASC, closes_at DESC`,
    [now],
  );
  return rows.map((r) => ({
    raffleId: r.raffle_id,
    drawId: r.draw_id,
    status: drawStatusSchema.parse(r.status),
    closesAt: r.closes_at.toISOString(),
    drawnAt: r.drawn_at?.toISOString() ?? null,
  }));
}

export interface OpenPeriodRow {
  drawId: string;
  status: DrawStatus;
  raffleId: string;
  opensAt: string;
  closesAt: string;
  beaconRound: number;
  entryCount: number;
  totalTickets: number;
}

/** The periods of these draw ids that are opened, with their status, entries and tickets so far (the draw monitor). */
export async function periodsByIds(db: Db, drawIds: readonly string[]): Promise<Map<string, OpenPeriodRow>> {
  const { rows } = await db.query<{
    draw_id: string;
    status: string;
    raffle_id: string;
    opens_at: Date;
    closes_at: Date;
    beacon_round: number;
    entry_count: string;
    total_tickets: string;
  }>(
    `SELECT d.draw_id, d.status, d.raffle_id, d.opens_at, d.closes_at, d.beacon_round,
            count(e.entry_id) AS entry_count, coalesce(sum(e.tickets), 0) AS total_tickets
     FROM raffle_draws d LEFT JOIN raffle_entries e ON e.draw_id = d.draw_id
     WHERE d.draw_id = ANY($1) GROUP BY d.draw_id`,
    [drawIds],
  );
  return new Map(
    rows.map((r) => [
      r.draw_id,
      {
        drawId: r.draw_id,
        status: drawStatusSchema.parse(r.status),
        raffleId: r.raffle_id,
        opensAt: r.opens_at.toISOString(),
        closesAt: r.closes_at.toISOString(),
        beaconRound: r.beacon_round,
        entryCount: Number(r.entry_count),
        totalTickets: Number(r.total_tickets),
      },
    ]),
  );
}

export interface CompletedDrawRow {
  drawId: string;
  raffleId: string;
  status: DrawStatus;
  drawnAt: string;
  entryCount: number;
  /** The player holding the prize now (a forfeit passes it on); null with no entries or every pick forfeited. */
  winnerId: string | null;
}

/** Each raffle's latest completed draws, newest first, `perRaffle` of each. */
export async function lastCompletedDraws(db: Db, perRaffle: number): Promise<CompletedDrawRow[]> {
  const { rows } = await db.query<{
    draw_id: string;
    raffle_id: string;
    status: string;
    drawn_at: Date;
    entry_count: number | null;
    winner_id: string | null;
  }>(
    `SELECT draw_id, raffle_id, status, drawn_at, entry_count,
            (SELECT user_id FROM raffle_awards a WHERE a.draw_id = d.draw_id AND a.forfeited_at IS NULL ORDER BY pick DESC LIMIT 1) AS winner_id
     FROM (SELECT *, row_number() OVER (PARTITION BY raffle_id ORDER BY drawn_at DESC) AS n FROM raffle_draws
           WHERE status IN ('drawn', 'no_entries') AND drawn_at IS NOT NULL) d
     WHERE n <= $1 ORDER BY raffle_id, drawn_at DESC`,
    [perRaffle],
  );
  return rows.map((r) => ({
    drawId: r.draw_id,
    raffleId: r.raffle_id,
    status: drawStatusSchema.parse(r.status),
    drawnAt: r.drawn_at.toISOString(),
    entryCount: r.entry_count ?? 0,
    winnerId: r.winner_id,
  }));
}

/** Periods ended by `before` and not drawn yet: late draws (every raffle's, oldest first). */
export async function undrawnBefore(db: Db, before: Date): Promise<Array<{ drawId: string; raffleId: string; closesAt: string }>> {
  const { rows } = await db.query<{ draw_id: string; raffle_id: string; closes_at: Date }>(
    `SELECT draw_id, raffle_id, closes_at FROM raffle_draws WHERE status IN ('open', 'closed') AND closes_at <= $1 ORDER BY closes_at`,
    [before],
  );
  return rows.map((r) => ({ drawId: r.draw_id, raffleId: r.raffle_id, closesAt: r.closes_at.toISOString() }));
}

const CLOSED_DRAWS = preparedQuery("SELECT draw_id FROM raffle_draws WHERE draw_id = ANY($1) AND status <> 'open'");

/** Which of these draws no longer take entries (closed, drawn or void): before their calendar close, Draw now closed them. */
export async function closedDrawIds(db: Db, drawIds: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ draw_id: string }>(CLOSED_DRAWS([drawIds]));
  return new Set(rows.map((r) => r.draw_id));
}
