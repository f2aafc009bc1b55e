import Router from '@koa/router';
import { apiRoutes, notificationsStream, texts } from '@fr/contracts';
import { newestNotificationOf, notificationPositionOf, notificationsNewerThan, notificationsOf } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { inboxReadsDecider } from './domain/inbox-reads';

/** The inbox behind the bell: the player's notifications, and marking them read. */
export function notificationsRoutes(services: AppServices): Router {
  const router = new Router();

  // Another player's notification is no more visible than one that does not exist.
  const named = async (userId: string, id: string) => {
    const position = await notificationPositionOf(services.pool, userId, id);
    if (!position) throw new AppError('not_found', texts.server.notificationNotFound);
    return { id, position };
  };

  contractRoute(router, apiRoutes.notifications, async ({ userId, query }) => ({
    ...(await notificationsOf(services.pool, userId, query.page, query.pageSize)),
    page: query.page,
    pageSize: query.pageSize,
  }));

  contractRoute(router, apiRoutes.markNotificationsRead, async ({ userId, body }) => {
    const target = 'upTo' in body ? await named(userId, body.upTo) : await newestNotificationOf(services.pool, userId);
    if (!target) return { unreadCount: 0 };
    const result = await services.commands.handle({
      streamId: notificationsStream(userId),
      decider: inboxReadsDecider,
      command: { userId, upTo: target.id, upToPosition: target.position },
      context: { now: services.now() },
      eventId: (event) => eventIdFor(`notifications-read:${userId}:${event.data.upToPosition}`),
      metadata: { actor: userId },
    });
    await services.readYourWrites(result.position);
    // Counted from the mark the stream holds, so the answer is right even before the read model has caught up.
    return { unreadCount: await notificationsNewerThan(services.pool, userId, result.state.upToPosition) };
  });

  return router;
}
