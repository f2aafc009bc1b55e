import Router from '@koa/router';
import { apiRoutes } from '@fr/contracts';
import { coinsProjector, playerBalance, playerLots } from '@fr/projections';
import { contractRoute } from '../../platform/http/contract-route';
import { defineFeature } from '../../feature';

export { creditCoins, debitCoins, type CoinMovement, type CoinOutcome } from './coin-commands';

/** The coin ledger: every movement on the player streams, double entry, and the balance. */
export const coinsFeature = defineFeature({
  name: 'coins',
  projectors: [coinsProjector],
  open(services) {
    const router = new Router();
    contractRoute(router, apiRoutes.coins, async ({ userId }) => ({ coins: await playerBalance(services.pool, userId) }));
    contractRoute(router, apiRoutes.coinLots, async ({ userId }) => playerLots(services.pool, userId));
    return { routers: [router] };
  },
});
