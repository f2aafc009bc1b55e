export type { Logger } from './logger';
export type {
  EnqueueAndWaitOptions,
  EnqueueOptions,
  JobCatalogue,
  JobContext,
  JobDefinition,
  JobInput,
  JobName,
  JobPayload,
  JobProcessor,
  JobQueue,
  JobResult,
  ScheduleOptions,
} from './queue/job-queue';
export { defaultRetryPolicy, type RetryPolicy } from './queue/retry-policy';
export { createBullmqQueue, type BullmqQueueOptions } from './queue/bullmq-queue';
export { createInlineQueue, type InlineQueueOptions } from './queue/inline-queue';
export { jobCatalogue, jobNames, type AppJobCatalogue, type AppJobName, type AppJobQueue } from './jobs/catalogue';
export { sendEmailJob } from './jobs/send-email';
export type { Mailer, MailMessage, SentMail } from './mail/mailer';
export { createSmtpMailer } from './mail/smtp-mailer';
export { createOutboxMailer } from './mail/outbox-mailer';
export { verificationEmail, type EmailContent } from './mail/verification-email';
export { createSendEmailProcessor } from './processors/send-email';
export { housekeepingJob } from './jobs/housekeeping';
export { syncPlayerJob, syncAllJob, syncOutcomeSchema, type SyncOutcome } from './jobs/fantasy-jobs';
