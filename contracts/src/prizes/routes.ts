import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import { prizeFulfilmentRoutes } from './fulfilment-routes';
import {
  claimPrizeRequestSchema,
  prizeCatalogueQuerySchema,
  prizeCatalogueResponseSchema,
  wonPrizeParamsSchema,
  wonPrizeResponseSchema,
  wonPrizesResponseSchema,
} from './schemas';

// The spec keeps the catalogue and won prizes in the client and claims with a local alert; these routes are ours.
/** The prize routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const prizesRoutes = {
  prizeCatalogue: {
    method: 'get',
    path: apiPaths.prizeCatalogue,
    summary: 'The prize catalogue, optionally by category, with the featured prizes (at most 4)',
    auth: 'none',
    query: prizeCatalogueQuerySchema,
    response: prizeCatalogueResponseSchema,
  },
  wonPrizes: {
    method: 'get',
    path: apiPaths.wonPrizes,
    summary: "The player's won prizes, newest first",
    auth: 'player',
    response: wonPrizesResponseSchema,
  },
  claimPrize: {
    method: 'post',
    path: apiPaths.claimPrize,
    summary: 'Claim a pending prize: eligibility (age, state) and tax details for $600 or more',
    auth: 'player',
    params: wonPrizeParamsSchema,
    body: claimPrizeRequestSchema,
    response: wonPrizeResponseSchema,
  },
  redeemPrize: {
    method: 'post',
    path: apiPaths.redeemPrize,
    summary: "Redeem a claimed prize's code (idempotent)",
    auth: 'player',
    params: wonPrizeParamsSchema,
    response: wonPrizeResponseSchema,
  },
  ...prizeFulfilmentRoutes,
} as const satisfies Record<string, RouteContract>;
