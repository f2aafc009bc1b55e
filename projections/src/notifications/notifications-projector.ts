import type pg from 'pg';
import type { NotificationDetails, Sport, StoredEvent } from '@fr/contracts';
import { defineProjector } from '../projector';
import { notificationsSchemaSql } from './notifications-schema';

/** One notification per player per event, keyed by the event's id: a replayed event adds nothing. */
const notify = (c: pg.PoolClient, userId: string, event: StoredEvent, details: NotificationDetails) =>
  c.query(
    `INSERT INTO notifications (user_id, id, event_position, at, kind, details) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING`,
    [userId, event.eventId, event.position, event.recordedAt, details.kind, details],
  );

/**
 * The inbox behind the bell: one row per thing worth telling a player (a ticket earned, a draw they entered drawn, a
 * prize won, a boost applied, coins bought, a sync that found teams), and how far each player has read. Team names
 * and draw entrants are kept here, so the inbox never depends on another read model.
 */
export const notificationsProjector = defineProjector({
  name: 'notifications',
  schemaSql: notificationsSchemaSql,
  tables: [
    { name: 'notifications', orderBy: 'user_id, id' },
    { name: 'notification_reads', orderBy: 'user_id' },
    { name: 'notification_teams', orderBy: 'team_id' },
    { name: 'notification_draw_entrants', orderBy: 'draw_id, user_id' },
  ],
  handlers: {
    // A deleted account's inbox goes with it.
    AccountErased: async (c, d) => {
      await c.query('DELETE FROM notifications WHERE user_id = $1', [d.userId]);
      await c.query('DELETE FROM notification_reads WHERE user_id = $1', [d.userId]);
    },
    TeamSynced: (c, d) =>
      c.query(
        `INSERT INTO notification_teams (team_id, name, sport) VALUES ($1, $2, $3)
         ON CONFLICT (team_id) DO UPDATE SET name = EXCLUDED.name, sport = EXCLUDED.sport`,
        [d.teamId, d.name, d.sport],
      ),
    SyncCompleted: (c, d, e) => notify(c, d.userId, e, { kind: 'sync_finished', teamsFound: d.teamsFound }),
    TicketAwarded: async (c, d, e) => {
      const { rows } = await c.query<{ name: string; sport: Sport }>('SELECT name, sport FROM notification_teams WHERE team_id = $1', [
        d.teamId,
      ]);
      // A team's stream starts with its sync, so its name is known here; the id stands in should that ever fail.
      const team = rows[0] ?? { name: d.teamId, sport: null };
      return notify(c, d.userId, e, { kind: 'ticket_earned', tier: d.tier, count: d.count, teamName: team.name, sport: team.sport });
    },
    DrawEntryAdded: (c, d) =>
      c.query('INSERT INTO notification_draw_entrants (draw_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [d.drawId, d.userId]),
    // Every entrant hears the result once; the entrants are not needed after it (no entry comes after the draw).
    DrawCompleted: async (c, d, e) => {
      await c.query(
        `INSERT INTO notifications (user_id, id, event_position, at, kind, details)
         SELECT user_id, $2, $3, $4, 'draw_result', $5 FROM notification_draw_entrants WHERE draw_id = $1
         ON CONFLICT DO NOTHING`,
        [d.drawId, e.eventId, e.position, e.recordedAt, { kind: 'draw_result', drawId: d.drawId } satisfies NotificationDetails],
      );
      return c.query('DELETE FROM notification_draw_entrants WHERE draw_id = $1', [d.drawId]);
    },
    PrizeWon: (c, d, e) => notify(c, d.userId, e, { kind: 'prize_won', prizeName: d.name, value: d.value }),
    BoostApplied: (c, d, e) => notify(c, d.userId, e, { kind: 'boost_applied', code: d.code, teamName: d.teamName }),
    CoinPurchaseCompleted: (c, d, e) => notify(c, d.userId, e, { kind: 'purchase_completed', coins: d.amount, bonus: d.bonus }),
    // Read marks only move forward: a mark older than the one recorded changes nothing.
    NotificationsRead: (c, d) =>
      c.query(
        `INSERT INTO notification_reads (user_id, up_to_position) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET up_to_position = EXCLUDED.up_to_position
         WHERE notification_reads.up_to_position COLLATE "C" < EXCLUDED.up_to_position COLLATE "C"`,
        [d.userId, d.upToPosition],
      ),
  },
});
