import Router from '@koa/router';
import { apiRoutes, texts } from '@fr/contracts';
import { clientBucket } from '../../platform/http/client-address';
import { contractRoute } from '../../platform/http/contract-route';
import { endAdminSession, startAdminSession } from '../../platform/http/admin-session';
import type { AppServices } from '../../services';
import type { TokenCipher } from '../../platform/token-cipher';
import { adminSignIn, type AdminLimiters } from './admin-sign-in';
import { loadAdmin } from './admin-write';
import { useSetupLink } from './setup-link';
import { confirmTotp, startTotpEnrolment } from './totp';

/** The spec's `/api/admin/auth/*`: login, logout and status, plus the first-start setup link and the TOTP enrolment of the signed-in admin. */
export function adminAuthRoutes(services: AppServices, cipher: TokenCipher, limiters: AdminLimiters, secure: boolean): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.adminLogin, async ({ ctx, body }) => {
    const admin = await adminSignIn(services, cipher, limiters, body, clientBucket(ctx.ip));
    await startAdminSession(ctx, services.pool, { adminId: admin.adminId, role: admin.role }, secure);
    return { message: texts.server.adminLoginSuccess, admin };
  });

  contractRoute(router, apiRoutes.adminLogout, async ({ ctx }) => {
    await endAdminSession(ctx, services.pool, secure);
    return { message: texts.server.adminLoggedOut };
  });

  contractRoute(router, apiRoutes.adminStatus, async ({ admin }) => {
    // From the admin's own stream, not a read model: a name changed a moment ago is shown at once.
    const account = admin ? await loadAdmin(services.store, admin.adminId) : null;
    return {
      authenticated: admin !== null,
      role: admin?.role ?? null,
      environment: services.config.environment,
      username: account?.username ?? null,
      email: account?.email ?? null,
    };
  });

  contractRoute(router, apiRoutes.adminSetup, async ({ ctx, body }) => {
    const { token, ...input } = body;
    const admin = await useSetupLink(services, token, input);
    // In production an admin signs in only with a second factor: the new one enrols it (npm run admin:totp) first.
    if (services.config.env === 'production') return { message: texts.server.adminCreatedEnrolTotp, admin };
    await startAdminSession(ctx, services.pool, { adminId: admin.adminId, role: admin.role }, secure);
    return { message: texts.server.adminCreated, admin };
  });

  contractRoute(router, apiRoutes.adminTotpEnrol, async ({ admin }) => startTotpEnrolment(services, cipher, admin.adminId));

  contractRoute(router, apiRoutes.adminTotpConfirm, async ({ admin, body }) => {
    await confirmTotp(services, cipher, admin.adminId, body.code);
    return { message: texts.server.adminTotpEnrolled };
  });

  return router;
}
