import Router from '@koa/router';
import { DRAW_LATE_AFTER_MS, apiRoutes, raffleById, type DrawRun } from '@fr/contracts';
import { latestDrawRuns } from '@fr/projections';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';

/**
 * The Raffles page's system status, from the draws themselves: each raffle's latest run, and late draws named. A draw
 * job that fails (an unreachable beacon, a crashed worker) leaves its draw undrawn past its close, so "late" covers it.
 */
export function drawRunsRoutes(services: AppServices): Router {
  const router = new Router();
  contractRoute(router, apiRoutes.drawRuns, async () => {
    const now = services.now();
    const runs: DrawRun[] = (await latestDrawRuns(services.pool, now)).map((run) => ({
      ...run,
      raffleName: raffleById(run.raffleId)?.name ?? run.raffleId,
      late: (run.status === 'open' || run.status === 'closed') && now.getTime() - Date.parse(run.closesAt) > DRAW_LATE_AFTER_MS,
    }));
    const drawn = runs.flatMap((run) => (run.drawnAt ? [run.drawnAt] : [])).sort();
    return { operational: !runs.some((run) => run.late), lastDrawnAt: drawn.at(-1) ?? null, runs };
  });
  return router;
}
