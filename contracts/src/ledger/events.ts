import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';
import { integrityProjectorReportSchema } from './schemas';

export const integrityCheckStream = (checkId: string) => `integrity-check-${checkId}`;

export const integrityCheckRequestedSchema = z.object({ checkId: z.string(), adminId: z.string(), at: z.string() });

export const integrityCheckCompletedSchema = z.object({
  checkId: z.string(),
  ok: z.boolean(),
  events: z.number().int().nonnegative(),
  projectors: z.array(integrityProjectorReportSchema),
  startedAt: z.string(),
  finishedAt: z.string(),
});

/** The ledger audit events: stream, meaning and payload schema of each (docs/events.md is generated from them). */
export const ledgerEvents = {
  IntegrityCheckRequested: {
    stream: 'integrity-check-{checkId}',
    description: 'An admin asked for the read models to be rebuilt from the log in a scratch schema and compared.',
    schema: integrityCheckRequestedSchema,
  },
  IntegrityCheckCompleted: {
    stream: 'integrity-check-{checkId}',
    description: 'The integrity check ran: per read model, whether the rebuild equals the live one, and the differing rows.',
    schema: integrityCheckCompletedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
