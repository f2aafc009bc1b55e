import { EXPORT_LINK_TTL_MS, TAX_RECORD_RETENTION_YEARS } from '@fr/contracts';
import { findUserById } from '@fr/projections';
import { defineFeature } from '../../feature';
import { createSchema } from '../../platform/database';
import { personalDataSecrets } from '../../platform/personal-data';
import { eraseTaxDetailsStoredBefore } from '../prizes';
import { buildDataExport } from './data-export';
import { exportsSchemaSql, keepExport, purgeExpiredExports } from './export-store';
import { privacyJobs } from './jobs';
import { exportReadyEmail } from './mail/export-ready-email';
import { exportDownloadPath, privacyRoutes } from './privacy-routes';

/** "Your data": a player's export of everything held about them, and the deletion of their account (crypto-shredding). */
export const privacyFeature = defineFeature({
  name: 'privacy',
  jobs: privacyJobs,
  async open(services) {
    const { pool } = services;
    await createSchema(pool, exportsSchemaSql);
    // The same key that seals the prize claims' tax details opens them for the export.
    const { cipher } = await personalDataSecrets(services.config);
    return {
      routers: [privacyRoutes(services, cipher)],
      processors: {
        'build-data-export': async ({ userId }) => {
          const user = await findUserById(pool, userId);
          if (!user) return { exportId: null };
          const now = services.now();
          const exportId = await keepExport(
            pool,
            userId,
            await buildDataExport(pool, cipher, userId, now),
            new Date(now.getTime() + EXPORT_LINK_TTL_MS),
          );
          const link = `${services.config.publicUrl}${exportDownloadPath(exportId)}`;
          await services.sendEmail({ to: user.email, ...exportReadyEmail({ username: user.username, link }) }, `data-export:${exportId}`);
          return { exportId };
        },
        'privacy-retention': async () => {
          const now = services.now();
          const cutoff = new Date(now);
          cutoff.setUTCFullYear(cutoff.getUTCFullYear() - TAX_RECORD_RETENTION_YEARS);
          return { taxRecords: await eraseTaxDetailsStoredBefore(pool, cutoff), exports: await purgeExpiredExports(pool, now) };
        },
      },
      schedules: [{ job: 'privacy-retention', pattern: '41 3 * * *', tz: 'UTC', payload: {} }],
    };
  },
});
