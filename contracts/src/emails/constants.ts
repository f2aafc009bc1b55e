import { SPONSOR } from '../raffles/rules';

/** Who sends the product's e-mails, as every footer names them (CAN-SPAM asks for a valid postal address). */
export const MAIL_SENDER_COMPANY = SPONSOR;
export const MAIL_SENDER_POSTAL_ADDRESS = '548 Market Street, Suite 12345, San Francisco, CA 94104, USA';

/** The claim reminder goes out once, when an unclaimed prize's deadline is this close. */
export const CLAIM_REMINDER_DAYS_BEFORE = 3;

/**
 * An e-mail about an event recorded longer ago than this is not sent: a read model rebuilt from the log, or a first
 * start over an old log, must not mail players about what happened weeks ago. The winner notice is the exception: it
 * is sent while its prize is still unclaimed (the rules promise it).
 */
export const EMAIL_MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000;

/** How often the mail dispatcher looks for events to mail (a cron with seconds, see the emails feature). */
export const EMAIL_DISPATCH_CRON = '*/5 * * * * *';

/** When the claim reminder sweep runs (hourly, so a prize reaching its 3-day mark is reminded within the hour). */
export const CLAIM_REMINDER_CRON = '41 * * * *';

/** The weekly summary: Tuesdays 09:00 New York time, after the game week closed (Tuesday 04:00). */
export const WEEKLY_SUMMARY_CRON = '0 9 * * 2';

/**
 * The Settings switches that govern optional e-mails: draw results (to a draw's entrants), prize updates (the claim
 * reminder; the winner notice itself is always sent, the rules promise it) and news (the weekly summary).
 */
export const optionalEmailPreferences = ['drawResults', 'prizeUpdates', 'marketing'] as const;
export type OptionalEmailPreference = (typeof optionalEmailPreferences)[number];
