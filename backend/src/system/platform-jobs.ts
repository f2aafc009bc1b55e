import { createOutboxMailer, createSendEmailProcessor, createSmtpMailer, sendEmailJob } from '@fr/workers';
import { defineFeature } from '../feature';
import { purgeExpiredIdempotencyKeys } from '../platform/http/idempotency';
import { purgeExpiredSessions } from '../platform/http/session';
import { housekeepingJob } from '../platform/jobs/housekeeping-job';

/** The platform's own jobs: sending e-mail for every feature, and the hourly housekeeping of expiring rows. */
export const platformJobs = defineFeature({
  name: 'platform',
  jobs: { 'send-email': sendEmailJob, housekeeping: housekeepingJob },
  open({ config, log, pool }) {
    const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(`${config.dataDir}/outbox`, log);
    return {
      processors: {
        'send-email': createSendEmailProcessor(mailer),
        housekeeping: async () => ({
          sessions: await purgeExpiredSessions(pool),
          idempotencyKeys: await purgeExpiredIdempotencyKeys(pool),
        }),
      },
      schedules: [{ job: 'housekeeping', pattern: '17 * * * *', tz: 'UTC', payload: {} }],
    };
  },
});
