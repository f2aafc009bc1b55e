import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import { contestsResponseSchema, trackAffiliateClickRequestSchema, trackAffiliateClickResponseSchema } from './schemas';

// The spec keeps contests in the client, so GET /api/contests is ours; it puts the click at /api/track-affiliate-click.
/** The contests routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const contestsRoutes = {
  contests: {
    method: 'get',
    path: apiPaths.contests,
    summary: 'Partner contests with their participants and the time left to join',
    auth: 'none',
    response: contestsResponseSchema,
  },
  trackAffiliateClick: {
    method: 'post',
    path: apiPaths.trackAffiliateClick,
    summary: "Record a click on a contest's link (once per player and contest within 30 minutes) and answer the link to open",
    auth: 'player',
    body: trackAffiliateClickRequestSchema,
    response: trackAffiliateClickResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
