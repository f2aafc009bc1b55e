import { z } from 'zod';
import type { JobDefinition } from '@fr/workers';

/** Hourly: removes expired sessions and idempotency keys, and sent e-mail ids past their retention, which nothing else deletes. */
export const housekeepingJob = {
  payload: z.object({}),
  result: z.object({
    sessions: z.number().int().nonnegative(),
    idempotencyKeys: z.number().int().nonnegative(),
    sentEmails: z.number().int().nonnegative(),
  }),
} satisfies JobDefinition;
