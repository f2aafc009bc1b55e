import type pg from 'pg';
import { boostEffects, type RaffleTicket, type Sport, type Team } from '@fr/contracts';
import { preparedQuery } from '../prepared';

interface TeamRow {
  team_id: string;
  team_key: string;
  name: string;
  sport: Sport;
  league: string;
  platform: string;
  week: string | null;
  current_points: number;
  projected_points: number;
  is_active: boolean;
  game_progress: number | null;
}

const LIST_TEAMS =
  preparedQuery(`SELECT t.team_id, t.team_key, t.name, t.sport, t.league, t.platform, t.week, t.current_points, t.projected_points,
       t.is_active, t.game_progress, coalesce(b.ids, '{}') AS boost_ids, coalesce(b.codes, '{}') AS boost_codes
     FROM teams t LEFT JOIN LATERAL (
       SELECT array_agg(boost_id ORDER BY attached_at, boost_id) AS ids, array_agg(code ORDER BY attached_at, boost_id) AS codes
       FROM team_boosts WHERE team_id = t.team_id AND week = t.week
     ) b ON true
     WHERE t.user_id = $1 ORDER BY t.sport, t.name, t.team_id`);

/**
 * The player's teams with the boosts applied for each team's current week: one statement (the boosts aggregated per
 * team beside it), and only the columns the answer shows, so no timestamp is parsed per row.
 */
export async function listTeams(pool: pg.Pool, userId: string): Promise<Team[]> {
  const { rows } = await pool.query<TeamRow & { boost_ids: string[]; boost_codes: string[] }>(LIST_TEAMS([userId]));
  return rows.map((r) =>
    teamOf(
      r,
      r.boost_ids.map((id, i) => ({ id, boostType: r.boost_codes[i]! })),
    ),
  );
}

/** A team with the boosts applied for its current week; the badge fields show the strongest of each kind. */
function teamOf(r: TeamRow, appliedBoosts: Array<{ id: string; boostType: string }>): Team {
  const effects = boostEffects(appliedBoosts.map((b) => b.boostType));
  return {
    id: r.team_id,
    teamKey: r.team_key,
    name: r.name,
    sport: r.sport,
    league: r.league,
    platform: r.platform,
    isActive: r.is_active,
    projectedPoints: r.projected_points,
    currentPoints: r.current_points,
    gameProgress: r.game_progress,
    week: r.week ?? '',
    boostApplied: appliedBoosts.length > 0,
    boostType: appliedBoosts.at(-1)?.boostType ?? null,
    boostReduction: effects.reductionPercent,
    appliedBoosts,
  };
}

/** What applying a boost needs to know of a team. */
export interface TeamForBoost {
  teamId: string;
  userId: string;
  name: string;
  isActive: boolean;
}

/** One of the player's teams, by its id or its provider key. */
export async function findPlayerTeam(pool: pg.Pool, userId: string, teamIdOrKey: string): Promise<TeamForBoost | null> {
  const { rows } = await pool.query<{ team_id: string; user_id: string; name: string; is_active: boolean }>(
    'SELECT team_id, user_id, name, is_active FROM teams WHERE user_id = $1 AND (team_id = $2 OR team_key = $2) LIMIT 1',
    [userId, teamIdOrKey],
  );
  const row = rows[0];
  return row ? { teamId: row.team_id, userId: row.user_id, name: row.name, isActive: row.is_active } : null;
}

const PLAYER_TICKETS = preparedQuery(`SELECT t.ticket_id, t.tier, t.team_id, tm.name, tm.sport, t.week, t.status, t.awarded_at
     FROM raffle_tickets t JOIN teams tm ON tm.team_id = t.team_id
     WHERE t.user_id = $1 AND t.status <> 'revoked' ORDER BY t.awarded_at DESC, t.ticket_id`);

/** The player's tickets that still count (provisional or final), newest first. */
export async function listTickets(pool: pg.Pool, userId: string): Promise<RaffleTicket[]> {
  const { rows } = await pool.query<{
    ticket_id: string;
    tier: number;
    team_id: string;
    name: string;
    sport: Sport;
    week: string;
    status: 'provisional' | 'final';
    awarded_at: Date;
  }>(PLAYER_TICKETS([userId]));
  return rows.map((r) => ({
    id: r.ticket_id,
    tierAchieved: r.tier,
    team: { id: r.team_id, name: r.name, sport: r.sport },
    week: r.week,
    status: r.status,
    awardedAt: r.awarded_at.toISOString(),
  }));
}

/** A tier's live configuration (events on config-tiers). */
export interface TierConfig {
  tierName: string;
  increasePercentage: number;
  ticketCount: number;
  prizePool: string;
  /** The admin id of the last change, or `system` for the spec's seed. */
  changedBy: string;
  changedAt: string | null;
}

export async function tierConfigs(pool: pg.Pool): Promise<Map<string, TierConfig>> {
  const { rows } = await pool.query<{
    tier_name: string;
    increase_percentage: number;
    ticket_count: number;
    prize_pool: string;
    changed_by: string;
    changed_at: Date | null;
  }>('SELECT tier_name, increase_percentage, ticket_count, prize_pool, changed_by, changed_at FROM tier_config');
  return new Map(
    rows.map((r) => [
      r.tier_name,
      {
        tierName: r.tier_name,
        increasePercentage: r.increase_percentage,
        ticketCount: r.ticket_count,
        prizePool: r.prize_pool,
        changedBy: r.changed_by,
        changedAt: r.changed_at?.toISOString() ?? null,
      },
    ]),
  );
}

/** The player's achievements as the dashboard sums them. */
export interface AchievementTotals {
  /** Tickets that still count, by tier level (2..5). */
  ticketsByTier: Map<number, number>;
  /** Game weeks with a ticket or an Experience reward. */
  weeks: Set<string>;
  experienceCoins: number;
}

const TICKETS_BY_TIER = preparedQuery(
  `SELECT tier, sum(ticket_count)::int AS count FROM raffle_tickets WHERE user_id = $1 AND status <> 'revoked' GROUP BY tier`,
);

const ACHIEVEMENT_WEEKS = preparedQuery(`SELECT week FROM raffle_tickets WHERE user_id = $1 AND status <> 'revoked'
       UNION SELECT week FROM experience_rewards WHERE user_id = $1`);

const EXPERIENCE_COINS = preparedQuery('SELECT coalesce(sum(coins), 0)::int AS coins FROM experience_rewards WHERE user_id = $1');

export async function achievementTotals(pool: pg.Pool, userId: string): Promise<AchievementTotals> {
  const [tickets, weeks, experience] = await Promise.all([
    pool.query<{ tier: number; count: number }>(TICKETS_BY_TIER([userId])),
    pool.query<{ week: string }>(ACHIEVEMENT_WEEKS([userId])),
    pool.query<{ coins: number }>(EXPERIENCE_COINS([userId])),
  ]);
  return {
    ticketsByTier: new Map(tickets.rows.map((r) => [r.tier, r.count])),
    weeks: new Set(weeks.rows.map((r) => r.week)),
    experienceCoins: experience.rows[0]?.coins ?? 0,
  };
}

export interface WeekScore {
  teamId: string;
  currentPoints: number;
  projectedPoints: number;
  /** Codes of the boosts attached to the team for that week. */
  boostCodes: string[];
}

/** Every team's numbers for a week, with its boosts: what the tier what-if scores again. */
export async function weekScores(pool: pg.Pool, week: string): Promise<WeekScore[]> {
  const { rows } = await pool.query<{ team_id: string; current_points: number; projected_points: number; codes: string[] }>(
    `SELECT s.team_id, s.current_points, s.projected_points,
            coalesce(array_agg(b.code ORDER BY b.boost_id) FILTER (WHERE b.code IS NOT NULL), '{}') AS codes
     FROM team_week_scores s LEFT JOIN team_boosts b ON b.team_id = s.team_id AND b.week = s.week
     WHERE s.week = $1 GROUP BY s.team_id, s.current_points, s.projected_points ORDER BY s.team_id`,
    [week],
  );
  return rows.map((r) => ({
    teamId: r.team_id,
    currentPoints: r.current_points,
    projectedPoints: r.projected_points,
    boostCodes: r.codes,
  }));
}
