import type { RouteContract } from '../http/route-contract';
import { coinsResponseSchema } from './schemas';

/** The coins routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const coinsRoutes = {
  coins: {
    method: 'get',
    path: '/api/coins',
    summary: "The signed-in player's coin balance",
    auth: 'player',
    response: coinsResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
