import type pg from 'pg';
import { describeNotification, notificationDetailsSchema, type NotificationItem } from '@fr/contracts';
import { preparedQuery } from '../prepared';

/** The notifications newer than the player's read mark count as unread. */
const UNREAD = `n.event_position COLLATE "C" > coalesce((SELECT up_to_position FROM notification_reads r WHERE r.user_id = n.user_id), '') COLLATE "C"`;

const NOTIFICATIONS_PAGE = preparedQuery(`SELECT n.id, n.at, n.details, ${UNREAD} AS unread FROM notifications n WHERE n.user_id = $1
       ORDER BY n.event_position COLLATE "C" DESC, n.id DESC LIMIT $2 OFFSET $3`);

const NOTIFICATION_COUNTS = preparedQuery(
  `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${UNREAD})::int AS unread FROM notifications n WHERE n.user_id = $1`,
);

/** One page of the player's inbox, newest first, with how many notifications it holds and how many are unread. */
export async function notificationsOf(
  pool: pg.Pool,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ items: NotificationItem[]; total: number; unreadCount: number }> {
  const [items, counts] = await Promise.all([
    pool.query<{ id: string; at: Date; details: unknown; unread: boolean }>(NOTIFICATIONS_PAGE([userId, pageSize, (page - 1) * pageSize])),
    pool.query<{ total: number; unread: number }>(NOTIFICATION_COUNTS([userId])),
  ]);
  return {
    items: items.rows.map((r) => {
      const details = notificationDetailsSchema.parse(r.details);
      return { id: r.id, kind: details.kind, ...describeNotification(details), at: r.at.toISOString(), read: !r.unread };
    }),
    total: counts.rows[0]?.total ?? 0,
    unreadCount: counts.rows[0]?.unread ?? 0,
  };
}

/** Where one of the player's notifications sits in the log; null when the player has no notification with that id. */
export async function notificationPositionOf(pool: pg.Pool, userId: string, id: string): Promise<string | null> {
  const { rows } = await pool.query<{ event_position: string }>('SELECT event_position FROM notifications WHERE user_id = $1 AND id = $2', [
    userId,
    id,
  ]);
  return rows[0]?.event_position ?? null;
}

/** The player's newest notification, or null when the inbox is empty. */
export async function newestNotificationOf(pool: pg.Pool, userId: string): Promise<{ id: string; position: string } | null> {
  const { rows } = await pool.query<{ id: string; event_position: string }>(
    `SELECT id, event_position FROM notifications WHERE user_id = $1 ORDER BY event_position COLLATE "C" DESC, id DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ? { id: rows[0].id, position: rows[0].event_position } : null;
}

/** How many of the player's notifications are newer than `position` (unread once the player has read up to it). */
export async function notificationsNewerThan(pool: pg.Pool, userId: string, position: string): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND event_position COLLATE "C" > $2 COLLATE "C"`,
    [userId, position],
  );
  return rows[0]?.count ?? 0;
}
