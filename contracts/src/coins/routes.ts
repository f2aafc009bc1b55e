import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import { coinLotsResponseSchema, coinsResponseSchema } from './schemas';

/** The coins routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const coinsRoutes = {
  coins: {
    method: 'get',
    path: apiPaths.coins,
    summary: "The signed-in player's coin balance",
    auth: 'player',
    response: coinsResponseSchema,
  },
  // Ours (decision 0015): the two lots the Bank and the Shop show.
  coinLots: {
    method: 'get',
    path: apiPaths.coinLots,
    summary: "The signed-in player's balance by lot: earned coins and purchased coins",
    auth: 'player',
    response: coinLotsResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
