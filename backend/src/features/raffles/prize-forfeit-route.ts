import Router from '@koa/router';
import { apiRoutes, texts } from '@fr/contracts';
import { fulfilmentPrize } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import type { TokenCipher } from '../../platform/token-cipher';
import { fulfilmentDetail } from '../prizes';
import type { Draws } from './draws';

/**
 * An admin forfeits a won prize with a reason (issue 23): the same path as a prize unclaimed by its deadline, so the
 * draw hands it to its next runner-up. Here rather than in the prizes feature because the draws are this feature's.
 */
export function prizeForfeitRoutes(services: AppServices, draws: Draws, cipher: TokenCipher): Router {
  const router = new Router();
  contractRoute(router, apiRoutes.forfeitPrizeByAdmin, async ({ params, body, admin }) => {
    const prize = await fulfilmentPrize(services.pool, params.awardId);
    if (!prize) throw new AppError('not_found', texts.server.prizeNotFound);
    await draws.forfeit(prize.userId, prize.awardId, prize.drawId, { adminId: admin.adminId, note: body.reason });
    // The answer shows the forfeit, so the read models catch up with it (and the runner-up's award) first.
    await services.waitForAllCommitted();
    return fulfilmentDetail(services, cipher, params.awardId, admin.role);
  });
  return router;
}
