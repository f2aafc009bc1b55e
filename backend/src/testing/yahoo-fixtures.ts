/**
 * Fantasy v2 JSON bodies in Yahoo's real shapes (modelled on captured `format=json` answers): numbered collections
 * with "count", resources as arrays of field objects, `[]` placeholders, numbers as strings.
 */

export interface FixtureTeam {
  teamKey: string;
  name: string;
  gameCode: 'nfl' | 'nba' | 'mlb';
  leagueName: string;
  points: string;
  /** Null: Yahoo sends no `team_projected_points` for the team. */
  projected: string | null;
  /** Set for date-based games (NBA, MLB), which report `team_remaining_games`: the team's games this week by state. */
  games?: { remaining: number; live: number; completed: number };
}

export const YAHOO_GUID = 'GBBDRKNNIJ46SDETCZ6DLAEBIA';

export const fixtureTeams: FixtureTeam[] = [
  {
    teamKey: '449.l.528423.t.3',
    name: 'Chiefs Kingdom',
    gameCode: 'nfl',
    leagueName: 'Sunday Gridiron Legends',
    points: '87.46',
    projected: '118.20',
  },
  {
    teamKey: '454.l.175298.t.7',
    name: 'Lakers Legacy',
    gameCode: 'nba',
    leagueName: 'Hardwood Heroes 2024',
    points: '142.50',
    projected: null,
    games: { remaining: 3, live: 1, completed: 2 },
  },
  {
    teamKey: '458.l.24680.t.11',
    name: 'Blue Jays Dynasty',
    gameCode: 'mlb',
    leagueName: 'Diamond Kings League',
    points: '0.00',
    projected: '96.75',
    games: { remaining: 6, live: 0, completed: 0 },
  },
];

const games = {
  nfl: { game_key: '449', name: 'Football', url: 'https://football.fantasysports.yahoo.com/f1' },
  nba: { game_key: '454', name: 'Basketball', url: 'https://basketball.fantasysports.yahoo.com/nba' },
  mlb: { game_key: '458', name: 'Baseball', url: 'https://baseball.fantasysports.yahoo.com/b1' },
} as const;

const envelope = (uri: string, body: object) => ({
  fantasy_content: {
    'xml:lang': 'en-US',
    'yahoo:uri': uri,
    ...body,
    time: '41.52ms',
    copyright: 'Data provided by Yahoo',
    refresh_rate: '60',
  },
});

/** Yahoo's collection encoding: `{ "0": ..., "1": ..., "count": n }`. */
export const numbered = (items: unknown[]) => ({ ...Object.fromEntries(items.map((item, i) => [String(i), item])), count: items.length });

const leagueKey = (team: FixtureTeam) => team.teamKey.slice(0, team.teamKey.lastIndexOf('.t.'));

function teamMetadata(team: FixtureTeam) {
  const teamId = team.teamKey.split('.t.')[1] ?? '1';
  const url = `${games[team.gameCode].url}/${leagueKey(team).split('.l.')[1]}/${teamId}`;
  return [
    { team_key: team.teamKey },
    { team_id: teamId },
    { name: team.name },
    { is_owned_by_current_login: 1 },
    { url },
    { team_logos: [{ team_logo: { size: 'large', url: 'https://s.yimg.com/cv/apiv2/default/nfl/nfl_4.png' } }] },
    [],
    { waiver_priority: 4 },
    [],
    { number_of_moves: '6' },
    { number_of_trades: 0 },
    { roster_adds: { coverage_type: 'week', coverage_value: '9', value: '1' } },
    [],
    { league_scoring_type: 'head' },
    [],
    { managers: [{ manager: { manager_id: teamId, nickname: 'Sam', guid: YAHOO_GUID, is_current_login: '1' } }] },
  ];
}

export function userTeamsBody(teams: FixtureTeam[], codes: string[]) {
  const byGame = codes
    .filter((code): code is FixtureTeam['gameCode'] => code in games)
    .map((code) => ({ code, teams: teams.filter((team) => team.gameCode === code) }))
    .filter((game) => game.teams.length > 0);
  const gameItems = byGame.map(({ code, teams: owned }) => ({
    game: [
      {
        ...games[code],
        game_id: games[code].game_key,
        code,
        type: 'full',
        season: '2024',
        is_registration_over: 1,
        is_game_over: 0,
        is_offseason: 0,
      },
      { teams: numbered(owned.map((team) => ({ team: [teamMetadata(team)] }))) },
    ],
  }));
  return envelope(`/fantasy/v2/users;use_login=1/games;game_codes=${codes.join(',')}/teams`, {
    users: numbered([{ user: [{ guid: YAHOO_GUID }, { games: numbered(gameItems) }] }]),
  });
}

export function leaguesBody(teams: FixtureTeam[], keys: string[]) {
  const leagues = keys.flatMap((key) => {
    const team = teams.find((t) => leagueKey(t) === key);
    if (!team) return [];
    const [gameKey, leagueId] = key.split('.l.');
    return [
      {
        league: [
          {
            league_key: key,
            league_id: leagueId,
            name: team.leagueName,
            url: `${games[team.gameCode].url}/${leagueId}`,
            logo_url: false,
            draft_status: 'postdraft',
            num_teams: 12,
            scoring_type: 'head',
            league_type: 'private',
            current_week: 9,
            start_week: '1',
            end_week: '17',
            game_code: team.gameCode,
            season: '2024',
            game_key: gameKey,
          },
        ],
      },
    ];
  });
  return envelope(`/fantasy/v2/leagues;league_keys=${keys.join(',')}`, { leagues: numbered(leagues) });
}

export function teamWeeksBody(teams: FixtureTeam[], keys: string[], week = '9') {
  const items = keys.flatMap((key) => {
    const team = teams.find((t) => t.teamKey === key);
    if (!team) return [];
    const points: Record<string, unknown> = {
      team_stats: {
        coverage_type: 'week',
        week,
        stats: [{ stat: { stat_id: '4', value: '257' } }, { stat: { stat_id: '5', value: '2' } }],
      },
      team_points: { coverage_type: 'week', week, total: team.points },
    };
    if (team.projected !== null) points.team_projected_points = { coverage_type: 'week', week, total: team.projected };
    if (team.games !== undefined) {
      points.team_remaining_games = {
        coverage_type: 'week',
        week,
        total: { remaining_games: team.games.remaining, live_games: team.games.live, completed_games: team.games.completed },
      };
    }
    return [{ team: [teamMetadata(team), points] }];
  });
  return envelope(`/fantasy/v2/teams;team_keys=${keys.join(',')}/stats;type=week;week=current`, { teams: numbered(items) });
}
