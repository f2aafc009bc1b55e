import { sports } from '@fr/contracts/fantasy';
import type { DashboardResponse, RaffleTicket, Team, TeamsResponse } from '@fr/contracts/fantasy';

let nextId = 0;

export function makeTeam(overrides: Partial<Team> = {}): Team {
  nextId += 1;
  return {
    id: `team-${nextId}`,
    teamKey: `449.l.100.t.${nextId}`,
    name: `Team ${nextId}`,
    sport: 'NFL',
    league: 'Sunday League',
    platform: 'Yahoo Fantasy',
    isActive: false,
    projectedPoints: 100,
    currentPoints: 105,
    gameProgress: 1,
    week: '2025-09-02',
    boostApplied: false,
    boostType: null,
    boostReduction: 0,
    appliedBoosts: [],
    ...overrides,
  };
}

export function teamsResponse(teams: Team[]): TeamsResponse {
  const grouped = { NFL: [], NBA: [], MLB: [] } as TeamsResponse['teams'];
  for (const sport of sports) grouped[sport] = teams.filter((team) => team.sport === sport);
  return { teams: grouped };
}

export function makeTicket(overrides: Partial<RaffleTicket> = {}): RaffleTicket {
  nextId += 1;
  return {
    id: `ticket-${nextId}`,
    tierAchieved: 2,
    team: { id: 'team-1', name: 'Chiefs Kingdom', sport: 'NFL' },
    week: '2025-09-02',
    status: 'provisional',
    awardedAt: '2025-09-07T20:00:00.000Z',
    ...overrides,
  };
}

export function makeDashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    week: '2025-09-02',
    tickets: { total: 3, byTier: { bronze: 2, silver: 1, gold: 0, platinum: 0 } },
    totalPoints: 315,
    totalProjectedPoints: 300,
    averagePerformance: 1.05,
    activeStreak: 2,
    teamsPerTier: { none: 1, rookie: 1, bronze: 1, silver: 0, gold: 0, platinum: 0 },
    teamCount: 3,
    experienceCoins: 500,
    ...overrides,
  };
}
