import Router from '@koa/router';
import {
  ADMIN_LAST_DRAWS,
  DRAW_LATE_AFTER_MS,
  apiRoutes,
  drawPeriodOf,
  drawProofPath,
  raffleById,
  texts,
  type AdminDrawRunIssue,
  type AdminJobRun,
  type BeaconRoundState,
} from '@fr/contracts';
import { drawById, lastCompletedDraws, periodsByIds, undrawnBefore } from '@fr/projections';
import { DomainError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import { lastJobRuns } from '../../platform/jobs/job-runs';
import type { FeatureContext } from '../../feature';
import type { AppServices } from '../../services';
import { describePeople } from '../admin';
import type { RandomnessBeacon } from './beacon/beacon';
import { drawFailures } from './draw-failures';
import type { Draws } from './draws';
import { periodsTakingEntries } from './periods-taking-entries';
import type { RafflesJobs } from './raffle-jobs';

/** The jobs that run on a schedule in this feature: listed even before their first recorded run. */
const SCHEDULED_JOBS = ['draw-tick', 'expire-prizes'];

/** Whether Draw now may run here: never in production, where draws run only at their scheduled close. */
export const drawNowAllowed = (services: Pick<AppServices, 'config'>) => services.config.env !== 'production';

/**
 * The operator console's draw monitor (issue 23): every raffle's open period and beacon round, the last draws with
 * their winners by name, late and failed draw runs with a retry, the jobs' last runs, and Draw now for demos.
 */
export function adminDrawsRoutes(services: FeatureContext<RafflesJobs>, draws: Draws, beacon: RandomnessBeacon): Router {
  const router = new Router();

  const beaconState = (roundAt: Date, now: Date): BeaconRoundState =>
    roundAt.getTime() > now.getTime() ? 'waiting' : now.getTime() - roundAt.getTime() > DRAW_LATE_AFTER_MS ? 'late' : 'available';

  contractRoute(router, apiRoutes.adminDraws, async () => {
    const now = services.now();
    // The calendar's period, or a later one where Draw now closed it early: read from the read model, never opened here.
    const taking = await periodsTakingEntries(services, now);
    const [open, completed, undrawn, failures, jobRuns, info] = await Promise.all([
      periodsByIds(
        services.pool,
        taking.map((t) => t.period.drawId),
      ),
      lastCompletedDraws(services.pool, ADMIN_LAST_DRAWS),
      undrawnBefore(services.pool, new Date(now.getTime() - DRAW_LATE_AFTER_MS)),
      drawFailures(services.pool),
      lastJobRuns(services.pool),
      beacon.info().catch(() => null),
    ]);
    const people = await describePeople(
      services.pool,
      completed.flatMap((d) => (d.winnerId ? [d.winnerId] : [])),
    );
    const rows = taking.map(({ raffle, period }) => {
      const row = open.get(period.drawId);
      const roundAt = row && info ? beacon.roundTime(row.beaconRound, info) : null;
      return {
        raffleId: raffle.id,
        raffleName: raffle.name,
        drawId: period.drawId,
        opensAt: row?.opensAt ?? period.opensAt.toISOString(),
        closesAt: row?.closesAt ?? period.closesAt.toISOString(),
        entryCount: row?.entryCount ?? 0,
        totalTickets: row?.totalTickets ?? 0,
        beaconRound: row?.beaconRound ?? null,
        beaconRoundAt: roundAt?.toISOString() ?? null,
        beaconState: roundAt ? beaconState(roundAt, now) : ('waiting' as const),
        lastDraws: completed
          .filter((d) => d.raffleId === raffle.id)
          .map((d) => ({
            drawId: d.drawId,
            status: d.status,
            drawnAt: d.drawnAt,
            entryCount: d.entryCount,
            winner: d.winnerId ? people.get(d.winnerId)! : null,
            proofPath: drawProofPath(d.drawId),
          })),
      };
    });
    const issues = new Map<string, AdminDrawRunIssue>();
    for (const draw of undrawn) {
      const raffleName = raffleById(draw.raffleId)?.name ?? draw.raffleId;
      issues.set(draw.drawId, { ...draw, raffleName, late: true, error: null, failedAt: null, attempts: 0 });
    }
    for (const failure of failures) {
      const period = drawPeriodOf(failure.drawId);
      if (!period) continue;
      const late = issues.get(failure.drawId);
      issues.set(failure.drawId, {
        drawId: failure.drawId,
        raffleId: period.raffleId,
        raffleName: raffleById(period.raffleId)?.name ?? period.raffleId,
        closesAt: late?.closesAt ?? period.closesAt.toISOString(),
        late: late !== undefined,
        error: failure.error,
        failedAt: failure.failedAt,
        attempts: failure.attempts,
      });
    }
    const jobNames = [...new Set([...SCHEDULED_JOBS, ...jobRuns.keys()])].sort();
    const jobs: AdminJobRun[] = jobNames.map((job) => {
      const run = jobRuns.get(job);
      return {
        job,
        lastStartedAt: run?.startedAt ?? null,
        lastFinishedAt: run?.finishedAt ?? null,
        outcome: run?.outcome ?? 'never',
        error: run?.error ?? null,
      };
    });
    return { drawNowAllowed: drawNowAllowed(services), raffles: rows, issues: [...issues.values()], jobs };
  });

  contractRoute(router, apiRoutes.adminDrawNow, async ({ admin, params, body }) => {
    const { drawId, outcome } = await draws.drawNow(params.raffleId, body.drawId, admin.adminId);
    const message =
      outcome === 'drawn'
        ? texts.server.drawNowDrawn(drawId)
        : outcome === 'no_entries'
          ? texts.server.drawNowNoEntries(drawId)
          : texts.server.drawNowAlreadyDrawn(drawId);
    return { drawId, outcome, message, proofPath: drawProofPath(drawId) };
  });

  contractRoute(router, apiRoutes.adminRetryDrawRun, async ({ params }) => {
    const draw = drawPeriodOf(params.drawId) ? await drawById(services.pool, params.drawId) : null;
    if (!draw) throw new DomainError('not_found', texts.server.drawNotFound);
    const now = services.now();
    if (!['open', 'closed'].includes(draw.status) || Date.parse(draw.closesAt) > now.getTime()) {
      throw new DomainError('conflict', texts.server.drawRetryNotNeeded);
    }
    // A job id of its own per minute: the failed job's id is spent, and a double click queues one retry.
    const minute = now.toISOString().slice(0, 16);
    await services.jobs.enqueue('run-draw', { drawId: draw.drawId }, { jobId: `run-draw:${draw.drawId}:retry:${minute}` });
    return { drawId: draw.drawId, message: texts.server.drawRetryQueued(draw.drawId) };
  });

  return router;
}
