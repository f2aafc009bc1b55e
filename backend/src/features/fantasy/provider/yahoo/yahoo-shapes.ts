import type { Sport } from '@fr/contracts';
import { ProviderUnavailableError } from '../fantasy-provider';

/**
 * Readers for the Fantasy v2 JSON shapes, which are XML translated mechanically: collections are objects keyed
 * "0", "1", ... with a "count"; a resource is an array whose first element holds its fields (for teams, itself an
 * array of one-key objects, with `[]` placeholders) followed by one object per sub-resource; numbers are strings.
 */

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The members of a collection; Yahoo sends an empty one as `[]` or leaves it out. */
export function collection(value: unknown): unknown[] {
  if (!isFields(value)) return [];
  const indexes = Object.keys(value).filter((key) => /^\d+$/.test(key));
  const count = toNumber(value.count) ?? indexes.length;
  const members: unknown[] = [];
  for (let i = 0; i < count; i++) {
    if (value[String(i)] !== undefined) members.push(value[String(i)]);
  }
  return members;
}

/** Folds a resource's arrays of one-key objects and its sub-resource objects into one record. */
export function resource(value: unknown): Fields {
  const fields: Fields = {};
  const visit = (part: unknown): void => {
    if (Array.isArray(part)) part.forEach(visit);
    else if (isFields(part)) Object.assign(fields, part);
  };
  visit(value);
  return fields;
}

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function content(body: unknown): Fields {
  const root = isFields(body) ? body.fantasy_content : undefined;
  if (!isFields(root)) throw new ProviderUnavailableError('Yahoo answered without fantasy_content');
  return root;
}

const member = (item: unknown, key: string) => resource(isFields(item) ? item[key] : undefined);

const sportsByGameCode: Readonly<Record<string, Sport>> = { nfl: 'NFL', nba: 'NBA', mlb: 'MLB' };

export interface YahooTeamRef {
  teamKey: string;
  name: string;
  sport: Sport;
}

/** `users;use_login=1/games;game_codes=.../teams`: the player's teams, in games we track only. */
export function parseUserTeams(body: unknown): YahooTeamRef[] {
  const refs: YahooTeamRef[] = [];
  for (const user of collection(content(body).users)) {
    for (const game of collection(member(user, 'user').games)) {
      const fields = member(game, 'game');
      const sport = sportsByGameCode[text(fields.code).toLowerCase()];
      if (!sport) continue;
      for (const team of collection(fields.teams)) {
        const teamFields = member(team, 'team');
        const teamKey = text(teamFields.team_key);
        if (teamKey) refs.push({ teamKey, name: text(teamFields.name) || teamKey, sport });
      }
    }
  }
  return refs;
}

/** `{game_key}.l.{league_id}.t.{team_id}` -> `{game_key}.l.{league_id}`. */
export function leagueKeyOf(teamKey: string): string {
  const at = teamKey.lastIndexOf('.t.');
  return at === -1 ? teamKey : teamKey.slice(0, at);
}

/** `leagues;league_keys=...`: league key -> league name. */
export function parseLeagueNames(body: unknown): Map<string, string> {
  const names = new Map<string, string>();
  for (const league of collection(content(body).leagues)) {
    const fields = member(league, 'league');
    const key = text(fields.league_key);
    if (key) names.set(key, text(fields.name));
  }
  return names;
}

export interface YahooTeamWeek {
  points: number;
  /** Null when Yahoo has none; a zero projection counts as none, or every tier would be reached at 0 points. */
  projected: number | null;
  /** From `team_remaining_games` (date-based leagues): the team's games this week by state; null when Yahoo does not say. */
  games: YahooGameCounts | null;
}

export interface YahooGameCounts {
  remaining: number;
  live: number;
  completed: number;
}

/** `team_remaining_games.total`: remaining, live and completed game counts; a missing count is 0, a missing total none. */
function gameCounts(value: unknown): YahooGameCounts | null {
  const counts = isFields(value) ? value.total : undefined;
  if (!isFields(counts)) return null;
  const remaining = toNumber(counts.remaining_games);
  const live = toNumber(counts.live_games);
  const completed = toNumber(counts.completed_games);
  if (remaining === null && live === null && completed === null) return null;
  return { remaining: remaining ?? 0, live: live ?? 0, completed: completed ?? 0 };
}

const total = (value: unknown) => toNumber(isFields(value) ? value.total : undefined);

/** `teams;team_keys=.../stats;type=week;week=current`: team key -> this week's points. */
export function parseTeamWeeks(body: unknown): Map<string, YahooTeamWeek> {
  const weeks = new Map<string, YahooTeamWeek>();
  for (const team of collection(content(body).teams)) {
    const fields = member(team, 'team');
    const key = text(fields.team_key);
    if (!key) continue;
    const projected = total(fields.team_projected_points);
    weeks.set(key, {
      points: total(fields.team_points) ?? 0,
      projected: projected !== null && projected > 0 ? projected : null,
      games: gameCounts(fields.team_remaining_games),
    });
  }
  return weeks;
}
