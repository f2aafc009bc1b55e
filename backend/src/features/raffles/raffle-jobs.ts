import { z } from 'zod';
import type { JobDefinition } from '@fr/workers';

/** Every minute: open the current periods, enter settled tickets, and queue a draw for every period that has ended. */
export const drawTickJob = {
  payload: z.object({}),
  result: z.object({ entered: z.number().int().nonnegative(), due: z.number().int().nonnegative() }),
} satisfies JobDefinition;

/** Close, draw and award one period; retried while its beacon round is not out yet. */
export const runDrawJob = {
  payload: z.object({ drawId: z.string().min(1) }),
  result: z.object({ outcome: z.enum(['drawn', 'no_entries', 'not_due']) }),
} satisfies JobDefinition;

/** Hourly: prizes unclaimed past their deadline pass to the next runner-up of the same draw. */
export const expirePrizesJob = {
  payload: z.object({}),
  result: z.object({ forfeited: z.number().int().nonnegative() }),
} satisfies JobDefinition;

export const rafflesJobs = {
  'draw-tick': drawTickJob,
  'run-draw': runDrawJob,
  'expire-prizes': expirePrizesJob,
};
export type RafflesJobs = typeof rafflesJobs;
