import { z } from 'zod';
import { SUPPORT_TICKET_RETENTION_YEARS } from '@fr/contracts';
import { supportTicketsClosedBefore } from '@fr/projections';
import type { JobDefinition } from '@fr/workers';
import type { AppServices } from '../../services';
import { eraseSupportContents } from './support-contents';

export const eraseOldSupportTicketsJob = {
  payload: z.object({}),
  result: z.object({ erased: z.number().int().nonnegative() }),
} satisfies JobDefinition;

/**
 * The Privacy Policy keeps support tickets until SUPPORT_TICKET_RETENTION_YEARS after they are closed: then the
 * sender's name, address and message and the answers' texts are erased. The ticket's status history stays in the log
 * (ids and times only). Running it again erases nothing more.
 */
export async function eraseOldSupportTickets(services: Pick<AppServices, 'pool' | 'now'>): Promise<{ erased: number }> {
  const cutoff = services.now();
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - SUPPORT_TICKET_RETENTION_YEARS);
  const expired = await supportTicketsClosedBefore(services.pool, cutoff);
  return { erased: expired.length ? await eraseSupportContents(services.pool, expired) : 0 };
}
