/** Daily check-in (§9): 50 coins plus 50 per completed sign-up or sync challenge, at most 19 of them (950 coins). */
export const DAILY_CHECKIN_BASE_COINS = 50;

export const DAILY_CHECKIN_BONUS_PER_CHALLENGE = 50;

export const DAILY_CHECKIN_MAX_BONUS_CHALLENGES = 19;

/**
 * The spec states a 950-coin maximum, while 50 + 19 x 50 would be 1000; the stated maximum wins (issue 4 repeats
 * "950 at most"), so the 19th challenge raises the reward by nothing. See docs/decisions/0006.
 */
export const DAILY_CHECKIN_MAX_COINS = 950;

/** What one day's check-in pays a player with this many completed sign-up or sync challenges (the one rule). */
export const checkInReward = (bonusChallenges: number): number =>
  Math.min(
    DAILY_CHECKIN_BASE_COINS + DAILY_CHECKIN_BONUS_PER_CHALLENGE * Math.min(bonusChallenges, DAILY_CHECKIN_MAX_BONUS_CHALLENGES),
    DAILY_CHECKIN_MAX_COINS,
  );

export const STREAK_GOALS = [3, 7, 30, 90] as const;

/**
 * Ours: a check-in from another time zone than the last one's waits at least this long after it. Local days begin at
 * different instants in different zones, so hopping between zones could otherwise fit three claims into an hour.
 */
export const CHECK_IN_ZONE_CHANGE_GAP_MS = 24 * 60 * 60 * 1000;
