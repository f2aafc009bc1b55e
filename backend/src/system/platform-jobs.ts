import { createOutboxMailer, createSendEmailProcessor, createSmtpMailer, sendEmailJob, type MailCipher } from '@fr/workers';
import { defineFeature } from '../feature';
import type { Config } from '../platform/config';
import { loadOrCreateSecret } from '../platform/data-dir';
import { purgeExpiredIdempotencyKeys } from '../platform/http/idempotency';
import { purgeExpiredSessions } from '../platform/http/session';
import { housekeepingJob } from '../platform/jobs/housekeeping-job';
import { purgeOldSentEmails, sentEmailsLog } from '../platform/mail/sent-emails';
import { createTokenCipher } from '../platform/token-cipher';

/**
 * What seals mail jobs (the api) and opens them (the workers): the token key, so in production every process needs the
 * same TOKEN_ENCRYPTION_KEY (config.ts refuses to start without it when jobs go through Redis).
 */
export async function mailCipher(config: Pick<Config, 'tokenEncryptionKey' | 'dataDir'>): Promise<MailCipher> {
  return createTokenCipher(config.tokenEncryptionKey ?? (await loadOrCreateSecret(config.dataDir, 'token-key')));
}

/** The platform's own jobs: sending e-mail for every feature (once per job id), and the hourly housekeeping of expiring rows. */
export const platformJobs = defineFeature({
  name: 'platform',
  jobs: { 'send-email': sendEmailJob, housekeeping: housekeepingJob },
  async open({ config, log, pool }) {
    const mailer = config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(`${config.dataDir}/outbox`, config.mailFrom, log);
    return {
      processors: {
        'send-email': createSendEmailProcessor(mailer, await mailCipher(config), sentEmailsLog(pool)),
        housekeeping: async () => ({
          sessions: await purgeExpiredSessions(pool),
          idempotencyKeys: await purgeExpiredIdempotencyKeys(pool),
          sentEmails: await purgeOldSentEmails(pool),
        }),
      },
      schedules: [{ job: 'housekeeping', pattern: '17 * * * *', tz: 'UTC', payload: {} }],
    };
  },
});
