import type pg from 'pg';
import type { EventData, NotificationDetails, StoredEvent } from '@fr/contracts';
import { defineProjector } from '../projector';
import { arrayLiteral, columnOf } from '../sql-array';
import { notificationsSchemaSql } from './notifications-schema';

type TicketDetails = Extract<NotificationDetails, { kind: 'ticket_earned' }>;

/**
 * What a batch writes: a notification (a ticket's without its team, which the write looks up, as it stood when the
 * ticket was awarded), a draw's entrant, or a team's name and sport from its sync.
 */
type InboxRow =
  | { kind: 'notification'; userId: string; event: StoredEvent; details: NotificationDetails }
  | { kind: 'ticket'; userId: string; event: StoredEvent; details: Omit<TicketDetails, 'teamName' | 'sport'>; teamId: string }
  | { kind: 'entrant'; drawId: string; userId: string }
  | { kind: 'team'; teamId: string; name: string; sport: EventData<'TeamSynced'>['sport'] };
type TeamRow = Extract<InboxRow, { kind: 'team' }>;

const notify = (userId: string, event: StoredEvent, details: NotificationDetails): InboxRow[] => [
  { kind: 'notification', userId, event, details },
];

/**
 * One notification per player per event, keyed by the event's id: a replayed event adds nothing. A ticket's team is
 * the one as it stood when the ticket was awarded (a team's stream starts with its sync, so its name is known; the id
 * stands in should that ever fail): synced earlier in the batch, it is filled in here; else the write looks it up in
 * the teams recorded before the batch, by key, for the ticket rows only. The batch's syncs are recorded after its
 * notifications, each team with its last name and sport, so a later rename never reaches an earlier ticket.
 */
async function write(c: pg.PoolClient, rows: readonly InboxRow[]): Promise<void> {
  const synced = new Map<string, TeamRow>();
  const inbox: Array<Extract<InboxRow, { kind: 'notification' | 'ticket' }>> = [];
  const entrants: Array<Extract<InboxRow, { kind: 'entrant' }>> = [];
  for (const row of rows) {
    if (row.kind === 'team') synced.set(row.teamId, row);
    else if (row.kind === 'entrant') entrants.push(row);
    else if (row.kind === 'ticket' && synced.has(row.teamId)) {
      const team = synced.get(row.teamId)!;
      inbox.push({
        kind: 'notification',
        userId: row.userId,
        event: row.event,
        details: { ...row.details, teamName: team.name, sport: team.sport },
      });
    } else inbox.push(row);
  }
  if (inbox.length > 0) {
    await c.query(
      `INSERT INTO notifications (user_id, id, event_position, at, kind, details)
       SELECT i.user_id, i.id, i.event_position, i.at, i.details->>'kind',
         CASE WHEN i.team_id IS NULL THEN i.details
           ELSE i.details || jsonb_build_object(
             'teamName', coalesce((SELECT t.name FROM notification_teams t WHERE t.team_id = i.team_id), i.team_id),
             'sport', (SELECT t.sport FROM notification_teams t WHERE t.team_id = i.team_id)) END
       FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::jsonb[], $6::text[]) AS i(user_id, id, event_position, at, details, team_id)
       ON CONFLICT DO NOTHING`,
      [
        columnOf(inbox, (r) => r.userId),
        columnOf(inbox, (r) => r.event.eventId),
        columnOf(inbox, (r) => r.event.position),
        columnOf(inbox, (r) => r.event.recordedAt),
        columnOf(inbox, (r) => JSON.stringify(r.details)),
        columnOf(inbox, (r) => (r.kind === 'ticket' ? r.teamId : null)),
      ],
    );
  }
  if (entrants.length > 0) {
    await c.query(
      `INSERT INTO notification_draw_entrants (draw_id, user_id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`,
      [columnOf(entrants, (r) => r.drawId), columnOf(entrants, (r) => r.userId)],
    );
  }
  if (synced.size > 0) {
    await c.query(
      `INSERT INTO notification_teams (team_id, name, sport) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
       ON CONFLICT (team_id) DO UPDATE SET name = EXCLUDED.name, sport = EXCLUDED.sport`,
      [arrayLiteral([...synced.keys()]), columnOf([...synced.values()], (t) => t.name), columnOf([...synced.values()], (t) => t.sport)],
    );
  }
}

/**
 * The inbox behind the bell: one row per thing worth telling a player (a ticket earned, a draw they entered drawn, a
 * prize won, a boost applied, coins bought, a sync that found teams), and how far each player has read. Team names
 * and draw entrants are kept here, so the inbox never depends on another read model.
 */
export const notificationsProjector = defineProjector<InboxRow>({
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
    // Read marks only move forward: a mark older than the one recorded changes nothing.
    NotificationsRead: (c, d) =>
      c.query(
        `INSERT INTO notification_reads (user_id, up_to_position) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET up_to_position = EXCLUDED.up_to_position
         WHERE notification_reads.up_to_position COLLATE "C" < EXCLUDED.up_to_position COLLATE "C"`,
        [d.userId, d.upToPosition],
      ),
  },
  // The frequent events, each a row from its payload alone: written set-based.
  batch: {
    rows: {
      TeamSynced: (d) => [{ kind: 'team', teamId: d.teamId, name: d.name, sport: d.sport }],
      SyncCompleted: (d, e) => notify(d.userId, e, { kind: 'sync_finished', teamsFound: d.teamsFound }),
      TicketAwarded: (d, e) => [
        { kind: 'ticket', userId: d.userId, event: e, details: { kind: 'ticket_earned', tier: d.tier, count: d.count }, teamId: d.teamId },
      ],
      DrawEntryAdded: (d) => [{ kind: 'entrant', drawId: d.drawId, userId: d.userId }],
      PrizeWon: (d, e) => notify(d.userId, e, { kind: 'prize_won', prizeName: d.name, value: d.value }),
      BoostApplied: (d, e) => notify(d.userId, e, { kind: 'boost_applied', code: d.code, teamName: d.teamName }),
      CoinPurchaseCompleted: (d, e) => notify(d.userId, e, { kind: 'purchase_completed', coins: d.amount, bonus: d.bonus }),
    },
    write,
  },
});
