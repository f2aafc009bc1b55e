/** Leaderboard constants: the spec names none, so all are ours (issue 22, must-have 7). */

/** Players listed at the top of a sport's weekly board; the signed-in player's own row is added when below them. */
export const LEADERBOARD_TOP_N = 25;

/** Game weeks the week selector offers: the current one and the ones before it. */
export const LEADERBOARD_WEEK_CHOICES = 8;

/** Overperformance is ranked in basis points (hundredths of a percent), so equal figures compare exactly. */
export const BASIS_POINTS_PER_PERCENT = 100;
