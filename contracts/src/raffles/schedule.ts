import {
  DRAW_HOUR,
  DRAW_MINUTE,
  DRAW_TIME_ZONE,
  WEEKLY_DRAW_WEEKDAY,
  frequencyOfTier,
  raffleSports,
  raffleTiers,
  seasonEndRules,
  type RaffleSport,
  type RaffleTier,
} from './constants';

/**
 * Draw periods. A raffle's draws close at 11:59 PM New York time on its close dates; a period runs from the previous
 * close (exclusive of nothing: the instant of a close belongs to the next period) to its own close. Dates are calendar
 * dates held as UTC midnights, so calendar arithmetic never meets a DST change; only the conversion of "11:59 PM on
 * that date" to an instant consults the time zone.
 */
export interface RaffleKey {
  sport: RaffleSport;
  tier: RaffleTier;
}

export interface DrawPeriod {
  raffleId: string;
  drawId: string;
  /** `YYYY-MM-DD` of the close in New York time. */
  closeDate: string;
  opensAt: Date;
  closesAt: Date;
}

const DAY_MS = 86_400_000;

export const raffleIdOf = ({ sport, tier }: RaffleKey) => `${sport}-${tier}`;

export const drawIdOf = (raffleId: string, closeDate: string) => `${raffleId}-${closeDate}`;

const drawIdPattern = new RegExp(`^(${raffleSports.join('|')})-(${raffleTiers.join('|')})-(\\d{4}-\\d{2}-\\d{2})$`);

/** The raffle and close date a draw id names, or null when it names none (a forged or mistyped id). */
export function parseDrawId(drawId: string): (RaffleKey & { raffleId: string; closeDate: string }) | null {
  const match = drawIdPattern.exec(drawId);
  if (!match) return null;
  const [, sport, tier, closeDate] = match as unknown as [string, RaffleSport, RaffleTier, string];
  const key = { sport, tier };
  const date = parseDate(closeDate);
  if (!date || formatDate(date) !== closeDate || formatDate(closeDateOnOrAfter(key, date)) !== closeDate) return null;
  return { ...key, raffleId: raffleIdOf(key), closeDate };
}

export function parseRaffleId(raffleId: string): RaffleKey | null {
  const [sport, tier, ...rest] = raffleId.split('-');
  if (rest.length > 0 || !raffleSports.includes(sport as RaffleSport) || !raffleTiers.includes(tier as RaffleTier)) return null;
  return { sport: sport as RaffleSport, tier: tier as RaffleTier };
}

function parseDate(value: string): Date | null {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatDate = (date: Date) => date.toISOString().slice(0, 10);

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

const calendarDate = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** The n-th Sunday of a month, as a calendar date. */
function nthSunday(year: number, month: number, n: number): Date {
  const first = calendarDate(year, month, 1);
  return addDays(first, ((7 - first.getUTCDay()) % 7) + (n - 1) * 7);
}

/** The season's end in a year; EXCLUSIVE pools every sport, so its season ends with the year's latest one. */
function seasonEndIn(sport: RaffleSport, year: number): Date {
  if (sport === 'exclusive') return new Date(Math.max(...(['nfl', 'nba', 'mlb'] as const).map((s) => seasonEndIn(s, year).getTime())));
  const { month, sunday } = seasonEndRules[sport];
  return nthSunday(year, month, sunday);
}

function seasonEndOnOrAfter(sport: RaffleSport, date: Date): Date {
  const thisYear = seasonEndIn(sport, date.getUTCFullYear());
  return thisYear >= date ? thisYear : seasonEndIn(sport, date.getUTCFullYear() + 1);
}

/** The first close date of the raffle on or after a calendar date. */
export function closeDateOnOrAfter({ sport, tier }: RaffleKey, date: Date): Date {
  switch (frequencyOfTier[tier]) {
    case 'daily':
      return date;
    case 'weekly':
      return addDays(date, (WEEKLY_DRAW_WEEKDAY - date.getUTCDay() + 7) % 7);
    case 'monthly':
      return calendarDate(date.getUTCFullYear(), date.getUTCMonth() + 2, 0);
    case 'season':
      return seasonEndOnOrAfter(sport, date);
  }
}

/** The last close date strictly before a close date (the period's opening close). */
function previousCloseDate(key: RaffleKey, closeDate: Date): Date {
  switch (frequencyOfTier[key.tier]) {
    case 'daily':
      return addDays(closeDate, -1);
    case 'weekly':
      return addDays(closeDate, -7);
    case 'monthly':
      return calendarDate(closeDate.getUTCFullYear(), closeDate.getUTCMonth() + 1, 0);
    case 'season':
      return seasonEndIn(key.sport, closeDate.getUTCFullYear() - 1);
  }
}

// Made on first use, then kept: a formatter with a time zone loads the zone's rules, the costliest line of the first
// page's code had it been made when the module loads (the client's first page imports this module, never calls it).
let clock: Intl.DateTimeFormat | undefined;
const drawClock = () =>
  (clock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DRAW_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }));

function wallClock(at: Date): { date: Date; hour: number; minute: number } {
  const parts = Object.fromEntries(
    drawClock()
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: calendarDate(Number(parts.year), Number(parts.month), Number(parts.day)),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The calendar date in New York at an instant. */
export const drawCalendarDate = (at: Date) => wallClock(at).date;

/** 11:59 PM New York time on a calendar date: UTC-4 in summer, UTC-5 in winter (checked, not assumed). */
export function closeInstant(date: Date): Date {
  for (const offsetHours of [4, 5]) {
    const candidate = new Date(date.getTime() + (DRAW_HOUR + offsetHours) * 3_600_000 + DRAW_MINUTE * 60_000);
    const c = wallClock(candidate);
    if (c.date.getTime() === date.getTime() && c.hour === DRAW_HOUR && c.minute === DRAW_MINUTE) return candidate;
  }
  throw new Error(`No 11:59 PM in ${DRAW_TIME_ZONE} on ${formatDate(date)}`);
}

function periodClosingOn(key: RaffleKey, closeDate: Date): DrawPeriod {
  const raffleId = raffleIdOf(key);
  return {
    raffleId,
    drawId: drawIdOf(raffleId, formatDate(closeDate)),
    closeDate: formatDate(closeDate),
    opensAt: closeInstant(previousCloseDate(key, closeDate)),
    closesAt: closeInstant(closeDate),
  };
}

/** The period open at an instant: it opened at or before `at` and closes after it. */
export function drawPeriodAt(key: RaffleKey, at: Date): DrawPeriod {
  const today = drawCalendarDate(at);
  let closeDate = closeDateOnOrAfter(key, today);
  if (closeInstant(closeDate).getTime() <= at.getTime()) closeDate = closeDateOnOrAfter(key, addDays(closeDate, 1));
  return periodClosingOn(key, closeDate);
}

/** The period a draw id names, or null for an id that names none. */
export function drawPeriodOf(drawId: string): DrawPeriod | null {
  const parsed = parseDrawId(drawId);
  return parsed ? periodClosingOn(parsed, parseDate(parsed.closeDate)!) : null;
}

/** The period after this one. */
export const nextDrawPeriod = (key: RaffleKey, period: DrawPeriod): DrawPeriod => drawPeriodAt(key, period.closesAt);

/** Every raffle key: four sports (EXCLUSIVE included) by four tiers, in card order. */
export const raffleKeys: readonly RaffleKey[] = raffleSports.flatMap((sport) => raffleTiers.map((tier) => ({ sport, tier })));
