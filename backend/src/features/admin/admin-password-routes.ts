import Router from '@koa/router';
import { apiRoutes, texts } from '@fr/contracts';
import { clientBucket } from '../../platform/http/client-address';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { adminChangePassword, adminForgotPassword, adminResetPassword, type AdminResetLimiters } from './admin-password';

/** An admin's forgotten password (reset by e-mail) and password change (issue 21). */
export function adminPasswordRoutes(services: AppServices, limiters: AdminResetLimiters): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.adminForgotPassword, async ({ ctx, body }) => {
    await adminForgotPassword(services, limiters, body.email, clientBucket(ctx.ip));
    return { message: texts.server.resetLinkSent };
  });

  contractRoute(router, apiRoutes.adminResetPassword, async ({ body }) => {
    await adminResetPassword(services, body);
    return { message: texts.server.adminPasswordResetDone };
  });

  contractRoute(router, apiRoutes.adminChangePassword, async ({ ctx, admin, body }) => {
    await adminChangePassword(services, limiters, ctx, admin.adminId, body);
    return { message: texts.server.passwordChanged };
  });

  return router;
}
