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
export { sendEmailJob } from './jobs/send-email';
export type { Mailer, MailMessage, SentMail, SentMailLog } from './mail/mailer';
export { createSmtpMailer } from './mail/smtp-mailer';
export { createOutboxMailer } from './mail/outbox-mailer';
export { createSendEmailProcessor } from './processors/send-email';
export { sealMail, type MailCipher } from './mail/sealed-mail';
