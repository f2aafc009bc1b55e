import { TZDate } from '@date-fns/tz';
import { DRAW_TIME_ZONE, DRAW_ZONE_LABEL, rafflesTexts } from '@fr/contracts/raffles';

/**
 * Dates are shown in the player's time zone: the profile setting where the app has it, else the browser's
 * (`useTimeZone`). Every formatter takes the zone, so a page passes the one it shows.
 */

/** The browser's IANA time zone; the server also counts check-in days in it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const day = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const clock = { hour: 'numeric', minute: '2-digit' } as const;
const shapes = {
  day,
  dateTime: { ...day, ...clock, timeZoneName: 'short' },
  /** A draw's wall clock; its zone is named by the rules' label ("ET"), not Intl's EST/EDT. */
  wallDateTime: { ...day, ...clock },
  wallTime: clock,
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Shape = keyof typeof shapes;

const formats = new Map<string, Intl.DateTimeFormat>();
/** Building an Intl formatter is slow; lists format many dates in few zones. */
function formatIn(timeZone: string, kind: Shape): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const build = (zone: string) => new Intl.DateTimeFormat('en-US', { ...shapes[kind], timeZone: zone });
    try {
      format = build(timeZone);
    } catch {
      // A zone this browser's time-zone data does not know (older than the server's): the browser's own zone.
      format = build(browserTimeZone());
    }
    formats.set(key, format);
  }
  return format;
}

type Instant = string | number | Date;

/** A calendar day ("Nov 23, 2026") in `timeZone`. */
export const formatDay = (at: Instant, timeZone: string): string => formatIn(timeZone, 'day').format(new Date(at));

/** An instant with the zone's name ("Nov 23, 2026, 11:59 PM EST"), for deadlines and changes that land at an hour. */
export const formatDateTime = (at: Instant, timeZone: string): string => formatIn(timeZone, 'dateTime').format(new Date(at));

/**
 * A draw's time as the official rules state it, on New York's clock named "ET", with the reader's own clock beside it
 * when that reads differently: "Nov 23, 2026, 11:59 PM ET (8:59 PM your time)", and the reader's date as well when the
 * draw falls on another day there ("(Nov 24, 2026, 4:59 AM your time)").
 */
export function formatDrawTime(at: Instant, timeZone: string): string {
  const instant = new Date(at);
  const eastern = formatIn(DRAW_TIME_ZONE, 'wallDateTime').format(instant);
  const local = formatIn(timeZone, 'wallDateTime').format(instant);
  const stated = `${eastern} ${DRAW_ZONE_LABEL}`;
  if (local === eastern) return stated;
  const sameDay = formatIn(DRAW_TIME_ZONE, 'day').format(instant) === formatIn(timeZone, 'day').format(instant);
  return rafflesTexts.raffles.yourTime(stated, sameDay ? formatIn(timeZone, 'wallTime').format(instant) : local);
}

/** The zone's own wall clock: built from calendar fields, so days of 23 or 25 hours around a DST change stay whole. */
const wallClock = (now: Date, timeZone: string) => new TZDate(now.getTime(), timeZone);

/** The next midnight in `timeZone` (the check-in and drawing countdowns); at midnight itself, the following one. */
export function nextMidnight(now: Date, timeZone: string): Date {
  const local = wallClock(now, timeZone);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, timeZone).getTime());
}

/** The next `hour` o'clock in `timeZone`: today's, or tomorrow's once today's has passed. */
export function nextHourOfDay(now: Date, hour: number, timeZone: string): Date {
  const local = wallClock(now, timeZone);
  const start = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), hour, timeZone);
  if (start.getTime() <= now.getTime()) start.setDate(start.getDate() + 1);
  return new Date(start.getTime());
}

/** An instant as a `datetime-local` input's value (wall-clock time in `timeZone`, no zone, to the second). */
export function toDateTimeInput(at: Date, timeZone: string): string {
  const local = wallClock(at, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}T${two(local.getHours())}:${two(local.getMinutes())}:${two(local.getSeconds())}`;
}

/** A `datetime-local` input's value read in `timeZone`; null while the input holds no complete date. */
export function fromDateTimeInput(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = match.slice(1).map((field) => Number(field ?? 0));
  return new Date(new TZDate(year, month - 1, day, hours, minutes, seconds, timeZone).getTime());
}
