import Router from '@koa/router';
import {
  DELETE_ATTEMPTS_PER_WINDOW,
  DELETE_WINDOW_SECONDS,
  EXPORT_FILE_NAME,
  EXPORT_INLINE_MAX_RECORDS,
  EXPORT_LINK_TTL_MS,
  EXPORT_REQUESTS_PER_HOUR,
  apiRoutes,
  texts,
} from '@fr/contracts';
import { findUserById } from '@fr/projections';
import type { FeatureContext } from '../../feature';
import { contractRoute } from '../../platform/http/contract-route';
import { passwordHashOf, playerCredential } from '../../platform/credentials';
import { AppError } from '../../platform/errors';
import type { TokenCipher } from '../../platform/token-cipher';
import { buildDataExport, exportRecordCount } from './data-export';
import { deleteAccount } from './delete-account';
import { exportOf, keepExport } from './export-store';
import type { PrivacyJobs } from './jobs';

export const exportDownloadPath = (exportId: string) => apiRoutes.downloadDataExport.path.replace(':exportId', exportId);

/** "Your data" in Settings: the export (at once, or by a job and an e-mailed link) and the account's deletion. */
export function privacyRoutes(services: FeatureContext<PrivacyJobs>, cipher: TokenCipher): Router {
  const router = new Router();
  const { pool } = services;
  const exportRequests = services.rateLimit('privacy-export', EXPORT_REQUESTS_PER_HOUR, 60 * 60);
  const deleteAttempts = services.rateLimit('privacy-delete', DELETE_ATTEMPTS_PER_WINDOW, DELETE_WINDOW_SECONDS);

  contractRoute(router, apiRoutes.privacyStatus, async ({ userId }) => ({
    hasPassword: (await passwordHashOf(pool, playerCredential(userId))) !== null,
  }));

  contractRoute(router, apiRoutes.requestDataExport, async ({ userId }) => {
    await exportRequests.consume(userId);
    if (!(await findUserById(pool, userId))) throw new AppError('not_found', texts.server.notSignedIn);
    if ((await exportRecordCount(pool, userId)) > EXPORT_INLINE_MAX_RECORDS) {
      const hour = services.now().toISOString().slice(0, 13);
      await services.jobs.enqueue('build-data-export', { userId }, { jobId: `data-export:${userId}:${hour}` });
      return { delivery: 'email' as const, message: texts.server.privacy.exportEmailed };
    }
    const now = services.now();
    const expiresAt = new Date(now.getTime() + EXPORT_LINK_TTL_MS);
    const exportId = await keepExport(pool, userId, await buildDataExport(pool, cipher, userId, now), expiresAt);
    return { delivery: 'download' as const, downloadUrl: exportDownloadPath(exportId), expiresAt: expiresAt.toISOString() };
  });

  contractRoute(router, apiRoutes.downloadDataExport, async ({ ctx, userId, params }) => {
    const zip = await exportOf(pool, userId, params.exportId, services.now());
    // Another player's export answers as a missing one: its id tells nothing.
    if (!zip) throw new AppError('not_found', texts.server.privacy.exportNotFound);
    ctx.attachment(EXPORT_FILE_NAME);
    ctx.type = 'application/zip';
    ctx.set('Cache-Control', 'no-store');
    return zip as unknown as string;
  });

  contractRoute(router, apiRoutes.deleteAccount, async ({ ctx, userId, body }) => {
    await deleteAttempts.consume(userId);
    await deleteAccount(services, userId, body);
    ctx.session = null;
    return { message: texts.server.privacy.accountDeleted };
  });

  return router;
}
