import type pg from 'pg';
import { overperformanceBasisPoints } from '@fr/contracts';
import { defineProjector } from '../projector';
import { columnOf } from '../sql-array';
import { leaderboardSchemaSql } from './leaderboard-schema';

/** What a batch writes: a team's sync, or its score in a week with the log position of the event. */
type BoardRow =
  | { kind: 'team'; teamId: string; userId: string; sport: string }
  | { kind: 'score'; teamId: string; week: string; userId: string; currentPoints: number; projectedPoints: number; position: string };
type TeamRow = Extract<BoardRow, { kind: 'team' }>;
type ScoreRow = Extract<BoardRow, { kind: 'score' }>;

/** A team's or a team week's rows of a batch in log order, keyed as the table is. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * A team week's scores of one batch as one upsert. Its figures are the last score's; the position at which they were
 * reached is that of the first score of the trailing run with those figures. When that run is every score of the
 * batch (`sinceBatch` false), the row already there decides as the per-event upsert would: figures unchanged keep its
 * position. When a score with other figures precedes the run, the run's first score changed them: its position holds.
 */
function weekUpsert(scores: readonly ScoreRow[]) {
  const last = scores.at(-1)!;
  const same = (s: ScoreRow) => s.currentPoints === last.currentPoints && s.projectedPoints === last.projectedPoints;
  let first = scores.length - 1;
  while (first > 0 && same(scores[first - 1]!)) first--;
  return { first: scores[0]!, last, reached: scores[first]!.position, sinceBatch: first > 0 };
}

async function writeScores(c: pg.PoolClient, weeks: ReadonlyArray<ReturnType<typeof weekUpsert>>, sinceBatch: boolean) {
  if (weeks.length === 0) return;
  const keep = sinceBatch
    ? 'EXCLUDED.reached_position'
    : `CASE WHEN leaderboard_team_weeks.current_points = EXCLUDED.current_points
         AND leaderboard_team_weeks.projected_points = EXCLUDED.projected_points THEN leaderboard_team_weeks.reached_position
       ELSE EXCLUDED.reached_position END`;
  await c.query(
    `INSERT INTO leaderboard_team_weeks (team_id, week, user_id, current_points, projected_points, overperformance_bp, reached_position)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[], $6::int[], $7::text[])
     ON CONFLICT (week, team_id) DO UPDATE SET current_points = EXCLUDED.current_points,
       projected_points = EXCLUDED.projected_points, overperformance_bp = EXCLUDED.overperformance_bp,
       reached_position = ${keep}`,
    [
      columnOf(weeks, (w) => w.last.teamId),
      columnOf(weeks, (w) => w.last.week),
      // The first score's player, as the per-event insert would have recorded it; an update never changes it.
      columnOf(weeks, (w) => w.first.userId),
      columnOf(weeks, (w) => w.last.currentPoints),
      columnOf(weeks, (w) => w.last.projectedPoints),
      columnOf(weeks, (w) => overperformanceBasisPoints(w.last.currentPoints, w.last.projectedPoints)),
      columnOf(weeks, (w) => w.reached),
    ],
  );
}

/**
 * A batch of syncs and scores in three statements, leaving the rows as the upserts one event at a time would: a team
 * keeps the player of its first sync and the sport of its last; a team week ends with its last score (`weekUpsert`).
 */
async function write(c: pg.PoolClient, rows: readonly BoardRow[]): Promise<void> {
  const syncs = rows.filter((r): r is TeamRow => r.kind === 'team');
  const teams = [...groupBy(syncs, (r) => r.teamId).values()];
  if (teams.length > 0) {
    await c.query(
      `INSERT INTO leaderboard_teams (team_id, user_id, sport) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
       ON CONFLICT (team_id) DO UPDATE SET sport = EXCLUDED.sport`,
      [columnOf(teams, (t) => t[0]!.teamId), columnOf(teams, (t) => t[0]!.userId), columnOf(teams, (t) => t.at(-1)!.sport)],
    );
  }
  const scores = rows.filter((r): r is ScoreRow => r.kind === 'score');
  const weeks = [...groupBy(scores, (s) => `${s.week} ${s.teamId}`).values()].map(weekUpsert);
  await writeScores(
    c,
    weeks.filter((w) => w.sinceBatch),
    true,
  );
  await writeScores(
    c,
    weeks.filter((w) => !w.sinceBatch),
    false,
  );
}

/**
 * The weekly boards: every team's points against its projection per game week (with the log position at which it
 * reached its current figure, the last tie-break), each team's sport, and the players no board shows: those who
 * switched the leaderboard off in Settings and deleted accounts. Only ids and numbers: display names are read from
 * the accounts read model when a board is served, so an erased name is never kept here.
 */
export const leaderboardProjector = defineProjector<BoardRow>({
  name: 'leaderboard',
  schemaSql: leaderboardSchemaSql,
  tables: [
    { name: 'leaderboard_teams', orderBy: 'team_id' },
    { name: 'leaderboard_team_weeks', orderBy: 'week, team_id' },
    { name: 'leaderboard_hidden_players', orderBy: 'user_id' },
  ],
  handlers: {
    ProfileSettingsChanged: (c, d) =>
      d.showOnLeaderboard
        ? c.query(`DELETE FROM leaderboard_hidden_players WHERE user_id = $1 AND reason = 'opted_out'`, [d.userId])
        : c.query(`INSERT INTO leaderboard_hidden_players (user_id, reason) VALUES ($1, 'opted_out') ON CONFLICT DO NOTHING`, [d.userId]),
    // A deleted account stays off every board for good, whatever its last setting said.
    AccountErased: (c, d) =>
      c.query(
        `INSERT INTO leaderboard_hidden_players (user_id, reason) VALUES ($1, 'erased') ON CONFLICT (user_id) DO UPDATE SET reason = 'erased'`,
        [d.userId],
      ),
  },
  // Every sync and every scoring of a team: the frequent events, written set-based. A change that leaves the points and
  // projection as they were (the team stopped playing) keeps the position at which they were reached, so "who got there
  // first" is not moved by it; a replay of the same events changes nothing.
  batch: {
    rows: {
      TeamSynced: (d) => [{ kind: 'team', teamId: d.teamId, userId: d.userId, sport: d.sport }],
      TeamScoreUpdated: (d, e) => [
        {
          kind: 'score',
          teamId: d.teamId,
          week: d.week,
          userId: d.userId,
          currentPoints: d.currentPoints,
          projectedPoints: d.projectedPoints,
          position: e.position,
        },
      ],
    },
    write,
  },
});
