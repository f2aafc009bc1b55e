import { z } from 'zod';
import { INTEGRITY_DIFF_ROWS, integrityCheckStream } from '@fr/contracts';
import { checkIntegrity } from '@fr/projections';
import type { JobDefinition } from '@fr/workers';
import type { AppServices } from '../../services';
import { integrityCheckDecider } from './domain/integrity-check';

export const integrityCheckJob = {
  payload: z.object({ checkId: z.uuid() }),
  result: z.object({ ok: z.boolean(), events: z.number().int().nonnegative() }),
} satisfies JobDefinition;

export const ledgerJobs = { 'integrity-check': integrityCheckJob };
export type LedgerJobs = typeof ledgerJobs;

type Services = Pick<AppServices, 'pool' | 'store' | 'projectors' | 'commands' | 'now'>;

/**
 * Rebuilds every read model from the event store in a scratch schema named after the check, compares it with the live
 * one and records the report on the check's stream. A retried job runs the comparison again; only the first report
 * is kept.
 */
export async function runIntegrityCheck(services: Services, checkId: string): Promise<{ ok: boolean; events: number }> {
  const startedAt = services.now().toISOString();
  const result = await checkIntegrity({
    pool: services.pool,
    reader: services.store,
    projectors: services.projectors,
    schema: `integrity_${checkId.replaceAll('-', '')}`,
    diffRows: INTEGRITY_DIFF_ROWS,
  });
  const ok = result.projectors.every((p) => p.compared && p.equal);
  await services.commands.handle({
    streamId: integrityCheckStream(checkId),
    decider: integrityCheckDecider,
    command: {
      type: 'Complete',
      report: { checkId, ok, events: result.events, projectors: result.projectors, startedAt, finishedAt: services.now().toISOString() },
    },
    context: { now: services.now() },
    metadata: { actor: 'system', command: 'CompleteIntegrityCheck' },
  });
  return { ok, events: result.events };
}
