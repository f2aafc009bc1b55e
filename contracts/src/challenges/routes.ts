import { z } from 'zod';
import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import {
  affiliatePostbackSchema,
  challengeClickParamsSchema,
  challengesResponseSchema,
  claimBonusRequestSchema,
  claimBonusResponseSchema,
  earnedCoinsResponseSchema,
} from './schemas';

// The spec puts these under /api/gamification/* and /api/coins/earned; the partner postback is ours.
/** The challenges routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const challengesRoutes = {
  challenges: {
    method: 'get',
    path: apiPaths.challenges,
    summary: "Every challenge with the player's progress",
    auth: 'none',
    response: challengesResponseSchema,
  },
  // Ours: a partner challenge's link (challengeClickPath in constants.ts builds it).
  challengeClick: {
    method: 'get',
    path: apiPaths.challengeClick,
    summary: "Issue a click for the player on a partner challenge's link and redirect to the partner's page with its click id",
    auth: 'player',
    params: challengeClickParamsSchema,
    response: z.string(),
    produces: 'text/html',
    status: 302,
  },
  claimCategoryBonus: {
    method: 'post',
    path: apiPaths.claimCategoryBonus,
    summary: 'Claim a category bonus, or the ultimate bonus with category all',
    auth: 'player',
    body: claimBonusRequestSchema,
    response: claimBonusResponseSchema,
  },
  earnedCoins: {
    method: 'get',
    path: apiPaths.earnedCoins,
    summary: 'Coins earned from challenges, check-ins and bonuses',
    auth: 'player',
    response: earnedCoinsResponseSchema,
  },
  affiliatePostback: {
    method: 'post',
    path: apiPaths.affiliatePostback,
    summary: "A partner's conversion postback (HMAC-signed with the partner's secret)",
    auth: 'none',
    csrfExempt: true,
    body: affiliatePostbackSchema,
    response: z.object({ received: z.boolean() }),
  },
} as const satisfies Record<string, RouteContract>;
