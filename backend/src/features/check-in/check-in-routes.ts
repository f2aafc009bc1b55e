import Router from '@koa/router';
import { apiRoutes, texts, timeZoneSchema } from '@fr/contracts';
import { lastCheckIn, liveChallenges } from '@fr/projections';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { handlePlayerCommand } from '../player';
import { checkInProgress } from './check-in-progress';
import type { checkInSlice } from './check-in-slice';

/** The daily check-in and its progress. The spec puts them under `/api/gamification/*`. */
export function checkInRoutes(services: AppServices): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.checkInProgress, async ({ userId, query }) => {
    const zone = query.timeZone ? timeZoneSchema.parse(query.timeZone) : undefined;
    return checkInProgress(services.pool, userId, services.now(), zone);
  });

  contractRoute(router, apiRoutes.dailyCheckIn, async ({ userId, body }) => {
    const [last, challenges] = await Promise.all([lastCheckIn(services.pool, userId), liveChallenges(services.pool)]);
    const timeZone = body.timeZone ?? last?.timeZone ?? 'UTC';
    const rewards = Object.fromEntries(challenges.map((c) => [c.id, c.coinReward]));
    const result = await handlePlayerCommand<typeof checkInSlice>(services, userId, { type: 'CheckIn', timeZone, rewards });
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
  return router;
}
