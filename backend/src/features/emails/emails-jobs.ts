import { z } from 'zod';
import type { JobDefinition } from '@fr/workers';

/** Every few seconds: mail what the log recorded since the last run (the outbox read model, in log order). */
export const dispatchEmailsJob = {
  payload: z.object({}),
  result: z.object({ queued: z.number().int().nonnegative() }),
} satisfies JobDefinition;

/** Hourly: remind each winner whose unclaimed prize's deadline is 3 days away or less, once per prize. */
export const remindClaimsJob = {
  payload: z.object({}),
  result: z.object({ queued: z.number().int().nonnegative() }),
} satisfies JobDefinition;

/** Weekly: the summary to every player who switched it on. */
export const weeklySummaryJob = {
  payload: z.object({}),
  result: z.object({ queued: z.number().int().nonnegative() }),
} satisfies JobDefinition;

export const emailsJobs = {
  'dispatch-emails': dispatchEmailsJob,
  'remind-claims': remindClaimsJob,
  'weekly-summary': weeklySummaryJob,
};
