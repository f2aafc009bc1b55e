import { z } from 'zod';
import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import { checkInProgressResponseSchema, checkInRequestSchema, checkInResponseSchema } from './schemas';

// The spec puts these under /api/gamification/*, beside the challenges.
/** The check-in routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const checkInRoutes = {
  checkInProgress: {
    method: 'get',
    path: apiPaths.checkInProgress,
    summary: "Today's check-in: possible reward and what would raise it",
    auth: 'player',
    query: z.object({ timeZone: z.string().max(64).optional() }),
    response: checkInProgressResponseSchema,
  },
  dailyCheckIn: {
    method: 'post',
    path: apiPaths.dailyCheckIn,
    summary: "Claim today's check-in (once per local day)",
    auth: 'player',
    body: checkInRequestSchema,
    response: checkInResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
