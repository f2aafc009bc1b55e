import type { JobQueue } from '../queue/job-queue';
import { sendEmailJob } from './send-email';
import { syncAllJob, syncPlayerJob } from './fantasy-jobs';
import { housekeepingJob } from './housekeeping';

export const jobNames = {
  sendEmail: 'send-email',
  syncPlayer: 'sync-player',
  syncAll: 'sync-all',
  housekeeping: 'housekeeping',
} as const;

export type AppJobName = (typeof jobNames)[keyof typeof jobNames];

/** Every job the application runs, by name; both queue adapters are built over it. */
export const jobCatalogue = {
  [jobNames.sendEmail]: sendEmailJob,
  [jobNames.syncPlayer]: syncPlayerJob,
  [jobNames.syncAll]: syncAllJob,
  [jobNames.housekeeping]: housekeepingJob,
} satisfies Record<AppJobName, unknown>;

export type AppJobCatalogue = typeof jobCatalogue;
export type AppJobQueue = JobQueue<AppJobCatalogue>;
