import Router from '@koa/router';
import { apiRoutes } from '@fr/contracts';
import { activityOf } from '@fr/projections';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { handlePlayerCommand } from '../player';
import { profileAnswer } from './profile-answer';
import { settingsAnswer } from './settings-answer';
import type { profileSlice } from './profile-slice';

/** The profile header and stats, the Activity Log, settings and responsible play. */
export function profileRoutes(services: AppServices): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.profile, async ({ userId }) => profileAnswer(services, userId));

  contractRoute(router, apiRoutes.profileActivity, async ({ userId, query }) => ({
    ...(await activityOf(services.pool, userId, query.page, query.pageSize)),
    page: query.page,
    pageSize: query.pageSize,
  }));

  contractRoute(router, apiRoutes.profileSettings, async ({ userId }) => settingsAnswer(services, userId));

  contractRoute(router, apiRoutes.updateProfileSettings, async ({ userId, body }) => {
    const result = await handlePlayerCommand<typeof profileSlice>(services, userId, { type: 'UpdateSettings', ...body });
    return settingsAnswer(services, userId, result.state);
  });

  contractRoute(router, apiRoutes.setPurchaseLimit, async ({ userId, body }) => {
    const result = await handlePlayerCommand<typeof profileSlice>(services, userId, {
      type: 'SetPurchaseLimit',
      monthlyLimitUsd: body.monthlyLimitUsd,
    });
    return settingsAnswer(services, userId, result.state);
  });

  // A retry with the same Idempotency-Key gets the first answer, not the refusal a second exclusion meets.
  contractRoute(
    router,
    apiRoutes.startSelfExclusion,
    async ({ userId, body }) => {
      const result = await handlePlayerCommand<typeof profileSlice>(services, userId, { type: 'StartSelfExclusion', days: body.days });
      return settingsAnswer(services, userId, result.state);
    },
    { idempotencyStore: services.pool },
  );
  return router;
}
