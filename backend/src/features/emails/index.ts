import { CLAIM_REMINDER_CRON, EMAIL_DISPATCH_CRON, WEEKLY_SUMMARY_CRON, DRAW_TIME_ZONE } from '@fr/contracts';
import { emailsProjector } from '@fr/projections';
import { defineFeature } from '../../feature';
import { createSchema } from '../../platform/database';
import { EmailSender, emailDispatchSchemaSql } from './email-sender';
import { emailsJobs } from './emails-jobs';
import { unsubscribeRoutes } from './unsubscribe-routes';

export { renderEmail, type EmailContent, type EmailSpec } from '../../platform/mail/email-layout';

/**
 * The product's e-mails from what the log records (decision 0012): winner notice, claim reminder, prize claimed,
 * purchase receipt, self-exclusion, and the optional draw results and weekly summary with one-click unsubscribe.
 */
export const emailsFeature = defineFeature({
  name: 'emails',
  projectors: [emailsProjector],
  jobs: emailsJobs,
  async open(services) {
    await createSchema(services.pool, emailDispatchSchemaSql);
    const sender = new EmailSender(services);
    return {
      routers: [unsubscribeRoutes(services)],
      processors: {
        'dispatch-emails': async () => ({ queued: await sender.dispatch() }),
        'remind-claims': async () => ({ queued: await sender.remindClaims() }),
        'weekly-summary': async () => ({ queued: await sender.weeklySummary() }),
      },
      schedules: [
        { job: 'dispatch-emails', pattern: EMAIL_DISPATCH_CRON, tz: 'UTC', payload: {} },
        { job: 'remind-claims', pattern: CLAIM_REMINDER_CRON, tz: 'UTC', payload: {} },
        { job: 'weekly-summary', pattern: WEEKLY_SUMMARY_CRON, tz: DRAW_TIME_ZONE, payload: {} },
      ],
    };
  },
});
