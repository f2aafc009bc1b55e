import { apiPaths } from '../api-paths';
import type { RouteContract } from '../http/route-contract';
import {
  markNotificationsReadRequestSchema,
  markNotificationsReadResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from './schemas';

// The spec shows a bell and a "Notifications" menu entry but no calls; these routes are ours.
/** The notifications routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const notificationsRoutes = {
  notifications: {
    method: 'get',
    path: apiPaths.notifications,
    summary: "The player's notifications, newest first, paged, with the unread count",
    auth: 'player',
    query: notificationsQuerySchema,
    response: notificationsResponseSchema,
  },
  markNotificationsRead: {
    method: 'post',
    path: apiPaths.markNotificationsRead,
    summary: 'Mark notifications read up to one (and every older one) or all; repeating it changes nothing',
    auth: 'player',
    body: markNotificationsReadRequestSchema,
    response: markNotificationsReadResponseSchema,
  },
} as const satisfies Record<string, RouteContract>;
