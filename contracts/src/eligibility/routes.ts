import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import { declareEligibilityRequestSchema, eligibilityResponseSchema } from './schemas';

// Ours: the spec asks no date of birth or state before entry (issue 22 does).
/** The eligibility routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const eligibilityRoutes = {
  eligibility: {
    method: 'get',
    path: apiPaths.eligibility,
    summary: "The player's declared date of birth and state, whether they may enter raffles and 21+ offers, and the changes",
    auth: 'player',
    response: eligibilityResponseSchema,
  },
  declareEligibility: {
    method: 'put',
    path: apiPaths.declareEligibility,
    summary: 'Declare or change the date of birth and state of residence (each change recorded; the same values change nothing)',
    auth: 'player',
    body: declareEligibilityRequestSchema,
    response: eligibilityResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
