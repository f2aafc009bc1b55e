import Router from '@koa/router';
import { apiRoutes, texts, timeZoneSchema } from '@fr/contracts';
import { contractRoute } from '../../../platform/http/contract-route';
import type { AppServices } from '../../../services';
import { handlePlayerCommand } from '../application/player-commands';
import { challengesFor, checkInProgress, earnedCoins, lastCheckIn } from '../application/economy-queries';

export function gamificationRoutes(services: AppServices): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.challenges, async ({ ctx }) => challengesFor(services.pool, ctx.session?.userId ?? null, services.now()));

  contractRoute(router, apiRoutes.checkInProgress, async ({ userId, query }) => {
    const zone = query.timeZone ? timeZoneSchema.parse(query.timeZone) : undefined;
    return checkInProgress(services.pool, userId, services.now(), zone);
  });

  contractRoute(router, apiRoutes.dailyCheckIn, async ({ userId, body }) => {
    const timeZone = body.timeZone ?? (await lastCheckIn(services.pool, userId))?.timeZone ?? 'UTC';
    const result = await handlePlayerCommand(services, userId, { type: 'CheckIn', timeZone });
    const claimed = result.events.find((e) => e.type === 'DailyCheckInClaimed');
    if (claimed?.type !== 'DailyCheckInClaimed') throw new Error('check-in decided without a DailyCheckInClaimed event');
    const totalAwarded = result.events.reduce((sum, e) => sum + (e.type === 'CoinsCredited' ? e.data.amount : 0), 0);
    const { reward, bonusChallenges, streak } = claimed.data;
    return {
      dailyReward: reward,
      bonusName: bonusChallenges > 0 ? texts.server.checkInBonusName(bonusChallenges) : texts.server.checkInBaseName,
      totalAwarded,
      currentStreak: streak,
    };
  });

  contractRoute(router, apiRoutes.claimCategoryBonus, async ({ userId, body }) => {
    const result = await handlePlayerCommand(services, userId, { type: 'ClaimBonus', category: body.category });
    const coins = result.events.reduce((sum, e) => sum + (e.type === 'CoinsCredited' ? e.data.amount : 0), 0);
    return { message: texts.server.bonusClaimed, coinsAwarded: coins };
  });

  contractRoute(router, apiRoutes.earnedCoins, async ({ userId }) => ({ earnedCoins: await earnedCoins(services.pool, userId) }));
  return router;
}
