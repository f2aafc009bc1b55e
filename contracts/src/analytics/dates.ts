import { ANALYTICS_TIME_ZONE } from './constants';

const DAY_MS = 86_400_000;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ANALYTICS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The New York calendar date (YYYY-MM-DD) of an instant: the day analytics count it on. */
export const analyticsDay = (at: Date): string => dayFormat.format(at);

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export const daysBetween = (from: string, to: string): number =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1);

/** Percent change from `before` to `now`, one decimal; 0 when there is nothing to compare against. */
export function growthPercent(now: number, before: number): number {
  if (before === 0) return 0;
  return Math.round(((now - before) / before) * 1000) / 10;
}
