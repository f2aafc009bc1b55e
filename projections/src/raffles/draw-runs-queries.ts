import type pg from 'pg';
import { drawStatusSchema } from '@fr/contracts';
import type { DrawStatus } from './raffles-queries';

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
