import { CronExpressionParser } from 'cron-parser';

/** setTimeout fires at once for delays above 2^31-1 ms, so longer waits are taken in steps. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export interface CronTimer {
  cancel(): void;
}

export function nextCronOccurrence(pattern: string, tz: string, after: Date): Date {
  return CronExpressionParser.parse(pattern, { tz, currentDate: after }).next().toDate();
}

/**
 * Calls `onTick` at every occurrence of the cron pattern in the time zone. Timers are unref'd: a schedule alone
 * never keeps the process alive. Occurrences missed while the process slept are skipped, as BullMQ does.
 */
export function startCronTimer(pattern: string, tz: string, onTick: (occurrence: Date) => void): CronTimer {
  let timer: NodeJS.Timeout | undefined;
  let cancelled = false;

  const waitFor = (occurrence: number) => {
    const remaining = occurrence - Date.now();
    timer = setTimeout(
      () => {
        if (cancelled) return;
        if (Date.now() < occurrence) return waitFor(occurrence);
        onTick(new Date(occurrence));
        waitFor(nextCronOccurrence(pattern, tz, new Date(Math.max(Date.now(), occurrence))).getTime());
      },
      Math.min(Math.max(remaining, 0), MAX_TIMEOUT_MS),
    );
    timer.unref();
  };

  waitFor(nextCronOccurrence(pattern, tz, new Date()).getTime());
  return {
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
