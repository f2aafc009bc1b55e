import type pg from 'pg';
import { boostEffects, defaultTiers, type RaffleTicket, type Sport, type Team, type Tier, type TierLevel, type TeamsResponse } from '@fr/contracts';
import type { ScoringTier } from '@fr/contracts';

interface TeamRow {
  team_id: string; team_key: string; name: string; sport: Sport; league: string; platform: string; week: string | null;
  current_points: number; projected_points: number; is_active: boolean;
}

export async function listTeams(pool: pg.Pool, userId: string): Promise<Team[]> {
  const [{ rows }, boosts] = await Promise.all([
    pool.query<TeamRow>('SELECT * FROM teams WHERE user_id = $1 ORDER BY sport, name, team_id', [userId]),
    pool.query<{ team_id: string; boost_id: string; code: string; week: string }>(
      `SELECT b.team_id, b.boost_id, b.code, b.week FROM team_boosts b JOIN teams t ON t.team_id = b.team_id
       WHERE t.user_id = $1 AND b.week = t.week ORDER BY b.attached_at, b.boost_id`,
      [userId],
    ),
  ]);
  const byTeam = new Map<string, Array<{ id: string; boostType: string }>>();
  for (const b of boosts.rows) byTeam.set(b.team_id, [...(byTeam.get(b.team_id) ?? []), { id: b.boost_id, boostType: b.code }]);
  return rows.map((r) => teamOf(r, byTeam.get(r.team_id) ?? []));
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
    week: r.week ?? '',
    boostApplied: appliedBoosts.length > 0,
    boostType: appliedBoosts.at(-1)?.boostType ?? null,
    boostReduction: effects.reductionPercent,
    appliedBoosts,
  };
}

export function groupBySport(teams: Team[]): TeamsResponse['teams'] {
  return { NFL: teams.filter((t) => t.sport === 'NFL'), NBA: teams.filter((t) => t.sport === 'NBA'), MLB: teams.filter((t) => t.sport === 'MLB') };
}

export async function listTickets(pool: pg.Pool, userId: string): Promise<RaffleTicket[]> {
  const { rows } = await pool.query<{ ticket_id: string; tier: number; team_id: string; name: string; sport: Sport; week: string; status: 'provisional' | 'final'; awarded_at: Date }>(
    `SELECT t.ticket_id, t.tier, t.team_id, tm.name, tm.sport, t.week, t.status, t.awarded_at
     FROM raffle_tickets t JOIN teams tm ON tm.team_id = t.team_id
     WHERE t.user_id = $1 AND t.status <> 'revoked' ORDER BY t.awarded_at DESC, t.ticket_id`,
    [userId],
  );
  return rows.map((r) => ({
    id: r.ticket_id,
    tierAchieved: r.tier,
    team: { id: r.team_id, name: r.name, sport: r.sport },
    week: r.week,
    status: r.status,
    awardedAt: r.awarded_at.toISOString(),
  }));
}

interface TierConfigRow { tier_name: string; increase_percentage: number; ticket_count: number; prize_pool: string }

async function tierConfigs(pool: pg.Pool): Promise<Map<string, TierConfigRow>> {
  const { rows } = await pool.query<TierConfigRow>('SELECT * FROM tier_config');
  return new Map(rows.map((r) => [r.tier_name, r]));
}

/** The live tiers: the configuration (events on config-tiers) over the spec's defaults. */
export async function scoringTiers(pool: pg.Pool): Promise<ScoringTier[]> {
  const configs = await tierConfigs(pool);
  return defaultTiers.map((t) => {
    const c = configs.get(t.tierName);
    return {
      level: t.id as TierLevel,
      multiplier: c ? Math.round((1 + c.increase_percentage / 100) * 10000) / 10000 : t.pointsMultiplier,
      ticketCount: c ? c.ticket_count : t.ticketCount,
    };
  });
}

export async function publicTiers(pool: pg.Pool): Promise<Tier[]> {
  const live = await scoringTiers(pool);
  return defaultTiers.map((t, i) => ({
    id: t.id,
    tierName: t.tierName,
    pointsMultiplier: live[i]!.multiplier,
    reward: t.id === 1 ? t.reward : `${live[i]!.ticketCount} ${t.tierName} raffle ticket${live[i]!.ticketCount === 1 ? '' : 's'}`,
    description: t.description,
    keyBenefits: t.keyBenefits,
  }));
}

export async function isConnected(pool: pg.Pool, userId: string): Promise<boolean> {
  const { rowCount } = await pool.query('SELECT 1 FROM fantasy_connections WHERE user_id = $1', [userId]);
  return (rowCount ?? 0) > 0;
}
