import { z } from 'zod';
import { sports } from '../fantasy/constants';
import { gameWeekOf } from '../fantasy/game-week';
import { leaderboardServerTexts } from './texts';

export const leaderboardParamsSchema = z.object({ sport: z.enum(sports, { error: leaderboardServerTexts.leaderboardBadSport }) });

/** A game week by its id, the `YYYY-MM-DD` of its first day (a Tuesday, New York time), as tickets and scores name it. */
export const gameWeekIdSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: leaderboardServerTexts.leaderboardBadWeek })
  // Noon UTC of a week's first day is inside that week whatever the DST offset; any other day names another week.
  .refine((id) => !Number.isNaN(Date.parse(`${id}T12:00:00Z`)) && gameWeekOf(new Date(`${id}T12:00:00Z`)).id === id, {
    error: leaderboardServerTexts.leaderboardBadWeek,
  });

export const leaderboardQuerySchema = z.object({
  /** Absent: the current game week. */
  week: gameWeekIdSchema.optional(),
});

export const leaderboardWeekSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  /** `live` while the week's games and stat corrections can still move it; `final` once its tickets are final. */
  status: z.enum(['live', 'final']),
});
export type LeaderboardWeek = z.infer<typeof leaderboardWeekSchema>;

/** One player's line: their display name and their best team's numbers of the week, never an id or an e-mail. */
export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  displayName: z.string(),
  /** The best team's points above its projection, in percent (negative below it), to two decimals. */
  overperformancePercent: z.number(),
  currentPoints: z.number(),
  projectedPoints: z.number(),
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({
  sport: z.enum(sports),
  week: leaderboardWeekSchema,
  /** The weeks the selector offers, newest first (the current week first). */
  weeks: z.array(leaderboardWeekSchema),
  /** Players ranked this week (those who chose to be hidden are not counted). */
  totalPlayers: z.number().int().nonnegative(),
  /** The top of the board, at most LEADERBOARD_TOP_N lines. */
  entries: z.array(leaderboardEntrySchema),
  me: z.object({
    /** The player chose in Settings not to be shown: they are on nobody's board, their own included. */
    hidden: z.boolean(),
    /** Their own line wherever it ranks (also when it is in `entries`); null when hidden or with no scored team. */
    entry: leaderboardEntrySchema.nullable(),
  }),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
