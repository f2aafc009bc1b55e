import {
  ADMIN_SIGNIN_ATTEMPTS_PER_ACCOUNT,
  ADMIN_SIGNIN_ATTEMPTS_PER_IP,
  ADMIN_SIGNIN_FAILURES_PER_ACCOUNT,
  ADMIN_SIGNIN_LOCKOUT_SECONDS,
  ADMIN_SIGNIN_WINDOW_SECONDS,
  PASSWORD_RESETS_PER_EMAIL,
  PASSWORD_RESETS_PER_IP,
  PASSWORD_RESET_WINDOW_SECONDS,
} from '@fr/contracts';
import { z } from 'zod';
import type { JobDefinition } from '@fr/workers';
import { purgeExpiredAdminSessions } from '../../platform/http/admin-session';
import { defineFeature } from '../../feature';
import { adminProjector } from '@fr/projections';
import { adminAuthRoutes } from './admin-auth-routes';
import { adminCipher } from './admin-cipher';
import { adminPasswordRoutes } from './admin-password-routes';
import { queueBoardRoutes } from './queue-board';
import { issueSetupLink, purgeExpiredSetupTokens } from './setup-link';
import { usersRoutes } from './users-routes';

/** Hourly: ends expired admin sessions and spent or expired setup links, which nothing else deletes. */
const adminHousekeepingJob = {
  payload: z.object({}),
  result: z.object({ sessions: z.number().int().nonnegative(), setupTokens: z.number().int().nonnegative() }),
} satisfies JobDefinition;

/** The admin portal's identity (issue 11): admin accounts apart from players, their sessions, roles and second factor. */
export const adminFeature = defineFeature({
  name: 'admin',
  projectors: [adminProjector],
  jobs: { 'admin-housekeeping': adminHousekeepingJob },
  async open(services) {
    const { config } = services;
    const cipher = await adminCipher(config);
    const secure = config.env === 'production' && config.publicUrl.startsWith('https://');
    const limiters = {
      perIp: services.rateLimit('admin-signin-ip', ADMIN_SIGNIN_ATTEMPTS_PER_IP, ADMIN_SIGNIN_WINDOW_SECONDS),
      perAccount: services.rateLimit('admin-signin-account', ADMIN_SIGNIN_ATTEMPTS_PER_ACCOUNT, ADMIN_SIGNIN_WINDOW_SECONDS),
      failuresPerAccount: services.rateLimit('admin-signin-failures', ADMIN_SIGNIN_FAILURES_PER_ACCOUNT, ADMIN_SIGNIN_LOCKOUT_SECONDS),
    };
    const resetLimiters = {
      perEmail: services.rateLimit('admin-reset-email', PASSWORD_RESETS_PER_EMAIL, PASSWORD_RESET_WINDOW_SECONDS),
      perIp: services.rateLimit('admin-reset-ip', PASSWORD_RESETS_PER_IP, PASSWORD_RESET_WINDOW_SECONDS),
      failuresPerAccount: limiters.failuresPerAccount,
    };
    return {
      routers: [
        adminAuthRoutes(services, cipher, limiters, secure),
        adminPasswordRoutes(services, resetLimiters),
        usersRoutes(services),
        queueBoardRoutes(services.jobs),
      ],
      processors: {
        'admin-housekeeping': async () => ({
          sessions: await purgeExpiredAdminSessions(services.pool),
          setupTokens: await purgeExpiredSetupTokens(services),
        }),
      },
      schedules: [{ job: 'admin-housekeeping', pattern: '19 * * * *', tz: 'UTC', payload: {} }],
      async start() {
        const link = await issueSetupLink(services);
        if (link)
          services.log.warn({ setupLink: link }, 'No admin account yet: open this one-time link within an hour to create the first admin');
      },
    };
  },
});

export { createAdmin, findAdmin, loadAdmin } from './admin-write';
export { closeSetupLinks, issueSetupLink } from './setup-link';
export { adminCipher } from './admin-cipher';
export { describePeople, describePerson } from './people';
export { withLock } from './users-routes';
export { confirmTotp, startTotpEnrolment } from './totp';
