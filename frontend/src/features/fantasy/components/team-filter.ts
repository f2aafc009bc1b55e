import { platforms, sports, type Sport } from '@fr/contracts/fantasy';
import type { Team } from '@fr/contracts/fantasy';

export const ALL = 'all';
export type Platform = (typeof platforms)[number];

export interface TeamFilters {
  sport: Sport | typeof ALL;
  platform: Platform | typeof ALL;
}

export const noFilters: TeamFilters = { sport: ALL, platform: ALL };

export const isSport = (value: string): value is Sport => (sports as readonly string[]).includes(value);
export const isPlatform = (value: string): value is Platform => (platforms as readonly string[]).includes(value);

export function hasActiveFilters(filters: TeamFilters): boolean {
  return filters.sport !== ALL || filters.platform !== ALL;
}

/** Teams matching both filters; "all" matches everything. */
export function filterTeams(teams: readonly Team[], filters: TeamFilters): Team[] {
  return teams.filter(
    (team) => (filters.sport === ALL || team.sport === filters.sport) && (filters.platform === ALL || team.platform === filters.platform),
  );
}

/** Non-empty sport groups in the fixed sport order, for the grouped team list. */
export function groupBySport(teams: readonly Team[]): Array<{ sport: Sport; teams: Team[] }> {
  return sports.map((sport) => ({ sport, teams: teams.filter((team) => team.sport === sport) })).filter((group) => group.teams.length > 0);
}
