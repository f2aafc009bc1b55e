import { addDays } from '../calendar/local-day';
import { ANALYTICS_TIME_ZONE, type DateRangePreset } from './constants';

const DAY_MS = 86_400_000;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ANALYTICS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Every time zone's offset from UTC is a whole number of quarter hours, so a quarter hour never spans two days. */
const QUARTER_HOUR_MS = 900_000;
/** Quarter hours formatted so far: a rebuild formats every event's day, and events come many to a quarter hour. */
const daysByQuarterHour = new Map<number, string>();
const KEPT_QUARTER_HOURS = 10_000;

/** The New York calendar date (YYYY-MM-DD) of an instant: the day analytics count it on. */
export function analyticsDay(at: Date): string {
  const quarter = Math.floor(at.getTime() / QUARTER_HOUR_MS);
  let day = daysByQuarterHour.get(quarter);
  if (day === undefined) {
    if (daysByQuarterHour.size >= KEPT_QUARTER_HOURS) daysByQuarterHour.clear();
    day = dayFormat.format(at);
    daysByQuarterHour.set(quarter, day);
  }
  return day;
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export const daysBetween = (from: string, to: string): number =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1);

/** Percent change from `before` to `now`, one decimal; 0 when there is nothing to compare against. */
export function growthPercent(now: number, before: number): number {
  if (before === 0) return 0;
  return Math.round(((now - before) / before) * 1000) / 10;
}

/** The New York days a preset covers on `today` (a New York date); `custom` keeps to today alone until it is edited. */
export function presetRange(preset: DateRangePreset, today: string): { from: string; to: string } {
  const month = today.slice(0, 7);
  switch (preset) {
    case 'last_7_days':
      return { from: addDays(today, -6), to: today };
    case 'this_month':
      return { from: `${month}-01`, to: today };
    case 'last_month': {
      const end = addDays(`${month}-01`, -1);
      return { from: `${end.slice(0, 7)}-01`, to: end };
    }
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    default:
      return { from: today, to: today };
  }
}

/** The first and last New York day of a month (YYYY-MM). */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: addDays(next, -1) };
}
