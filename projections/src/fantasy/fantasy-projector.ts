import type pg from 'pg';
import type { EventData, StoredEvent } from '@fr/contracts';
import type { Projector } from '../projector';
import { fantasySchemaSql } from './fantasy-schema';

type Handler = (client: pg.PoolClient, event: StoredEvent) => Promise<unknown>;
const handlers = {
  FantasyAccountConnected: (c, e) => {
    const d = e.data as EventData<'FantasyAccountConnected'>;
    return c.query(
      `INSERT INTO fantasy_connections (user_id, provider, provider_user_id, connected_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, provider) DO UPDATE SET provider_user_id = EXCLUDED.provider_user_id, connected_at = EXCLUDED.connected_at`,
      [d.userId, d.provider, d.providerUserId, d.connectedAt],
    );
  },
  TeamSynced: (c, e) => {
    const d = e.data as EventData<'TeamSynced'>;
    return c.query(
      `INSERT INTO teams (team_id, user_id, provider, team_key, name, sport, league, platform, synced_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (team_id) DO UPDATE SET name = EXCLUDED.name, sport = EXCLUDED.sport, league = EXCLUDED.league,
         platform = EXCLUDED.platform, synced_at = EXCLUDED.synced_at`,
      [d.teamId, d.userId, d.provider, d.teamKey, d.name, d.sport, d.league, d.platform, e.recordedAt],
    );
  },
  TeamScoreUpdated: (c, e) => {
    const d = e.data as EventData<'TeamScoreUpdated'>;
    // Corrections to an earlier week must not overwrite the current week's numbers.
    return c.query(
      `UPDATE teams SET week = $2, current_points = $3, projected_points = $4, is_active = $5, projection_is_fallback = $6, synced_at = $7
       WHERE team_id = $1 AND (week IS NULL OR week <= $2)`,
      [d.teamId, d.week, d.currentPoints, d.projectedPoints, d.isActive, d.projectionIsFallback, e.recordedAt],
    );
  },
  TicketAwarded: (c, e) => {
    const d = e.data as EventData<'TicketAwarded'>;
    return c.query(
      `INSERT INTO raffle_tickets (ticket_id, user_id, team_id, week, tier, ticket_count, status, awarded_at, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'provisional', $7, $7)
       ON CONFLICT (ticket_id) DO UPDATE SET status = 'provisional', ticket_count = EXCLUDED.ticket_count,
         awarded_at = EXCLUDED.awarded_at, changed_at = EXCLUDED.changed_at`,
      [d.ticketId, d.userId, d.teamId, d.week, d.tier, d.count, d.awardedAt],
    );
  },
  TicketRevoked: (c, e) => {
    const d = e.data as EventData<'TicketRevoked'>;
    return c.query(`UPDATE raffle_tickets SET status = 'revoked', changed_at = $2 WHERE ticket_id = $1`, [d.ticketId, d.revokedAt]);
  },
  WeekClosed: (c, e) => {
    const d = e.data as EventData<'WeekClosed'>;
    return c.query(`UPDATE raffle_tickets SET status = 'final', changed_at = $2 WHERE ticket_id = ANY($1) AND status = 'provisional'`, [
      d.ticketIds,
      d.closedAt,
    ]);
  },
  ExperienceRewardEarned: (c, e) => {
    const d = e.data as EventData<'ExperienceRewardEarned'>;
    return c.query(
      `INSERT INTO experience_rewards (team_id, week, user_id, coins, earned_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [d.teamId, d.week, d.userId, d.coins, d.earnedAt],
    );
  },
  TierConfigured: (c, e) => {
    const d = e.data as EventData<'TierConfigured'>;
    return c.query(
      `INSERT INTO tier_config (tier_name, increase_percentage, ticket_count, prize_pool, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (tier_name) DO UPDATE SET increase_percentage = EXCLUDED.increase_percentage,
         ticket_count = EXCLUDED.ticket_count, prize_pool = EXCLUDED.prize_pool, updated_at = EXCLUDED.updated_at`,
      [d.tierName, d.increasePercentage, d.ticketCount, d.prizePool, e.recordedAt],
    );
  },
} satisfies Record<string, Handler>;

/** Fantasy connections, teams with their current week, raffle tickets, Experience rewards and the tier configuration. */
export const fantasyProjector: Projector = {
  name: 'fantasy',
  schemaSql: fantasySchemaSql,
  tables: [
    { name: 'fantasy_connections', orderBy: 'user_id, provider' },
    { name: 'teams', orderBy: 'team_id' },
    { name: 'raffle_tickets', orderBy: 'ticket_id' },
    { name: 'experience_rewards', orderBy: 'team_id, week' },
    { name: 'tier_config', orderBy: 'tier_name' },
  ],
  handles: new Set(Object.keys(handlers)),
  async apply(client, event) {
    await (handlers as Record<string, Handler>)[event.type]?.(client, event);
  },
};
