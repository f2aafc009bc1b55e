import { z } from 'zod';
import { drawStatusSchema } from './schemas';

/**
 * Ours: a draw not done this long after its close is late. The draw job looks every minute and the beacon round it
 * waits for comes seconds after the close, so a quarter of an hour means the runs are failing, not slow.
 */
export const DRAW_LATE_AFTER_MS = 15 * 60_000;

/** One raffle's latest draw run: the latest period that has closed, or the oldest one still waiting for its draw. */
export const drawRunSchema = z.object({
  raffleId: z.string(),
  raffleName: z.string(),
  drawId: z.string(),
  status: drawStatusSchema,
  closesAt: z.string(),
  drawnAt: z.string().nullable(),
  /** Closed more than DRAW_LATE_AFTER_MS ago and still not drawn. */
  late: z.boolean(),
});
export type DrawRun = z.infer<typeof drawRunSchema>;

/** The draws' system status: each raffle's latest run, and whether any is late. */
export const drawRunsResponseSchema = z.object({
  operational: z.boolean(),
  lastDrawnAt: z.string().nullable(),
  runs: z.array(drawRunSchema),
});
export type DrawRunsResponse = z.infer<typeof drawRunsResponseSchema>;
