import Koa from 'koa';
import helmet from 'koa-helmet';
import { texts } from '@fr/contracts';
import { AppError } from './platform/errors';
import { csrfProtection } from './platform/http/csrf';
import { jsonBody } from './platform/http/body';
import { errorHandler } from './platform/http/error-handler';
import { requestContext } from './platform/http/request-context';
import { sessionMiddleware } from './platform/http/session';
import { staticClient } from './platform/http/static-client';
import { systemRoutes } from './platform/http/system-routes';
import { authRoutes } from './features/accounts/http/auth-routes';
import { coinsRoutes } from './features/ledger/http/coins-routes';
import { fantasyRoutes } from './features/fantasy/http/fantasy-routes';
import type { AppServices } from './services';

/** The Koa app, middleware in the order of ARCHITECTURE.md §7, then the feature routers and the built client. */
export function createApp(services: AppServices): Koa {
  const { config } = services;
  const secure = config.env === 'production' && config.publicUrl.startsWith('https://');
  const app = new Koa({ proxy: config.trustProxy });
  app.keys = [config.sessionSecret];
  app.silent = true;

  app.use(requestContext(services.log));
  app.use(errorHandler());
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: { 'upgrade-insecure-requests': secure ? [] : null, 'style-src': ["'self'", "'unsafe-inline'"] },
      },
      strictTransportSecurity: secure,
    }),
  );
  app.use(sessionMiddleware(app, services.pool, { secure }));
  app.use(csrfProtection({ secure }));
  app.use(jsonBody());
  for (const router of [systemRoutes(services.pool), authRoutes(services), coinsRoutes(services), fantasyRoutes(services)]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') throw new AppError('not_found', texts.server.notFound);
    await next();
  });
  app.use(staticClient(config.staticDir));
  app.use(async () => {
    throw new AppError('not_found', texts.server.notFound);
  });
  return app;
}
