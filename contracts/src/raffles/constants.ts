/** Raffle constants: product-spec.md §2 and §9 where they fix them, otherwise ours (marked). */
export const raffleSports = ['nfl', 'nba', 'mlb', 'exclusive'] as const;

export type RaffleSport = (typeof raffleSports)[number];

export const raffleTiers = ['bronze', 'silver', 'gold', 'platinum'] as const;

export type RaffleTier = (typeof raffleTiers)[number];

/** tierAchieved 2 to 5 is Bronze to Platinum (§3, §4). */
export const tierOfAchievement: Readonly<Record<number, RaffleTier>> = { 2: 'bronze', 3: 'silver', 4: 'gold', 5: 'platinum' };

export const achievementOfTier: Readonly<Record<RaffleTier, number>> = { bronze: 2, silver: 3, gold: 4, platinum: 5 };

/** Draw frequency by tier (§9): Bronze daily, Silver weekly, Gold monthly, Platinum at season end. */
export const drawFrequencies = ['daily', 'weekly', 'monthly', 'season'] as const;

export type DrawFrequency = (typeof drawFrequencies)[number];

export const frequencyOfTier: Readonly<Record<RaffleTier, DrawFrequency>> = {
  bronze: 'daily',
  silver: 'weekly',
  gold: 'monthly',
  platinum: 'season',
};

/** Draws happen at 11:59 PM in this time zone (§9 says EST; we follow New York's clock, so EDT in summer). */
export const DRAW_TIME_ZONE = 'America/New_York';

export const DRAW_HOUR = 23;

export const DRAW_MINUTE = 59;

/** How the rules name the draw clock's zone: New York's, EST in winter and EDT in summer, so simply "ET". */
export const DRAW_ZONE_LABEL = 'ET';

/** The draw time as the rules state it ("11:59 PM ET"). */
export const DRAW_CLOCK = `${((DRAW_HOUR + 11) % 12) + 1}:${String(DRAW_MINUTE).padStart(2, '0')} ${DRAW_HOUR < 12 ? 'AM' : 'PM'} ${DRAW_ZONE_LABEL}`;

/** Silver draws on Sunday (§9). */
export const WEEKLY_DRAW_WEEKDAY = 0;

/**
 * Ours: the day each sport's season ends, as a rule on its month (the spec only says "season end"): NFL on the second
 * Sunday of February (the final), NBA on the third Sunday of June, MLB on the first Sunday of November.
 */
export const seasonEndRules: Readonly<Record<Exclude<RaffleSport, 'exclusive'>, { month: number; sunday: number }>> = {
  nfl: { month: 2, sunday: 2 },
  nba: { month: 6, sunday: 3 },
  mlb: { month: 11, sunday: 1 },
};

/** Raffle list refetch every 60 s (§7, §9). */
export const RAFFLES_POLL_MS = 60_000;

/** A query-selected card is looked for 20 times, 100 ms apart (§2, §9). */
export const RAFFLE_SCROLL_RETRIES = 20;

export const RAFFLE_SCROLL_RETRY_MS = 100;

/** Ours: the draw job looks for closed periods every minute, so a missed run catches up on the next tick. */
export const DRAW_TICK_PATTERN = '* * * * *';

/** Ours: one free entry (no purchase necessary) per player per open draw period, worth one ticket. */
export const FREE_ENTRY_TICKETS = 1;

/** Ours: recent winners shown on the landing page. */
export const RECENT_WINNERS_LIMIT = 5;

/** Ours: a raffle's past draws and the player's own entries are paged (issue 22), newest first. */
export const RAFFLE_HISTORY_PAGE_SIZE = 10;

export const RAFFLE_ENTRIES_PAGE_SIZE = 20;

export const RAFFLE_LIST_MAX_PAGE_SIZE = 50;

/** Where a draw entry comes from: a settled ticket, or the free entry (no purchase necessary). */
export const entrySources = ['earned', 'free'] as const;
