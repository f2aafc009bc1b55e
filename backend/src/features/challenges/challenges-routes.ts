import Router from '@koa/router';
import { apiRoutes, texts } from '@fr/contracts';
import { creditedFor } from '@fr/projections';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { handlePlayerCommand } from '../player';
import { challengesFor } from './challenge-list';
import type { challengesSlice } from './challenges-slice';

/** Ledger reasons of the coins the gamification pays (check-ins, challenges, bonuses). */
const EARNED_REASONS = ['daily_checkin', 'challenge_reward', 'category_bonus', 'ultimate_bonus'];

/** The challenge list, category bonuses and earned coins. The spec puts them under `/api/gamification/*` and `/api/coins/earned`. */
export function challengesRoutes(services: AppServices): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.challenges, async ({ ctx }) => challengesFor(services.pool, ctx.session?.userId ?? null, services.now()));

  contractRoute(router, apiRoutes.claimCategoryBonus, async ({ userId, body }) => {
    const result = await handlePlayerCommand<typeof challengesSlice>(services, userId, { type: 'ClaimBonus', category: body.category });
    const coins = result.events.reduce((sum, e) => sum + (e.type === 'CoinsCredited' ? e.data.amount : 0), 0);
    return { message: texts.server.bonusClaimed, coinsAwarded: coins };
  });

  contractRoute(router, apiRoutes.earnedCoins, async ({ userId }) => ({
    earnedCoins: await creditedFor(services.pool, userId, EARNED_REASONS),
  }));
  return router;
}
