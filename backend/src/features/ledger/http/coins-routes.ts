import Router from '@koa/router';
import { apiRoutes } from '@fr/contracts';
import { contractRoute } from '../../../platform/http/contract-route';
import type { AppServices } from '../../../services';
import { playerBalance } from '../ledger-queries';

export function coinsRoutes(services: AppServices): Router {
  const router = new Router();
  contractRoute(router, apiRoutes.coins, async ({ userId }) => ({ coins: await playerBalance(services.pool, userId) }));
  return router;
}
