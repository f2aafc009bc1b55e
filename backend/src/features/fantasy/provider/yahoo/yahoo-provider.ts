import { gameWeekOf, gameWindowProgress, inGameWindow, type Sport } from '@fr/contracts';
import type { FantasyProvider, ProviderTeam } from '../fantasy-provider';
import type { HttpDeps, ProviderLog } from './yahoo-http';
import { requestTokens, yahooAuthorizationUrl, type OAuthClient } from './yahoo-oauth';
import { openSession } from './yahoo-session';
import {
  leagueKeyOf,
  parseLeagueNames,
  parseTeamWeeks,
  parseUserTeams,
  type YahooGameCounts,
  type YahooTeamRef,
  type YahooTeamWeek,
} from './yahoo-shapes';

export interface YahooProviderOptions {
  clientId: string;
  clientSecret: string;
  authBaseUrl?: string;
  apiBaseUrl?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** The clock for token expiry at connection time (fetchTeams uses its `now`). */
  clock?: () => Date;
  timeoutMs?: number;
  log?: ProviderLog;
}

/** Yahoo accepts at most 25 keys in one collection request. */
export const KEYS_PER_REQUEST = 25;
const GAME_CODES = 'nfl,nba,mlb';
const PLATFORM = 'Yahoo Fantasy';

export function createYahooProvider(options: YahooProviderOptions): FantasyProvider {
  const client: OAuthClient = {
    authBaseUrl: trimSlash(options.authBaseUrl ?? 'https://api.login.yahoo.com'),
    clientId: options.clientId,
    clientSecret: options.clientSecret,
  };
  const apiBaseUrl = trimSlash(options.apiBaseUrl ?? 'https://fantasysports.yahooapis.com');
  const deps: HttpDeps = {
    fetch: options.fetch ?? fetch,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    random: options.random ?? Math.random,
    timeoutMs: options.timeoutMs ?? 10_000,
    log: options.log,
  };
  const clock = options.clock ?? (() => new Date());

  return {
    id: 'yahoo',
    platform: PLATFORM,
    authorizationUrl: (state) => yahooAuthorizationUrl(client, state),
    exchangeCode: (code) => requestTokens(deps, client, { grant_type: 'authorization_code', code: code.trim() }, clock()),

    async fetchTeams(tokens, onTokens, now) {
      const get = openSession(deps, {
        apiBaseUrl,
        tokens,
        now,
        onTokens,
        refresh: (refreshToken) => requestTokens(deps, client, { grant_type: 'refresh_token', refresh_token: refreshToken }, now),
      });
      // One after the other, not in parallel: a refresh in one call must be seen by the next.
      const refs = parseUserTeams(await get(`/fantasy/v2/users;use_login=1/games;game_codes=${GAME_CODES}/teams`));
      if (refs.length === 0) return [];
      const leagues = new Map<string, string>();
      for (const keys of batches([...new Set(refs.map((ref) => leagueKeyOf(ref.teamKey)))])) {
        for (const [key, name] of parseLeagueNames(await get(`/fantasy/v2/leagues;league_keys=${keys.join(',')}`))) leagues.set(key, name);
      }
      const weeks = new Map<string, YahooTeamWeek>();
      for (const keys of batches(refs.map((ref) => ref.teamKey))) {
        const body = await get(`/fantasy/v2/teams;team_keys=${keys.join(',')}/stats;type=week;week=current`);
        for (const [key, week] of parseTeamWeeks(body)) weeks.set(key, week);
      }
      return refs.map((ref) => toProviderTeam(ref, leagues.get(leagueKeyOf(ref.teamKey)) ?? '', weeks.get(ref.teamKey), now));
    },
  };
}

function toProviderTeam(ref: YahooTeamRef, league: string, week: YahooTeamWeek | undefined, now: Date): ProviderTeam {
  const currentPoints = week?.points ?? 0;
  return {
    teamKey: ref.teamKey,
    name: ref.name,
    sport: ref.sport,
    league,
    platform: PLATFORM,
    currentPoints,
    projectedPoints: week?.projected ?? null,
    isActive: isActive(ref.sport, currentPoints, week?.games?.live ?? null, now),
    gameProgress: gameProgress(ref.sport, week?.games ?? null, now),
  };
}

/**
 * Date-based leagues (NBA, MLB) count the team's games of the week: the played share, a live game counting half.
 * Week-based leagues (NFL) report no counts; their games are played in the sport's game windows, so the share of
 * the week's window time already past stands for it.
 */
function gameProgress(sport: Sport, games: YahooGameCounts | null, now: Date): number {
  const all = games ? games.remaining + games.live + games.completed : 0;
  if (!games || all <= 0) return gameWindowProgress(sport, gameWeekOf(now), now);
  return (games.completed + games.live / 2) / all;
}

/**
 * Yahoo's week stats carry no "in progress" flag. Date-based leagues (NBA, MLB) report live games in
 * `team_remaining_games`, which we trust when present. Otherwise (NFL) a team counts as active when it has scored
 * and its sport's game window is open: points before kick-off are 0, and outside the windows nothing is played.
 */
function isActive(sport: Sport, points: number, liveGames: number | null, now: Date): boolean {
  if (liveGames !== null) return liveGames > 0;
  return points > 0 && inGameWindow(sport, now);
}

function batches(keys: string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < keys.length; i += KEYS_PER_REQUEST) out.push(keys.slice(i, i + KEYS_PER_REQUEST));
  return out;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
