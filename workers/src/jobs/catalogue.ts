import type { JobQueue } from '../queue/job-queue';
import { sendEmailJob } from './send-email';

export const jobNames = {
  sendEmail: 'send-email',
} as const;

export type AppJobName = (typeof jobNames)[keyof typeof jobNames];

/** Every job the application runs, by name; both queue adapters are built over it. */
export const jobCatalogue = {
  [jobNames.sendEmail]: sendEmailJob,
} satisfies Record<AppJobName, unknown>;

export type AppJobCatalogue = typeof jobCatalogue;
export type AppJobQueue = JobQueue<AppJobCatalogue>;
