import Router from '@koa/router';
import {
  BASIS_POINTS_PER_PERCENT,
  ERASED_USERNAME,
  LEADERBOARD_TOP_N,
  LEADERBOARD_WEEK_CHOICES,
  WEEK_CLOSE_GRACE_MS,
  apiRoutes,
  gameWeekOf,
  previousGameWeek,
  texts,
  type GameWeek,
  type LeaderboardEntry,
  type LeaderboardWeek,
} from '@fr/contracts';
import { leaderboardOf, usernamesOf, type LeaderboardRow } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';

/** A week is final once its tickets are: the grace for stat corrections after its end has passed. */
const weekOf = (week: GameWeek, now: Date): LeaderboardWeek => ({
  id: week.id,
  start: week.start.toISOString(),
  end: week.end.toISOString(),
  status: now.getTime() >= week.end.getTime() + WEEK_CLOSE_GRACE_MS ? 'final' : 'live',
});

/** The weeks the selector offers: this one and those before it, newest first. */
function weekChoices(current: GameWeek): GameWeek[] {
  const weeks = [current];
  while (weeks.length < LEADERBOARD_WEEK_CHOICES) weeks.push(previousGameWeek(weeks.at(-1)!));
  return weeks;
}

/** The weekly overperformance boards (issue 22): display names and numbers, never an id or an e-mail. */
export function leaderboardRoutes(services: AppServices): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.leaderboard, async ({ userId, params, query }) => {
    const now = services.now();
    const current = gameWeekOf(now);
    // The schema has checked that the id is a week's first day; its noon (UTC) is inside that week.
    const week = query.week ? gameWeekOf(new Date(`${query.week}T12:00:00Z`)) : current;
    if (week.id > current.id) throw new AppError('business_rule', texts.server.leaderboardFutureWeek);

    const page = await leaderboardOf(services.pool, { sport: params.sport, week: week.id, limit: LEADERBOARD_TOP_N, userId });
    const names = await usernamesOf(
      services.pool,
      page.rows.map((r) => r.userId),
    );
    // Every ranked player has an account (teams come after sign-up); a name the accounts model lacks reads as gone.
    const entryOf = (r: LeaderboardRow): LeaderboardEntry => ({
      rank: r.rank,
      displayName: names.get(r.userId) ?? ERASED_USERNAME,
      overperformancePercent: r.overperformanceBasisPoints / BASIS_POINTS_PER_PERCENT,
      currentPoints: r.currentPoints,
      projectedPoints: r.projectedPoints,
      isMe: r.userId === userId,
    });
    const mine = page.rows.find((r) => r.userId === userId);
    const choices = weekChoices(current);
    return {
      sport: params.sport,
      week: weekOf(week, now),
      weeks: [...choices, ...(choices.some((w) => w.id === week.id) ? [] : [week])].map((w) => weekOf(w, now)),
      totalPlayers: page.total,
      entries: page.rows.filter((r) => r.rank <= LEADERBOARD_TOP_N).map(entryOf),
      me: { hidden: page.hidden, entry: mine ? entryOf(mine) : null },
    };
  });

  return router;
}
