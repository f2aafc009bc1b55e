import { describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../fantasy-provider';
import { fixtureTeams, leaguesBody, teamWeeksBody, userTeamsBody } from '../../../../testing/yahoo-fixtures';
import { collection, leagueKeyOf, parseLeagueNames, parseTeamWeeks, parseUserTeams, resource } from './yahoo-shapes';

/** Trimmed from a real `users;use_login=1/games/teams` answer: a hockey game we ignore, placeholders, a manager. */
const capturedUserTeams = {
  fantasy_content: {
    'xml:lang': 'en-US',
    'yahoo:uri': '/fantasy/v2/users;use_login=1/games;game_codes=nfl,nhl/teams',
    users: {
      '0': {
        user: [
          { guid: '2OMLCT3C2A42Z3FCGWJZCIDYLU' },
          {
            games: {
              '0': {
                game: [
                  { game_key: '390', game_id: '390', name: 'Football', code: 'nfl', type: 'full', season: '2019', is_game_over: 1 },
                  {
                    teams: {
                      '0': {
                        team: [
                          [
                            { team_key: '390.l.13143.t.3' },
                            { team_id: '3' },
                            { name: 'CL Smooths' },
                            { is_owned_by_current_login: 1 },
                            { url: 'https://football.fantasysports.yahoo.com/f1/13143/3' },
                            [],
                            { waiver_priority: 12 },
                            { faab_balance: '57' },
                            { roster_adds: { coverage_type: 'week', coverage_value: '17', value: '0' } },
                            [],
                            [],
                            { managers: [{ manager: { manager_id: '3', nickname: 'Ryan', is_current_login: '1' } }] },
                          ],
                        ],
                      },
                      count: 1,
                    },
                  },
                ],
              },
              '1': {
                game: [
                  { game_key: '403', code: 'nhl' },
                  { teams: { '0': { team: [[{ team_key: '403.l.3898.t.12' }, { name: 'Super Duper' }]] }, count: 1 } },
                ],
              },
              '2': { game: [{ game_key: '458', code: 'mlb' }, { teams: [] }] },
              count: 3,
            },
          },
        ],
      },
      count: 1,
    },
    time: '66.9ms',
  },
};

/** Two real variants of a team with points: both totals in one object, or one object each. */
const capturedWeeks = {
  fantasy_content: {
    teams: {
      '0': {
        team: [
          [{ team_key: '461.l.890283.t.7' }, { team_id: '7' }, { name: 'Mayor' }, []],
          {
            team_points: { coverage_type: 'week', week: '5', total: '12.40' },
            team_projected_points: { coverage_type: 'week', week: '5', total: '118.20' },
          },
        ],
      },
      '1': { team: [[{ team_key: '461.l.890283.t.3' }], { team_points: { total: '71.2' } }, { team_projected_points: { total: '0.00' } }] },
      '2': { team: [[{ team_key: '461.l.890283.t.9' }], { team_stats: { stats: [] } }] },
      count: 3,
    },
  },
};

describe('Yahoo shapes', () => {
  it('reads numbered collections, empty ones and resources made of one-key objects', () => {
    expect(collection({ '1': 'b', '0': 'a', count: 2 })).toEqual(['a', 'b']);
    expect(collection({ '0': 'a', '1': 'b' })).toEqual(['a', 'b']);
    expect(collection([])).toEqual([]);
    expect(collection(undefined)).toEqual([]);
    expect(resource([[{ a: 1 }, [], { b: '2' }], { c: { total: '3' } }])).toEqual({ a: 1, b: '2', c: { total: '3' } });
  });

  it('finds the teams of tracked games only, mapping game codes to sports', () => {
    expect(parseUserTeams(capturedUserTeams)).toEqual([{ teamKey: '390.l.13143.t.3', name: 'CL Smooths', sport: 'NFL' }]);
    expect(parseUserTeams(userTeamsBody(fixtureTeams, ['nfl', 'nba', 'mlb']))).toEqual([
      { teamKey: '449.l.528423.t.3', name: 'Chiefs Kingdom', sport: 'NFL' },
      { teamKey: '454.l.175298.t.7', name: 'Lakers Legacy', sport: 'NBA' },
      { teamKey: '458.l.24680.t.11', name: 'Blue Jays Dynasty', sport: 'MLB' },
    ]);
  });

  it('derives league keys and reads league names', () => {
    expect(leagueKeyOf('449.l.528423.t.3')).toBe('449.l.528423');
    const names = parseLeagueNames(leaguesBody(fixtureTeams, ['449.l.528423', '458.l.24680']));
    expect([...names]).toEqual([
      ['449.l.528423', 'Sunday Gridiron Legends'],
      ['458.l.24680', 'Diamond Kings League'],
    ]);
  });

  it('reads week points from strings, treating missing or zero projections as none', () => {
    const weeks = parseTeamWeeks(capturedWeeks);
    expect(weeks.get('461.l.890283.t.7')).toEqual({ points: 12.4, projected: 118.2, games: null });
    expect(weeks.get('461.l.890283.t.3')).toEqual({ points: 71.2, projected: null, games: null });
    expect(weeks.get('461.l.890283.t.9')).toEqual({ points: 0, projected: null, games: null });
    const built = parseTeamWeeks(
      teamWeeksBody(
        fixtureTeams,
        fixtureTeams.map((t) => t.teamKey),
      ),
    );
    expect(built.get('454.l.175298.t.7')).toEqual({ points: 142.5, projected: null, games: { remaining: 3, live: 1, completed: 2 } });
    expect(built.get('449.l.528423.t.3')).toEqual({ points: 87.46, projected: 118.2, games: null });
  });

  it('rejects answers without fantasy_content as the provider misbehaving', () => {
    expect(() => parseUserTeams({ error: { description: 'nope' } })).toThrow(ProviderUnavailableError);
    expect(() => parseTeamWeeks('Request denied')).toThrow(ProviderUnavailableError);
  });
});
