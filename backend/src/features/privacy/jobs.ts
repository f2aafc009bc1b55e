import { z } from 'zod';
import type { JobDefinition } from '@fr/workers';

/** A large export, built off the request and e-mailed as a link. */
export const buildDataExportJob = {
  payload: z.object({ userId: z.string() }),
  result: z.object({ exportId: z.string().nullable() }),
} satisfies JobDefinition;

/** Daily: tax details past the law's retention period are erased, and expired exports purged. */
export const privacyRetentionJob = {
  payload: z.object({}),
  result: z.object({ taxRecords: z.number().int().nonnegative(), exports: z.number().int().nonnegative() }),
} satisfies JobDefinition;

export const privacyJobs = { 'build-data-export': buildDataExportJob, 'privacy-retention': privacyRetentionJob };
export type PrivacyJobs = typeof privacyJobs;
