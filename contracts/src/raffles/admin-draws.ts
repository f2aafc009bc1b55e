import { z } from 'zod';
import { adminPersonSchema } from '../admin/schemas';
import { clientRoutes } from '../shell/constants';
import { drawStatusSchema } from './schemas';

/** Ours: how long Draw now waits for the beacon round after the close (a few of the beacon's 3-second periods). */
export const DRAW_NOW_BEACON_WAIT_MS = 20_000;

/** How many completed draws the monitor lists per raffle. */
export const ADMIN_LAST_DRAWS = 3;

/** The beacon round a period will use: not out yet, out (the draw can run), or out long ago and still not drawn. */
export const beaconRoundStateSchema = z.enum(['waiting', 'available', 'late']);
export type BeaconRoundState = z.infer<typeof beaconRoundStateSchema>;

export const adminCompletedDrawSchema = z.object({
  drawId: z.string(),
  status: drawStatusSchema,
  drawnAt: z.string(),
  entryCount: z.number().int().nonnegative(),
  /** The standing winner; null when the period had no entries. */
  winner: adminPersonSchema.nullable(),
  /** The public proof page of the draw. */
  proofPath: z.string(),
});

/** A period closed and not drawn past DRAW_LATE_AFTER_MS, or one whose draw job failed: its error and a retry. */
export const adminDrawRunIssueSchema = z.object({
  drawId: z.string(),
  raffleId: z.string(),
  raffleName: z.string(),
  closesAt: z.string(),
  late: z.boolean(),
  /** The last failed attempt's error, null when the draw is late without a recorded failure. */
  error: z.string().nullable(),
  failedAt: z.string().nullable(),
  attempts: z.number().int().nonnegative(),
});
export type AdminDrawRunIssue = z.infer<typeof adminDrawRunIssueSchema>;

export const adminRaffleMonitorSchema = z.object({
  raffleId: z.string(),
  raffleName: z.string(),
  /** The period taking entries now. */
  drawId: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  entryCount: z.number().int().nonnegative(),
  totalTickets: z.number().int().nonnegative(),
  beaconRound: z.number().int().positive().nullable(),
  beaconRoundAt: z.string().nullable(),
  beaconState: beaconRoundStateSchema,
  lastDraws: z.array(adminCompletedDrawSchema),
});
export type AdminRaffleMonitor = z.infer<typeof adminRaffleMonitorSchema>;

/** A scheduled job's last run, recorded where the job runner runs it (in process or on BullMQ workers). */
export const adminJobRunSchema = z.object({
  job: z.string(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  outcome: z.enum(['running', 'succeeded', 'failed', 'never']),
  error: z.string().nullable(),
});
export type AdminJobRun = z.infer<typeof adminJobRunSchema>;

export const adminDrawsResponseSchema = z.object({
  /** Draw now runs in development, test and demo mode; production refuses it. */
  drawNowAllowed: z.boolean(),
  raffles: z.array(adminRaffleMonitorSchema),
  issues: z.array(adminDrawRunIssueSchema),
  jobs: z.array(adminJobRunSchema),
});
export type AdminDrawsResponse = z.infer<typeof adminDrawsResponseSchema>;

export const adminDrawNowParamsSchema = z.object({ raffleId: z.string().min(1).max(40) });
/** The period the operator saw: the same request twice draws it once. */
export const adminDrawNowRequestSchema = z.object({ drawId: z.string().min(1).max(60) });
export type AdminDrawNowRequest = z.infer<typeof adminDrawNowRequestSchema>;

export const drawNowOutcomeSchema = z.enum(['drawn', 'no_entries', 'already_drawn']);
export const adminDrawNowResponseSchema = z.object({
  drawId: z.string(),
  outcome: drawNowOutcomeSchema,
  message: z.string(),
  proofPath: z.string(),
});
export type AdminDrawNowResponse = z.infer<typeof adminDrawNowResponseSchema>;

export const adminDrawRetryParamsSchema = z.object({ drawId: z.string().min(1).max(60) });
export const adminDrawRetryResponseSchema = z.object({ drawId: z.string(), message: z.string() });

/** The public proof page of a draw (the client's route). */
export const drawProofPath = (drawId: string) => clientRoutes.drawProof.replace(':drawId', encodeURIComponent(drawId));
