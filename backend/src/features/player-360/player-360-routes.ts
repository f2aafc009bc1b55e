import Router from '@koa/router';
import { apiRoutes, playerSupportStream, texts } from '@fr/contracts';
import { findUserSummary } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { clientBucket } from '../../platform/http/client-address';
import { contractRoute } from '../../platform/http/contract-route';
import type { AdminSession } from '../../platform/http/admin-session';
import { endPlayerSessions } from '../../platform/http/session';
import type { AppServices } from '../../services';
import { accountLimiters, loadAccount, resendVerification } from '../accounts';
import { playerSupportDecider, type PlayerSupportCommand } from './domain/player-support';
import { player360Answer } from './player-360-answer';

/** The operator console's player page and its support actions (issue 23 item 3); lock and unlock are the admin feature's. */
export function player360Routes(services: AppServices): Router {
  const router = new Router();
  // The same limiters as the player's own resend: an admin's resends count against the player's limits.
  const limiters = accountLimiters(services.rateLimit);

  const playerOf = async (userId: string) => {
    const user = await findUserSummary(services.pool, userId);
    if (!user) throw new AppError('not_found', texts.server.playerNotFound);
    return user;
  };

  const record = async (admin: AdminSession, command: PlayerSupportCommand, name: string) => {
    const result = await services.commands.handle({
      streamId: playerSupportStream(command.userId),
      decider: playerSupportDecider,
      command,
      context: { now: services.now() },
      metadata: { actor: `admin:${admin.adminId}`, adminId: admin.adminId, command: name },
    });
    await services.waitForReadModels(result.position);
  };

  contractRoute(router, apiRoutes.adminPlayer360, async ({ admin, params }) => player360Answer(services, params.userId, admin.role));

  // Every API process reads the session row on each request: the player's next request with any of their cookies is signed out.
  contractRoute(router, apiRoutes.adminSignOutEverywhere, async ({ admin, params }) => {
    const { userId } = await playerOf(params.userId);
    const sessions = await endPlayerSessions(services, userId);
    await record(admin, { type: 'RecordSignOutEverywhere', userId, adminId: admin.adminId, sessions }, 'SignOutEverywhere');
    return { message: texts.server.signedOutEverywhere(sessions) };
  });

  contractRoute(router, apiRoutes.adminResendVerification, async ({ ctx, admin, params }) => {
    const { userId } = await playerOf(params.userId);
    if ((await loadAccount(services, userId)).verified) throw new AppError('conflict', texts.server.alreadyVerified);
    const message = await resendVerification(services, limiters, { userId, token: undefined, ip: clientBucket(ctx.ip) });
    await record(admin, { type: 'RecordVerificationResent', userId, adminId: admin.adminId }, 'ResendVerification');
    return { message };
  });

  return router;
}
