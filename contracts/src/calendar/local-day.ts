/**
 * Calendar days in a player's own IANA time zone, DST-aware through Intl, and the once-per-local-day rule of the daily
 * check-in built on them. Pure: the instant comes in. The one place for local-day arithmetic of the server and client.
 */
import { CHECK_IN_ZONE_CHANGE_GAP_MS } from '../check-in/constants';

export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Calendar arithmetic on YYYY-MM-DD, through UTC midnights so no DST change is ever met. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Offset of the zone from UTC at an instant, in milliseconds (positive east of Greenwich). */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the given local date begins in the zone (00:00 local; the first instant of the day across DST). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(y, m - 1, d);
  let guess = wallClock - offsetMs(new Date(wallClock), timeZone);
  guess = wallClock - offsetMs(new Date(guess), timeZone);
  // Where midnight does not exist (a DST jump at 00:00), the day starts at the first instant that carries its date.
  while (localDate(new Date(guess), timeZone) < date) guess += 15 * 60 * 1000;
  while (localDate(new Date(guess - 1), timeZone) === date) guess -= 15 * 60 * 1000;
  return new Date(guess);
}

/**
 * The player's latest check-in, as the player stream and the check-in read model know it: the local date and zone it
 * was claimed in, the streak it reached, and when.
 */
export interface LastClaim {
  localDate: string;
  timeZone: string;
  streak: number;
  claimedAt: string;
}

export type CheckInVerdict = { ok: true; localDate: string; streak: number } | { ok: false; nextResetAt: Date };

/**
 * Once per local day. A claim needs a new day both in the zone the player is in now and in the zone of the last
 * claim, so moving east (or claiming with a forged zone) can never buy a second claim on the same day; and a claim
 * from another zone waits a full day after the last one, since days start at other instants there (hopping from a
 * zone whose day just began to one whose day is about to end would otherwise repeat claims within the hour). Streaks
 * count consecutive local dates.
 */
export function checkInVerdict(last: LastClaim | null, now: Date, timeZone: string): CheckInVerdict {
  const today = localDate(now, timeZone);
  if (!last) return { ok: true, localDate: today, streak: 1 };
  const todayInLastZone = localDate(now, last.timeZone);
  if (today <= last.localDate || todayInLastZone <= last.localDate || now.getTime() < zoneChangeWait(last, timeZone)) {
    return { ok: false, nextResetAt: nextResetAfter(last, timeZone) };
  }
  return { ok: true, localDate: today, streak: addDays(last.localDate, 1) === today ? last.streak + 1 : 1 };
}

/** The instant before which a claim from `timeZone` waits because the last claim was made in another zone. */
const zoneChangeWait = (last: LastClaim, timeZone: string) =>
  timeZone === last.timeZone ? 0 : Date.parse(last.claimedAt) + CHECK_IN_ZONE_CHANGE_GAP_MS;

/**
 * When the next claim becomes possible: the next local midnight in both the current and the last claim's zone, and
 * from another zone than the last claim's not before a day has passed since it.
 */
export function nextResetAfter(last: LastClaim, timeZone: string): Date {
  const next = addDays(last.localDate, 1);
  const a = startOfLocalDay(next, timeZone).getTime();
  const b = startOfLocalDay(next, last.timeZone).getTime();
  return new Date(Math.max(a, b, zoneChangeWait(last, timeZone)));
}

/** A streak only counts while it is unbroken: yesterday's or today's claim keeps it alive. */
export function liveStreak(last: LastClaim | null, now: Date, timeZone: string): number {
  if (!last) return 0;
  const today = localDate(now, timeZone);
  return last.localDate >= addDays(today, -1) ? last.streak : 0;
}
