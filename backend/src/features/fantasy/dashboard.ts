import type pg from 'pg';
import { gameWeekOf, previousGameWeek, tierKeys, type DashboardResponse } from '@fr/contracts';
import { achievedTiers, boostEffects, highestTier, teamPace, upgradedTier, type TierLevel } from '@fr/contracts';
import { achievementTotals, listTeams } from '@fr/projections';
import { scoringTiers } from './tiers';

/** Everything the dashboard shows, from the teams, tickets and Experience rewards read models. */
export async function dashboard(pool: pg.Pool, userId: string, now: Date): Promise<DashboardResponse> {
  const week = gameWeekOf(now);
  const [teams, tiers, achieved] = await Promise.all([listTeams(pool, userId), scoringTiers(pool), achievementTotals(pool, userId)]);
  const byTier = { bronze: 0, silver: 0, gold: 0, platinum: 0 };
  for (const [tier, count] of achieved.ticketsByTier) {
    const key = tierKeys[tier - 1];
    if (key && key !== 'rookie') byTier[key] = count;
  }
  const teamsPerTier = { none: 0, rookie: 0, bronze: 0, silver: 0, gold: 0, platinum: 0 };
  // Each started team's pace (its projected final from the points so far) against its projection, so mid-game the
  // average says where the teams are heading rather than how much of the week is still to play.
  const paces = teams.flatMap((t) => {
    const pace = teamPace(t);
    return pace.state !== 'pre-game' && pace.vsProjection !== null ? [1 + pace.vsProjection] : [];
  });
  for (const team of teams) {
    const effects = boostEffects(team.appliedBoosts.map((b) => b.boostType));
    const reached = achievedTiers(team.currentPoints, team.projectedPoints, tiers, effects).map((l) =>
      upgradedTier(l, effects.upgradeLevel),
    );
    const top = highestTier(reached as TierLevel[]);
    teamsPerTier[top ? tierKeys[top - 1]! : 'none'] += 1;
  }
  return {
    week: week.id,
    tickets: { total: byTier.bronze + byTier.silver + byTier.gold + byTier.platinum, byTier },
    totalPoints: round(teams.reduce((s, t) => s + t.currentPoints, 0)),
    totalProjectedPoints: round(teams.reduce((s, t) => s + t.projectedPoints, 0)),
    averagePerformance: paces.length ? round(paces.reduce((s, ratio) => s + ratio, 0) / paces.length, 4) : null,
    activeStreak: streak(achieved.weeks, now),
    teamsPerTier,
    teamCount: teams.length,
    experienceCoins: achieved.experienceCoins,
  };
}

/** Consecutive game weeks with an achievement, counting back from this week (or last week while this one has none yet). */
export function streak(weeks: ReadonlySet<string>, now: Date): number {
  let week = gameWeekOf(now);
  if (!weeks.has(week.id)) week = previousGameWeek(week);
  let count = 0;
  while (weeks.has(week.id)) {
    count += 1;
    week = previousGameWeek(week);
  }
  return count;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
