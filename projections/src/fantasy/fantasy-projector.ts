import type pg from 'pg';
import type { EventData, StoredEvent } from '@fr/contracts';
import { defineProjector } from '../projector';
import { columnOf } from '../sql-array';
import { fantasySchemaSql } from './fantasy-schema';

/** What a batch writes: each a batched event's payload (and for the teams, its recorded time). */
type FantasyRow =
  | { row: 'sync'; data: EventData<'TeamSynced'>; event: StoredEvent }
  | { row: 'score'; data: EventData<'TeamScoreUpdated'>; event: StoredEvent }
  | { row: 'ticket'; data: EventData<'TicketAwarded'> }
  | { row: 'reward'; data: EventData<'ExperienceRewardEarned'> };

type TeamRow = Extract<FantasyRow, { row: 'sync' | 'score' }>;

async function existingTeams(c: pg.PoolClient, teamIds: readonly string[]): Promise<Set<string>> {
  const { rows } = await c.query<{ team_id: string }>('SELECT team_id FROM teams WHERE team_id = ANY($1)', [teamIds]);
  return new Set(rows.map((r) => r.team_id));
}

/**
 * The teams of a batch, as its syncs and scores event by event would leave them. A sync inserts a team (owner, provider
 * and key of its first sync) or renames it; each team's last sync of the batch says its names. A score moves only a
 * team already there, and only forward: the week after any run of scores is the greatest of the team's week and
 * theirs, so the last score with the greatest week is the one the row ends with, if that week is not behind the
 * team's. The sync time is that of the team's last event that changed the row. Every score's week line is kept.
 */
async function writeTeams(c: pg.PoolClient, rows: readonly TeamRow[]): Promise<void> {
  const firstSync = new Map<string, number>();
  const lastSync = new Map<string, number>();
  rows.forEach((r, n) => {
    if (r.row !== 'sync') return;
    if (!firstSync.has(r.data.teamId)) firstSync.set(r.data.teamId, n);
    lastSync.set(r.data.teamId, n);
  });
  const isEarly = (r: TeamRow, n: number) => n < (firstSync.get(r.data.teamId) ?? -1);
  // A score before its team's first sync in the batch moves it only if the team was there before the batch.
  const early = rows.filter((r, n) => r.row === 'score' && isEarly(r, n)).map((r) => r.data.teamId);
  const existed = early.length > 0 ? await existingTeams(c, early) : new Set<string>();
  const syncs = rows.flatMap((r, n) => (r.row === 'sync' ? [{ ...r, n }] : []));
  const scores = rows.flatMap((r, n) => (r.row === 'score' ? [{ ...r, n }] : []));
  const moving = scores.filter((r) => !isEarly(r, r.n) || existed.has(r.data.teamId));
  if (syncs.length > 0) {
    const column = (pick: (r: (typeof syncs)[number]) => string | number | null) => columnOf(syncs, pick);
    await c.query(
      `INSERT INTO teams (team_id, user_id, provider, team_key, name, sport, league, platform, synced_at)
       SELECT DISTINCT ON (team_id) team_id, first_value(user_id) OVER w, first_value(provider) OVER w,
         first_value(team_key) OVER w, name, sport, league, platform, synced_at
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
         $9::timestamptz[], $10::int[]) AS i(team_id, user_id, provider, team_key, name, sport, league, platform, synced_at, n)
       WINDOW w AS (PARTITION BY team_id ORDER BY n)
       ORDER BY team_id, n DESC
       ON CONFLICT (team_id) DO UPDATE SET name = EXCLUDED.name, sport = EXCLUDED.sport, league = EXCLUDED.league,
         platform = EXCLUDED.platform, synced_at = EXCLUDED.synced_at`,
      [
        column((r) => r.data.teamId),
        column((r) => r.data.userId),
        column((r) => r.data.provider),
        column((r) => r.data.teamKey),
        column((r) => r.data.name),
        column((r) => r.data.sport),
        column((r) => r.data.league),
        column((r) => r.data.platform),
        column((r) => r.event.recordedAt),
        column((r) => r.n),
      ],
    );
  }
  if (scores.length > 0) {
    await c.query(
      `INSERT INTO team_week_scores (team_id, week, current_points, projected_points)
       SELECT DISTINCT ON (week, team_id) team_id, week, current_points, projected_points
       FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[]) WITH ORDINALITY AS i(team_id, week, current_points, projected_points, n)
       ORDER BY week, team_id, n DESC
       ON CONFLICT (week, team_id) DO UPDATE SET current_points = EXCLUDED.current_points, projected_points = EXCLUDED.projected_points`,
      [
        columnOf(scores, (r) => r.data.teamId),
        columnOf(scores, (r) => r.data.week),
        columnOf(scores, (r) => r.data.currentPoints),
        columnOf(scores, (r) => r.data.projectedPoints),
      ],
    );
  }
  if (moving.length > 0) {
    const column = (pick: (r: (typeof moving)[number]) => string | number | boolean | null) => columnOf(moving, pick);
    // Weeks are compared by PostgreSQL, as the per-event update compares them.
    await c.query(
      `UPDATE teams t SET week = s.week, current_points = s.current_points, projected_points = s.projected_points,
         is_active = s.is_active, projection_is_fallback = s.projection_is_fallback, game_progress = s.game_progress,
         synced_at = CASE WHEN s.n > s.last_sync THEN s.synced_at ELSE t.synced_at END
       FROM (
         SELECT DISTINCT ON (team_id) * FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[], $5::bool[], $6::bool[],
           $7::float8[], $8::timestamptz[], $9::int[], $10::int[])
           AS i(team_id, week, current_points, projected_points, is_active, projection_is_fallback, game_progress, synced_at, n, last_sync)
         ORDER BY team_id, week DESC, n DESC
       ) s
       WHERE t.team_id = s.team_id AND (t.week IS NULL OR t.week <= s.week)`,
      [
        column((r) => r.data.teamId),
        column((r) => r.data.week),
        column((r) => r.data.currentPoints),
        column((r) => r.data.projectedPoints),
        column((r) => r.data.isActive),
        column((r) => r.data.projectionIsFallback),
        column((r) => r.data.gameProgress),
        column((r) => r.event.recordedAt),
        column((r) => r.n),
        column((r) => lastSync.get(r.data.teamId) ?? -1),
      ],
    );
  }
}

/** A ticket awarded again is provisional again with its latest count and time; owner, team, week and tier stay the first's. */
async function writeTickets(c: pg.PoolClient, tickets: readonly EventData<'TicketAwarded'>[]): Promise<void> {
  const column = (pick: (d: EventData<'TicketAwarded'>) => string | number | null) => columnOf(tickets, pick);
  await c.query(
    `INSERT INTO raffle_tickets (ticket_id, user_id, team_id, week, tier, ticket_count, status, awarded_at, changed_at)
     SELECT DISTINCT ON (ticket_id) ticket_id, first_value(user_id) OVER w, first_value(team_id) OVER w, first_value(week) OVER w,
       first_value(tier) OVER w, ticket_count, 'provisional', awarded_at, awarded_at
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::timestamptz[])
       WITH ORDINALITY AS i(ticket_id, user_id, team_id, week, tier, ticket_count, awarded_at, n)
     WINDOW w AS (PARTITION BY ticket_id ORDER BY n)
     ORDER BY ticket_id, n DESC
     ON CONFLICT (ticket_id) DO UPDATE SET status = 'provisional', ticket_count = EXCLUDED.ticket_count,
       awarded_at = EXCLUDED.awarded_at, changed_at = EXCLUDED.changed_at`,
    [
      column((d) => d.ticketId),
      column((d) => d.userId),
      column((d) => d.teamId),
      column((d) => d.week),
      column((d) => d.tier),
      column((d) => d.count),
      column((d) => d.awardedAt),
    ],
  );
}

/** The first reward of a team's week stands (DO NOTHING also skips a repeat within the statement). */
async function writeRewards(c: pg.PoolClient, rewards: readonly EventData<'ExperienceRewardEarned'>[]): Promise<void> {
  await c.query(
    `INSERT INTO experience_rewards (team_id, week, user_id, coins, earned_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::timestamptz[]) ON CONFLICT DO NOTHING`,
    [
      columnOf(rewards, (d) => d.teamId),
      columnOf(rewards, (d) => d.week),
      columnOf(rewards, (d) => d.userId),
      columnOf(rewards, (d) => d.coins),
      columnOf(rewards, (d) => d.earnedAt),
    ],
  );
}

/** Each table's rows of the batch in one or two statements; the tables do not depend on each other's rows. */
async function write(c: pg.PoolClient, rows: readonly FantasyRow[]): Promise<void> {
  const teams = rows.filter((r): r is TeamRow => r.row === 'sync' || r.row === 'score');
  const tickets = rows.flatMap((r) => (r.row === 'ticket' ? [r.data] : []));
  const rewards = rows.flatMap((r) => (r.row === 'reward' ? [r.data] : []));
  if (teams.length > 0) await writeTeams(c, teams);
  if (tickets.length > 0) await writeTickets(c, tickets);
  if (rewards.length > 0) await writeRewards(c, rewards);
}

/** Fantasy connections, teams with their current week and applied boosts, raffle tickets, Experience rewards and the tier configuration. */
export const fantasyProjector = defineProjector<FantasyRow>({
  name: 'fantasy',
  schemaSql: fantasySchemaSql,
  tables: [
    { name: 'fantasy_connections', orderBy: 'user_id, provider' },
    { name: 'teams', orderBy: 'team_id' },
    { name: 'team_week_scores', orderBy: 'week, team_id' },
    { name: 'raffle_tickets', orderBy: 'ticket_id' },
    { name: 'experience_rewards', orderBy: 'team_id, week' },
    { name: 'tier_config', orderBy: 'tier_name' },
    { name: 'team_boosts', orderBy: 'team_id, boost_id' },
  ],
  handlers: {
    FantasyAccountConnected: (c, d) => {
      return c.query(
        `INSERT INTO fantasy_connections (user_id, provider, provider_user_id, connected_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, provider) DO UPDATE SET provider_user_id = EXCLUDED.provider_user_id, connected_at = EXCLUDED.connected_at`,
        [d.userId, d.provider, d.providerUserId, d.connectedAt],
      );
    },
    TicketRevoked: (c, d) => {
      return c.query(`UPDATE raffle_tickets SET status = 'revoked', changed_at = $2 WHERE ticket_id = $1`, [d.ticketId, d.revokedAt]);
    },
    WeekClosed: (c, d) => {
      return c.query(`UPDATE raffle_tickets SET status = 'final', changed_at = $2 WHERE ticket_id = ANY($1) AND status = 'provisional'`, [
        d.ticketIds,
        d.closedAt,
      ]);
    },
    BoostAttached: (c, d) =>
      c.query(`INSERT INTO team_boosts (team_id, boost_id, code, week, attached_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`, [
        d.teamId,
        d.boostId,
        d.code,
        d.week,
        d.attachedAt,
      ]),
    TierConfigured: (c, d, e) => {
      return c.query(
        `INSERT INTO tier_config (tier_name, increase_percentage, ticket_count, prize_pool, changed_by, changed_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (tier_name) DO UPDATE SET increase_percentage = EXCLUDED.increase_percentage,
           ticket_count = EXCLUDED.ticket_count, prize_pool = EXCLUDED.prize_pool, changed_by = EXCLUDED.changed_by,
           changed_at = EXCLUDED.changed_at, updated_at = EXCLUDED.updated_at`,
        [d.tierName, d.increasePercentage, d.ticketCount, d.prizePool, d.changedBy, d.changedAt, e.recordedAt],
      );
    },
  },
  // The frequent events of a season, each rows from its payload alone: written set-based.
  batch: {
    rows: {
      TeamSynced: (d, e) => [{ row: 'sync', data: d, event: e }],
      TeamScoreUpdated: (d, e) => [{ row: 'score', data: d, event: e }],
      TicketAwarded: (d) => [{ row: 'ticket', data: d }],
      ExperienceRewardEarned: (d) => [{ row: 'reward', data: d }],
    },
    write,
  },
});
