import type Router from '@koa/router';
import Koa from 'koa';
import helmet from 'koa-helmet';
import { apiRoutes, clientRoutes, texts, type RouteContract } from '@fr/contracts';
import { AppError } from '../platform/errors';
import { csrfProtection } from '../platform/http/csrf';
import { jsonBody } from '../platform/http/body';
import { errorHandler } from '../platform/http/error-handler';
import { requestContext } from '../platform/http/request-context';
import { adminSessionMiddleware } from '../platform/http/admin-session';
import { playerLockMiddleware } from '../platform/http/player-lock';
import { readYourWritesMiddleware } from '../platform/http/read-your-writes';
import { sessionMiddleware } from '../platform/http/session';
import { staticClient } from '../platform/http/static-client';
import { systemRoutes } from '../platform/http/system-routes';
import type { AppServices } from '../services';

/** The Koa app, middleware in the order of ARCHITECTURE.md §7, then the features' routers and the built client. */
export function createApp(services: AppServices, featureRouters: readonly Router[]): Koa {
  const { config } = services;
  const secure = config.env === 'production' && config.publicUrl.startsWith('https://');
  // Behind N proxies the client address is the Nth entry from the right of X-Forwarded-For; the ones left of it are
  // whatever the client sent, so they are never trusted.
  const app = new Koa({ proxy: config.proxyHops > 0, maxIpsCount: config.proxyHops });
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
      // Our pages keep a handle on the social sign-in popup they open (same-origin would cut it); other sites' pages
      // still get none on ours.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  app.use(async (ctx, next) => {
    // The popup's last page (back from the provider) reports to the page that opened it; any opener policy there
    // would put it in a new browsing context group, without its opener. It tells no opener of another site anything.
    if (ctx.path === clientRoutes.authCallback) ctx.remove('Cross-Origin-Opener-Policy');
    await next();
  });
  app.use(readYourWritesMiddleware((position) => services.waitForReadModels(position), { secure }));
  app.use(sessionMiddleware(app, services.pool, { secure }));
  app.use(adminSessionMiddleware(services.pool, { secure }));
  app.use(playerLockMiddleware(services.store));
  const exemptPaths = new Set(
    Object.values(apiRoutes as Record<string, RouteContract>)
      .filter((r) => r.csrfExempt)
      .map((r) => r.path),
  );
  app.use(csrfProtection({ secure, exemptPaths }));
  app.use(jsonBody());
  for (const router of [systemRoutes(services.pool), ...featureRouters]) {
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
