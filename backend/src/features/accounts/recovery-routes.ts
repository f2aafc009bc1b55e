import Router from '@koa/router';
import { apiRoutes, texts } from '@fr/contracts';
import { AppError } from '../../platform/errors';
import { clientBucket } from '../../platform/http/client-address';
import { contractRoute } from '../../platform/http/contract-route';
import { currentDeviceId, endPlayerSessions } from '../../platform/http/session';
import type { AppServices } from '../../services';
import type { AccountLimiters } from './account-limiters';
import { accountEmail, changeEmail, resendVerification } from './email-ownership';
import { changePassword, forgotPassword, resetPassword } from './password-reset';
import { sessionsOf } from './sessions-list';

/** Password reset and change, e-mail ownership (resend, change, add) and the signed-in devices (issue 21). */
export function recoveryRoutes(services: AppServices, limiters: AccountLimiters): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.authForgotPassword, async ({ ctx, body }) => {
    await forgotPassword(services, limiters, body.email, clientBucket(ctx.ip));
    return { message: texts.server.resetLinkSent };
  });

  contractRoute(router, apiRoutes.authResetPassword, async ({ ctx, body }) => {
    const user = await resetPassword(services, ctx, body);
    return { message: texts.server.passwordResetDone, user };
  });

  contractRoute(router, apiRoutes.authChangePassword, async ({ ctx, userId, body }) => {
    await changePassword(services, limiters, ctx, userId, body);
    return { message: texts.server.passwordChanged };
  });

  contractRoute(router, apiRoutes.authAccountEmail, async ({ userId }) => accountEmail(services, userId));

  contractRoute(router, apiRoutes.authResendVerification, async ({ ctx, userId, body }) => ({
    message: await resendVerification(services, limiters, { userId, token: body.token, ip: clientBucket(ctx.ip) }),
  }));

  contractRoute(router, apiRoutes.authChangeEmail, async ({ ctx, userId, body }) => ({
    message: await changeEmail(services, limiters, userId, body, clientBucket(ctx.ip)),
  }));

  contractRoute(router, apiRoutes.authSessions, async ({ ctx, userId }) => ({
    sessions: await sessionsOf(services.pool, userId, currentDeviceId(ctx)),
  }));

  contractRoute(router, apiRoutes.authEndSession, async ({ ctx, userId, params }) => {
    if (params.sessionId === currentDeviceId(ctx)) throw new AppError('business_rule', texts.server.sessionIsCurrent);
    const ended = await endPlayerSessions(services, userId, { onlyDeviceId: params.sessionId });
    if (ended === 0) throw new AppError('not_found', texts.server.sessionNotFound);
    return { message: texts.server.sessionEnded };
  });

  contractRoute(router, apiRoutes.authEndOtherSessions, async ({ ctx, userId }) => {
    const ended = await endPlayerSessions(services, userId, { keepDeviceId: currentDeviceId(ctx) });
    return { message: texts.server.otherSessionsEnded(ended) };
  });

  return router;
}
