/** Fantasy sync constants: product-spec.md §9 where it fixes them, otherwise ours (marked). */
export const sports = ['NFL', 'NBA', 'MLB'] as const;

export type Sport = (typeof sports)[number];

/** The ten named platforms of the dashboard filter (§2): the fantasy provider, daily-fantasy operators, sportsbooks. */
export const platforms = [
  'Yahoo Fantasy',
  'DraftKings',
  'DraftKings Sportsbook',
  'FanDuel',
  'FanDuel Sportsbook',
  'PrizePicks',
  'Underdog Fantasy',
  'BetMGM',
  'Caesars Sportsbook',
  'Fanatics Sportsbook',
] as const;

/** Fallback projected points by team name when the provider supplies none (§9). */
export const fallbackProjections: Readonly<Record<string, number>> = {
  'Blue Jays Dynasty': 100,
  'Chiefs Kingdom': 150,
  'Lakers Legacy': 200,
  'Rangers Rising': 120,
};

export const DEFAULT_FALLBACK_PROJECTION = 100;

/** Pre-game countdown runs to 8 PM local time (§9). */
export const PRE_GAME_HOUR = 20;

/** Dashboard and tickets refetch every 30 s (§9). */
export const DASHBOARD_POLL_MS = 30_000;

export const TICKETS_POLL_MS = 30_000;

/** Sync redirect delays (§4). */
export const SYNC_SUCCESS_REDIRECT_MS = 1000;

export const SYNC_ERROR_REDIRECT_MS = 2000;

/** Ours: the time zone game weeks, game windows and the scheduler are read in. */
export const LEAGUE_TIME_ZONE = 'America/New_York';

/** Ours: a game week starts Tuesday 04:00 league time (after Monday night games) and lasts 7 days. */
export const GAME_WEEK_START = { weekday: 2, hour: 4 } as const;

/** Ours: a week's tickets become final this long after the week ends (time for stat corrections). */
export const WEEK_CLOSE_GRACE_MS = 24 * 60 * 60 * 1000;

/** Ours: re-sync every 5 minutes during game windows, hourly otherwise (issue 3). */
export const SYNC_INTERVAL_IN_WINDOW_MS = 5 * 60 * 1000;

export const SYNC_INTERVAL_OUTSIDE_WINDOW_MS = 60 * 60 * 1000;

/** Ours: game windows in league time, by sport: [weekday (0 = Sunday), start hour, end hour (may pass midnight)]. */
export const gameWindows: Readonly<Record<Sport, ReadonlyArray<readonly [number, number, number]>>> = {
  NFL: [
    [4, 20, 24],
    [0, 13, 24],
    [1, 20, 24],
  ],
  NBA: [0, 1, 2, 3, 4, 5, 6].map((d) => [d, 19, 25] as const),
  MLB: [0, 1, 2, 3, 4, 5, 6].map((d) => [d, 13, 24] as const),
};

/** Ours: how long POST /api/sync waits for its job before answering. */
export const SYNC_WAIT_TIMEOUT_MS = 20_000;

/** Ours: manual syncs a player may start per window (a sync already running is joined, not counted). */
export const SYNC_REQUESTS_PER_PLAYER = 6;

export const SYNC_RATE_WINDOW_SECONDS = 60;

/** Ours: the provider route parameter that always means "the configured fantasy provider" (Yahoo or demo). */
export const FANTASY_PROVIDER_ALIAS = 'fantasy';
