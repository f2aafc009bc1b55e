import { z } from 'zod';
import type { JobDefinition } from '@fr/workers';

export const syncOutcomeSchema = z.object({
  ok: z.boolean(),
  teamsFound: z.number().int().nonnegative(),
  /** Why a sync did not happen; business outcomes are answers, not failures, so they are not retried. */
  reason: z.enum(['not_connected', 'provider_rejected', 'provider_unavailable', 'not_configured']).nullable(),
});
export type SyncOutcome = z.infer<typeof syncOutcomeSchema>;

/** Sync one player's teams from the provider, then score them. */
export const syncPlayerJob = {
  payload: z.object({ userId: z.string().min(1) }),
  result: syncOutcomeSchema,
} satisfies JobDefinition;

/** The recurring sweep: every 5 minutes during game windows, hourly otherwise, it queues a sync per connected player. */
export const syncAllJob = {
  payload: z.object({}),
  result: z.object({ queued: z.number().int().nonnegative() }),
} satisfies JobDefinition;

/** The fantasy feature's jobs, by name. */
export const fantasyJobs = {
  'sync-player': syncPlayerJob,
  'sync-all': syncAllJob,
};
export type FantasyJobs = typeof fantasyJobs;
