import { GAME_WEEK_START, LEAGUE_TIME_ZONE, type Sport, gameWindows } from './constants';

// Built once: constructing a formatter costs a hundred times more than formatting with it, and scoring a team asks
// for the league clock several times per week it holds.
const leagueFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: LEAGUE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** Wall-clock parts of an instant in the league time zone (DST-aware through Intl). */
export function leagueClock(at: Date): { year: number; month: number; day: number; weekday: number; hour: number; minute: number } {
  const parts = leagueFormat.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: weekdays.indexOf(get('weekday')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
  };
}

/** The instant at which a league-time wall clock reading happens (searches the two possible UTC offsets). */
function leagueInstant(year: number, month: number, day: number, hour: number): Date {
  for (const offsetHours of [4, 5]) {
    const candidate = new Date(Date.UTC(year, month - 1, day, hour + offsetHours));
    const c = leagueClock(candidate);
    if (c.day === day && c.hour === hour) return candidate;
  }
  return new Date(Date.UTC(year, month - 1, day, hour + 5));
}

export interface GameWeek {
  /** `YYYY-MM-DD` of the week's first day (a Tuesday) in league time: stable, sortable, readable. */
  id: string;
  start: Date;
  end: Date;
}

/** The game week containing an instant: Tuesday 04:00 league time to the next Tuesday 04:00. */
export function gameWeekOf(at: Date): GameWeek {
  const clock = leagueClock(at);
  let daysBack = (clock.weekday - GAME_WEEK_START.weekday + 7) % 7;
  if (daysBack === 0 && clock.hour < GAME_WEEK_START.hour) daysBack = 7;
  const anchor = new Date(Date.UTC(clock.year, clock.month - 1, clock.day - daysBack));
  const start = leagueInstant(anchor.getUTCFullYear(), anchor.getUTCMonth() + 1, anchor.getUTCDate(), GAME_WEEK_START.hour);
  const next = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), anchor.getUTCDate() + 7));
  const end = leagueInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), GAME_WEEK_START.hour);
  const id = anchor.toISOString().slice(0, 10);
  return { id, start, end };
}

export function previousGameWeek(week: GameWeek): GameWeek {
  return gameWeekOf(new Date(week.start.getTime() - 1));
}

/** Whether games of the sport are (simulated to be) in progress at this instant. */
export function inGameWindow(sport: Sport, at: Date): boolean {
  const { weekday, hour } = leagueClock(at);
  return gameWindows[sport].some(([day, from, to]) => {
    if (weekday === day && hour >= from && hour < Math.min(to, 24)) return true;
    return to > 24 && weekday === (day + 1) % 7 && hour < to - 24;
  });
}

export const anyGameWindow = (at: Date) => (['NFL', 'NBA', 'MLB'] as const).some((s) => inGameWindow(s, at));

const HOUR_MS = 60 * 60 * 1000;
/** Game windows are whole league-time hours, so a week is fully described by its in-window hour starts. */
const windowCache = new Map<string, number[]>();
const WINDOW_CACHE_LIMIT = 12;

function windowHours(sport: Sport, week: GameWeek): number[] {
  const cacheKey = `${sport}:${week.id}`;
  const cached = windowCache.get(cacheKey);
  if (cached) return cached;
  const hours: number[] = [];
  for (let at = week.start.getTime(); at < week.end.getTime(); at += HOUR_MS) {
    if (inGameWindow(sport, new Date(at))) hours.push(at);
  }
  if (windowCache.size >= WINDOW_CACHE_LIMIT) windowCache.delete(windowCache.keys().next().value!);
  windowCache.set(cacheKey, hours);
  return hours;
}

/**
 * The share of the sport's game-window time already played in the week: 0 before the first window opens, 1 after
 * the last one closes, rising only while a window is open. The game progress of a team whose provider reports no
 * game counts (Yahoo's week-based NFL leagues, the demo).
 */
export function gameWindowProgress(sport: Sport, week: GameWeek, now: Date): number {
  const hours = windowHours(sport, week);
  if (hours.length === 0) return 1;
  const played = hours.reduce((sum, start) => sum + Math.min(Math.max(now.getTime() - start, 0), HOUR_MS), 0);
  return played / (hours.length * HOUR_MS);
}
