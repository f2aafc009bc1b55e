import { leagueClock } from '../fantasy/game-week';
import type { RaffleSport, RaffleTier } from '../raffles/constants';
import { drawPeriodAt } from '../raffles/schedule';

/**
 * When a contest's entries lock, in New York time (the league clock): every day, every week on a weekday, once a
 * year for season-long contests, or with the draw period of one of our raffles.
 */
export type ContestSchedule =
  | { kind: 'daily'; hour: number; minute: number }
  | { kind: 'weekly'; weekday: number; hour: number; minute: number }
  | { kind: 'yearly'; month: number; day: number; hour: number; minute: number }
  | { kind: 'raffle'; sport: RaffleSport; tier: RaffleTier };

const DAY_MS = 86_400_000;

/** The instant a New York wall-clock reading happens: UTC-4 in summer, UTC-5 in winter (checked, not assumed). */
function newYorkInstant(year: number, month: number, day: number, hour: number, minute: number): Date {
  for (const offsetHours of [4, 5]) {
    const candidate = new Date(Date.UTC(year, month - 1, day, hour + offsetHours, minute));
    const c = leagueClock(candidate);
    if (c.year === year && c.month === month && c.day === day && c.hour === hour && c.minute === minute) return candidate;
  }
  // Only a reading inside the spring-forward gap (2 AM to 3 AM) has neither offset; no schedule locks then.
  throw new Error(`No ${hour}:${minute} in New York on ${year}-${month}-${day}`);
}

/** The next instant after `now` at which the contest's entries lock. */
export function nextLockAt(schedule: ContestSchedule, now: Date): Date {
  if (schedule.kind === 'raffle') return drawPeriodAt({ sport: schedule.sport, tier: schedule.tier }, now).closesAt;
  const today = leagueClock(now);
  if (schedule.kind === 'yearly') {
    const { month, day, hour, minute } = schedule;
    const thisYear = newYorkInstant(today.year, month, day, hour, minute);
    return thisYear > now ? thisYear : newYorkInstant(today.year + 1, month, day, hour, minute);
  }
  const todayUtc = Date.UTC(today.year, today.month - 1, today.day);
  // Today's lock may have passed; a weekly lock comes round within 7 days after today, a daily one tomorrow.
  for (let days = 0; ; days++) {
    const date = new Date(todayUtc + days * DAY_MS);
    if (schedule.kind === 'weekly' && date.getUTCDay() !== schedule.weekday) continue;
    const lock = newYorkInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), schedule.hour, schedule.minute);
    if (lock > now) return lock;
  }
}

/** Whole seconds from `now` until the next lock. */
export const secondsUntilLock = (schedule: ContestSchedule, now: Date) =>
  Math.max(0, Math.ceil((nextLockAt(schedule, now).getTime() - now.getTime()) / 1000));
