import type Router from '@koa/router';
import Koa from 'koa';
import helmet from 'koa-helmet';
import { PROJECTION_GROUPS, apiRoutes, clientRoutes, texts, type ProjectionGroup, type RouteContract } from '@fr/contracts';
import { AppError } from '../platform/errors';
import { clientAddressMiddleware } from '../platform/http/client-address';
import { cookieKeys } from '../platform/http/cookie-keys';
import { csrfProtection } from '../platform/http/csrf';
import { jsonBody } from '../platform/http/body';
import { errorHandler } from '../platform/http/error-handler';
import { requestContext } from '../platform/http/request-context';
import { adminSessionMiddleware } from '../platform/http/admin-session';
import { playerLockMiddleware } from '../platform/http/player-lock';
import { readYourWritesMiddleware } from '../platform/http/read-your-writes';
import { playerSessionCheck, sessionMiddleware } from '../platform/http/session';
import { staticClient } from '../platform/http/static-client';
import { systemRoutes } from '../platform/http/system-routes';
import type { AppServices } from '../services';

const PLAYER_GROUPS: readonly ProjectionGroup[] = ['player'];

/**
 * The groups of read models a request reads, by its path: an operator's route (under /api/admin/, or the exact path of
 * an admin route elsewhere, none of which has parameters) may read any read model, so it waits for every group; every other route reads only the `player` group, so
 * a lagging analytics group never slows a player.
 */
function groupsOfPath(): (path: string) => readonly ProjectionGroup[] {
  const adminPaths = new Set(
    Object.values(apiRoutes as Record<string, RouteContract>)
      .filter((r) => r.auth === 'admin')
      .map((r) => r.path),
  );
  return (path) => (path.startsWith('/api/admin/') || adminPaths.has(path) ? PROJECTION_GROUPS : PLAYER_GROUPS);
}

/** The Koa app, middleware in the order of ARCHITECTURE.md §7, then the features' routers and the built client. */
export function createApp(services: AppServices, featureRouters: readonly Router[]): Koa {
  const { config } = services;
  const secure = config.env === 'production' && config.publicUrl.startsWith('https://');
  // Behind proxies, X-Forwarded-Proto and -Host come from them; the client address is clientAddressMiddleware's.
  const app = new Koa({ proxy: config.proxyHops > 0, maxIpsCount: config.proxyHops });
  app.keys = cookieKeys([config.sessionSecret]);
  app.silent = true;

  app.use(requestContext(services.log));
  app.use(errorHandler());
  app.use(clientAddressMiddleware(config.proxyHops));
  app.use(async (ctx, next) => {
    // With an https public address every cookie is Secure, also on a request that reached the API without the
    // proxy's X-Forwarded-Proto (a health check, a load balancer's probe): the cookies module would otherwise refuse
    // to set one on what looks like plain http, a 500. A browser only ever talks to the https address.
    ctx.cookies.secure = secure;
    // Every API answer depends on who asks or on the moment (balances, sessions, limits): no cache, shared or the
    // browser's, keeps one. The built client's files set their own (static-client.ts).
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') ctx.set('Cache-Control', 'no-store');
    await next();
  });
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
    // The reset pages carry a token in their address: no link or resource they load may be told it (helmet's default
    // says the same for every page; these must keep it whatever that default becomes).
    if (ctx.path === clientRoutes.resetPassword || ctx.path === clientRoutes.adminResetPassword) ctx.set('Referrer-Policy', 'no-referrer');
    await next();
  });
  app.use(
    readYourWritesMiddleware((position, groups) => services.waitForReadModels(position, groups), { secure, groupsOf: groupsOfPath() }),
  );
  app.use(sessionMiddleware(app, services.pool, services.sessions, { secure }));
  app.use(playerSessionCheck(services));
  app.use(adminSessionMiddleware(services.pool, { secure }));
  app.use(playerLockMiddleware(services.store, services.sessions));
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
