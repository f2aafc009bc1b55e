import Router from '@koa/router';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import type { JobCatalogue, JobQueue } from '@fr/workers';
import { texts } from '@fr/contracts';
import { requireAdmin } from '../../platform/http/admin-session';
import { AppError } from '../../platform/errors';

/** Where operators find the queues (issue 11, "Operators"). */
export const QUEUE_BOARD_PATH = '/admin/queues';

/** Retrying, cleaning or deleting jobs operates the whole system: the `admin` role only, as every configuration. */
const QUEUE_BOARD_ROLES = ['admin'] as const;

/**
 * Bull Board over every queue of the app when jobs run on Redis, behind the admin session; in the embedded mode a 404
 * for the board's paths, which would otherwise fall through to the client and answer 200 with a page that is not there.
 * Read-only, for two reasons. Its client posts with axios's `X-XSRF-TOKEN` header from an `XSRF-TOKEN` cookie, not the
 * `__csrf` cookie and `x-csrf-token` header the app's double-submit check wants; bridging them would take a second CSRF
 * cookie and header kept in step for this page alone. And its actions (retry, promote, clean, empty, edit a job's data)
 * would change what the jobs do without the admin event every admin command leaves in the audit trail. The app's CSRF
 * check still runs before this router, so a forged POST or PUT never reaches the board; with `readOnlyMode` the board
 * hides those actions and refuses them as well.
 */
export function queueBoardRoutes(jobs: Pick<JobQueue<JobCatalogue>, 'bullmqQueues'>): Router {
  const router = new Router();
  // The embedded mode runs jobs in process: no queues, nothing to show.
  const queues = jobs.bullmqQueues?.();
  if (!queues) {
    router.all(`${QUEUE_BOARD_PATH}{/*rest}`, () => {
      throw new AppError('not_found', texts.server.notFound);
    });
    return router;
  }
  const serverAdapter = new KoaAdapter().setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue, { readOnlyMode: true })),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Rewards jobs' } },
  });
  const board = serverAdapter.registerPlugin();
  router.all(`${QUEUE_BOARD_PATH}{/*rest}`, async (ctx, next) => {
    requireAdmin(ctx.state.admin, QUEUE_BOARD_ROLES);
    await board(ctx, next);
  });
  return router;
}
