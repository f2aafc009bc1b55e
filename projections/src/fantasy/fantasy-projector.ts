import { defineProjector } from '../projector';
import { fantasySchemaSql } from './fantasy-schema';

/** Fantasy connections, teams with their current week and applied boosts, raffle tickets, Experience rewards and the tier configuration. */
export const fantasyProjector = defineProjector({
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
    TeamSynced: (c, d, e) => {
      return c.query(
        `INSERT INTO teams (team_id, user_id, provider, team_key, name, sport, league, platform, synced_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (team_id) DO UPDATE SET name = EXCLUDED.name, sport = EXCLUDED.sport, league = EXCLUDED.league,
           platform = EXCLUDED.platform, synced_at = EXCLUDED.synced_at`,
        [d.teamId, d.userId, d.provider, d.teamKey, d.name, d.sport, d.league, d.platform, e.recordedAt],
      );
    },
    TeamScoreUpdated: async (c, d, e) => {
      await c.query(
        `INSERT INTO team_week_scores (team_id, week, current_points, projected_points) VALUES ($1, $2, $3, $4)
         ON CONFLICT (week, team_id) DO UPDATE SET current_points = EXCLUDED.current_points, projected_points = EXCLUDED.projected_points`,
        [d.teamId, d.week, d.currentPoints, d.projectedPoints],
      );
      // Corrections to an earlier week must not overwrite the current week's numbers.
      return c.query(
        `UPDATE teams SET week = $2, current_points = $3, projected_points = $4, is_active = $5, projection_is_fallback = $6, synced_at = $7,
           game_progress = $8
         WHERE team_id = $1 AND (week IS NULL OR week <= $2)`,
        [d.teamId, d.week, d.currentPoints, d.projectedPoints, d.isActive, d.projectionIsFallback, e.recordedAt, d.gameProgress],
      );
    },
    TicketAwarded: (c, d) => {
      return c.query(
        `INSERT INTO raffle_tickets (ticket_id, user_id, team_id, week, tier, ticket_count, status, awarded_at, changed_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'provisional', $7, $7)
         ON CONFLICT (ticket_id) DO UPDATE SET status = 'provisional', ticket_count = EXCLUDED.ticket_count,
           awarded_at = EXCLUDED.awarded_at, changed_at = EXCLUDED.changed_at`,
        [d.ticketId, d.userId, d.teamId, d.week, d.tier, d.count, d.awardedAt],
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
    ExperienceRewardEarned: (c, d) => {
      return c.query(
        `INSERT INTO experience_rewards (team_id, week, user_id, coins, earned_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [d.teamId, d.week, d.userId, d.coins, d.earnedAt],
      );
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
});
