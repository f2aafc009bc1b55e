/** Profile constants: product-spec.md §2 and §3 where they fix them, otherwise ours (marked). */

/** Ours: XP is the earned coins (never bought ones) plus 250 per raffle ticket; see level.ts. */
export const XP_PER_TICKET = 250;

/**
 * Ours: the ledger reasons of coins earned by playing (check-ins, challenges and their bonuses, Experience rewards).
 * The sign-up grant is a gift, and bought coins and their package bonus are money, so none of them is XP.
 */
export const XP_COIN_REASONS = ['daily_checkin', 'challenge_reward', 'category_bonus', 'ultimate_bonus', 'experience_reward'] as const;

/** Ours: level L starts at 500 * L * (L - 1) XP, so level 4 runs from 6,000 to 10,000 (the spec's sample 8750 of 10000). */
export const XP_LEVEL_STEP = 500;

/** Activity Log page size. */
export const ACTIVITY_PAGE_SIZE = 20;

export const ACTIVITY_MAX_PAGE_SIZE = 100;

/** Ours, responsible play: self-exclusion periods in days; an exclusion cannot be ended early. */
export const SELF_EXCLUSION_DAYS = [7, 30, 90, 180] as const;

/** Ours, responsible play: a lower purchase limit applies at once, a higher one (or none) only after this delay. */
export const PURCHASE_LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

export const MAX_PURCHASE_LIMIT_USD = 10_000;

/** Ours: settings start in New York time, and the purchase limit counts New York calendar months (the sponsor's). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

export const PURCHASE_MONTH_TIME_ZONE = 'America/New_York';

/** Ours: draw results and prize updates by e-mail until the player turns them off; marketing only when asked for. */
export const DEFAULT_EMAIL_PREFERENCES = { drawResults: true, prizeUpdates: true, marketing: false } as const;
