import Router from '@koa/router';
import { apiRoutes, describeAudit, playerLockStream, texts, type AdminPerson, type AdminPlayer } from '@fr/contracts';
import { adminAuditPage, findUserSummary, lockStatesOf, searchUsers, type UserSearchRow } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { playerLockDecider } from './domain/player-lock';
import { describePeople } from './people';

export const withLock = (user: UserSearchRow, lock: { locked: boolean; reason: string; changedAt: string } | undefined): AdminPlayer => ({
  ...user,
  locked: lock?.locked ?? false,
  lockReason: lock?.locked ? lock.reason : null,
  lockedAt: lock?.locked ? lock.changedAt : null,
});

/** The Users tab (search, lock, unlock) and the audit trail of every admin action. */
export function usersRoutes(services: AppServices): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.adminUsers, async ({ query }) => {
    const { users, total } = await searchUsers(services.pool, query.q, query.pageSize, (query.page - 1) * query.pageSize);
    const locks = await lockStatesOf(
      services.pool,
      users.map((u) => u.userId),
    );
    return { users: users.map((u) => withLock(u, locks.get(u.userId))), total, page: query.page, pageSize: query.pageSize };
  });

  const change = (type: 'Lock' | 'Unlock') =>
    contractRoute(router, type === 'Lock' ? apiRoutes.adminLockUser : apiRoutes.adminUnlockUser, async ({ admin, params, body }) => {
      const user = await findUserSummary(services.pool, params.userId);
      if (!user) throw new AppError('not_found', texts.server.playerNotFound);
      const result = await services.commands.handle({
        streamId: playerLockStream(user.userId),
        decider: playerLockDecider,
        command: { type, userId: user.userId, adminId: admin.adminId, reason: body.reason },
        context: { now: services.now() },
        metadata: { actor: `admin:${admin.adminId}`, adminId: admin.adminId, command: `${type}Player` },
      });
      // Every process forgets that the player was not locked before the answer: a lock holds at once everywhere.
      if (type === 'Lock') await services.sessions.revoke({ userIds: [user.userId] });
      await services.waitForReadModels(result.position);
      const locks = await lockStatesOf(services.pool, [user.userId]);
      return {
        message: type === 'Lock' ? texts.server.playerLocked : texts.server.playerUnlocked,
        user: withLock(user, locks.get(user.userId)),
      };
    });
  change('Lock');
  change('Unlock');

  contractRoute(router, apiRoutes.adminAuditTrail, async ({ query }) => {
    const { entries, total } = await adminAuditPage(services.pool, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
      personId: query.personId,
    });
    const people = await describePeople(
      services.pool,
      entries.flatMap((e) => (e.subjectId ? [e.actorId, e.subjectId] : [e.actorId])),
    );
    const personOf = (id: string): AdminPerson => people.get(id) ?? { id, kind: 'system', name: id, email: null };
    return {
      entries: entries.map((e) => ({
        eventId: e.eventId,
        type: e.type,
        ...describeAudit(e.type, e.details),
        actor: personOf(e.actorId),
        subject: e.subjectId ? personOf(e.subjectId) : null,
        recordedAt: e.recordedAt,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  return router;
}
