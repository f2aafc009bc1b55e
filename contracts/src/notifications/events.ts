import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';

/** Each player's read marks are a small stream of their own, apart from the wallet's. */
export const notificationsStream = (userId: string) => `notifications-${userId}`;

export const notificationsReadSchema = z.object({
  userId: z.string(),
  /** The newest notification read; it and every older one count as read. */
  upTo: z.string(),
  /** Its place in the log: what "older" is measured by. */
  upToPosition: z.string(),
  readAt: z.string(),
});

/** The notifications events (docs/events.md is generated from them). */
export const notificationsEvents = {
  NotificationsRead: {
    stream: 'notifications-{userId}',
    description: 'The player opened the inbox: the notification named and every older one are read.',
    schema: notificationsReadSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
