import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import { leaderboardParamsSchema, leaderboardQuerySchema, leaderboardResponseSchema } from './schemas';

// The spec has no leaderboard; the route is ours (issue 22).
/** The leaderboard routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const leaderboardRoutes = {
  // Signed-in players only: the board names players, and shows them to the players they play alongside, not to the
  // open web, where handles with weekly results could be collected by anyone. Their own rank needs the session too.
  leaderboard: {
    method: 'get',
    path: apiPaths.leaderboard,
    summary: "A sport's weekly board of overperformance (best team's points above projection), with the player's own rank",
    auth: 'player',
    params: leaderboardParamsSchema,
    query: leaderboardQuerySchema,
    response: leaderboardResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
