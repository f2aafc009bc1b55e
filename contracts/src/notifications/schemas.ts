import { z } from 'zod';
import { sports } from '../fantasy/constants';
import { NOTIFICATIONS_MAX_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE, notificationKinds } from './constants';

const count = z.number().int().positive();

/**
 * What a notification is about, by kind: the facts its message is written from. The read model keeps these, not the
 * words, so a changed text needs no rebuild.
 */
export const notificationDetailsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ticket_earned'),
    tier: z.number().int().min(2).max(5),
    count,
    teamName: z.string(),
    sport: z.enum(sports).nullable(),
  }),
  z.object({ kind: z.literal('draw_result'), drawId: z.string() }),
  z.object({ kind: z.literal('prize_won'), prizeName: z.string(), value: count }),
  z.object({ kind: z.literal('boost_applied'), code: z.string(), teamName: z.string() }),
  z.object({ kind: z.literal('purchase_completed'), coins: count, bonus: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('sync_finished'), teamsFound: z.number().int().nonnegative() }),
]);
export type NotificationDetails = z.infer<typeof notificationDetailsSchema>;

export const notificationSchema = z.object({
  /** The id of the event it tells of. */
  id: z.string(),
  kind: z.enum(notificationKinds),
  message: z.string(),
  /** The client route where the player sees more. */
  link: z.string(),
  at: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(NOTIFICATIONS_MAX_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
});

export const notificationsResponseSchema = z.object({
  /** Newest first. */
  items: z.array(notificationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().nonnegative(),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** Read up to one notification (it and every older one), or all of them. */
export const markNotificationsReadRequestSchema = z.union([
  z.strictObject({ upTo: z.string().min(1).max(200) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;

export const markNotificationsReadResponseSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;
