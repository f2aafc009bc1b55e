import Router from '@koa/router';
import { apiRoutes, texts } from '@fr/contracts';
import { findUserById } from '@fr/projections';
import { clientBucket } from '../../platform/http/client-address';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import { playerIsLocked } from '../../platform/http/player-lock';
import { startPlayerSession } from '../../platform/http/session';
import type { AppServices } from '../../services';
import { fantasyConfigured } from '../fantasy';
import type { AccountLimiters } from './account-limiters';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { verifyEmail } from './verify-email';

/** Sign-up, sign-in, sign-out, the session status and e-mail verification (the spec's `/api/auth/*`). */
export function accountsRoutes(services: AppServices, limiters: AccountLimiters): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.authSignUp, async ({ ctx, body }) => {
    await limiters.signUpPerIp.consume(clientBucket(ctx.ip));
    await limiters.signUpPerEmailDomain.consume(body.email.trim().toLowerCase().split('@').pop() ?? '');
    const user = await signUp(services, body);
    await startPlayerSession(ctx, user.userId, services.now());
    return { message: texts.auth.accountCreatedMessage, user };
  });

  contractRoute(router, apiRoutes.authSignIn, async ({ ctx, body }) => {
    const user = await signIn(services, limiters, body, clientBucket(ctx.ip));
    // Checked after the password, so the answer reveals a lock only to someone who knows it.
    if (await playerIsLocked(services.store, user.userId)) throw new AppError('forbidden', texts.server.accountLockedByAdmin);
    await startPlayerSession(ctx, user.userId, services.now());
    return { message: texts.auth.welcomeBack, user };
  });

  contractRoute(router, apiRoutes.authSignOut, async ({ ctx }) => {
    ctx.session = null;
    return { message: texts.server.signedOut };
  });

  contractRoute(router, apiRoutes.authStatus, async ({ ctx, userId }) => {
    const user = userId ? await findUserById(services.pool, userId) : null;
    if (userId && !user) ctx.session = null;
    return { authenticated: Boolean(user), configured: fantasyConfigured(services.config), userId: user?.userId ?? null };
  });

  contractRoute(router, apiRoutes.authVerifyEmail, async ({ query }) => {
    await verifyEmail(services, typeof query.token === 'string' ? query.token : undefined);
    return { message: texts.server.verificationSuccess };
  });

  return router;
}
