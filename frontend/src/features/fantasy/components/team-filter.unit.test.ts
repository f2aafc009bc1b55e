import { describe, expect, it } from 'vitest';
import { makeTeam } from '../../../testing/fantasy-fixtures';
import { filterTeams, groupBySport, hasActiveFilters, noFilters } from './team-filter';

const chiefs = makeTeam({ name: 'Chiefs Kingdom', sport: 'NFL', platform: 'Yahoo Fantasy' });
const lakers = makeTeam({ name: 'Lakers Legacy', sport: 'NBA', platform: 'Yahoo Fantasy' });
const rangers = makeTeam({ name: 'Rangers Rising', sport: 'MLB', platform: 'DraftKings' });
const bills = makeTeam({ name: 'Bills Mafia', sport: 'NFL', platform: 'FanDuel' });
const teams = [chiefs, lakers, rangers, bills];

describe('filterTeams', () => {
  it('keeps every team without filters', () => {
    expect(filterTeams(teams, noFilters)).toEqual(teams);
    expect(hasActiveFilters(noFilters)).toBe(false);
  });

  it('filters by sport', () => {
    expect(filterTeams(teams, { sport: 'NFL', platform: 'all' })).toEqual([chiefs, bills]);
    expect(filterTeams(teams, { sport: 'MLB', platform: 'all' })).toEqual([rangers]);
  });

  it('filters by platform', () => {
    expect(filterTeams(teams, { sport: 'all', platform: 'Yahoo Fantasy' })).toEqual([chiefs, lakers]);
    expect(filterTeams(teams, { sport: 'all', platform: 'PrizePicks' })).toEqual([]);
  });

  it('combines both filters', () => {
    const filters = { sport: 'NFL', platform: 'FanDuel' } as const;
    expect(filterTeams(teams, filters)).toEqual([bills]);
    expect(hasActiveFilters(filters)).toBe(true);
    expect(filterTeams(teams, { sport: 'NBA', platform: 'FanDuel' })).toEqual([]);
  });

  it('clearing means going back to no filters', () => {
    expect(hasActiveFilters({ sport: 'all', platform: 'DraftKings' })).toBe(true);
    expect(filterTeams(teams, { ...noFilters })).toHaveLength(4);
  });
});

describe('groupBySport', () => {
  it('groups in NFL, NBA, MLB order and leaves out empty sports', () => {
    expect(groupBySport([rangers, chiefs, bills])).toEqual([
      { sport: 'NFL', teams: [chiefs, bills] },
      { sport: 'MLB', teams: [rangers] },
    ]);
  });
});
