import Router from '@koa/router';
import { apiRoutes, coinAdjustmentStream, texts, type CoinAdjustment, type EventMetadata } from '@fr/contracts';
import { coinAdjustmentById, coinAdjustmentsByStatus, findUserSummary, type CoinAdjustmentRow } from '@fr/projections';
import { AppError, DomainError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { describePeople } from '../admin';
import { handlePlayerCommand } from '../player';
import type { coinAdjustmentsSlice } from './coin-adjustments-slice';
import { adjustmentRequestDecider, type AdjustmentRequestCommand, type RequestedAdjustment } from './domain/adjustment-request';

const adminMetadata = (adminId: string, command: string): EventMetadata => ({ actor: `admin:${adminId}`, adminId, command });

/** Support's grants and corrections: at once up to the threshold, else four eyes on a request stream. */
export function coinAdjustmentsRoutes(services: AppServices): Router {
  const router = new Router();
  const threshold = services.config.coinAdjustmentApprovalAbove;

  async function described(rows: CoinAdjustmentRow[], me: string): Promise<CoinAdjustment[]> {
    const people = await describePeople(
      services.pool,
      rows.flatMap((r) => [r.userId, r.requestedBy, ...(r.decidedBy ? [r.decidedBy] : [])]),
    );
    const person = (id: string) => people.get(id) ?? { id, kind: 'system' as const, name: id, email: null };
    return rows.map(({ userId, requestedBy, decidedBy, ...row }) => ({
      ...row,
      player: person(userId),
      requestedBy: person(requestedBy),
      requestedByMe: requestedBy === me,
      decidedBy: decidedBy ? person(decidedBy) : null,
    }));
  }

  async function shown(requestId: string, me: string): Promise<CoinAdjustment> {
    const row = await coinAdjustmentById(services.pool, requestId);
    if (!row) throw new AppError('not_found', texts.server.coinAdjustmentNotFound);
    return (await described([row], me))[0]!;
  }

  const onRequest = async (command: AdjustmentRequestCommand, adminId: string) => {
    const result = await services.commands.handle({
      streamId: coinAdjustmentStream(command.requestId),
      decider: adjustmentRequestDecider,
      command,
      context: { now: services.now() },
      metadata: adminMetadata(adminId, command.type),
    });
    await services.waitForReadModels(result.position);
    return result.state;
  };

  /** Applies on the player stream, once per request id; a correction the player can no longer cover fails the request. */
  async function apply(requestId: string, adjustment: RequestedAdjustment, adminId: string, approvedBy: string | null) {
    const { userId, amount, lot, reason, requestedBy } = adjustment;
    try {
      const result = await handlePlayerCommand<typeof coinAdjustmentsSlice>(
        services,
        userId,
        { type: 'AdjustCoins', requestId, amount, lot, reason, requestedBy, approvedBy },
        adminMetadata(adminId, 'AdjustCoins'),
      );
      // The answer reads the approvals list next. An approval that found the adjustment applied already (a concurrent
      // one applied it) appended nothing, and waits for what that one committed.
      if (result.position) await services.waitForReadModels(result.position);
      else await services.waitForAllCommitted();
    } catch (error) {
      if (approvedBy !== null && error instanceof DomainError && error.code === 'insufficient_coins') {
        await onRequest({ type: 'FailAdjustment', requestId, failure: error.message }, adminId);
      }
      throw error;
    }
  }

  contractRoute(router, apiRoutes.adminAdjustCoins, async ({ admin, params, body }) => {
    const user = await findUserSummary(services.pool, params.userId);
    if (!user) throw new AppError('not_found', texts.server.playerNotFound);
    const adjustment = { userId: user.userId, amount: body.amount, lot: body.lot, reason: body.reason, requestedBy: admin.adminId };
    if (Math.abs(body.amount) > threshold) {
      await onRequest({ type: 'RequestAdjustment', requestId: body.requestId, ...adjustment }, admin.adminId);
      return { message: texts.server.coinAdjustmentRequested, adjustment: await shown(body.requestId, admin.adminId) };
    }
    await apply(body.requestId, adjustment, admin.adminId, null);
    return { message: texts.server.coinAdjustmentApplied, adjustment: await shown(body.requestId, admin.adminId) };
  });

  contractRoute(router, apiRoutes.adminCoinAdjustments, async ({ admin, query }) => ({
    approvalAbove: threshold,
    adjustments: await described(await coinAdjustmentsByStatus(services.pool, query.status), admin.adminId),
  }));

  contractRoute(router, apiRoutes.adminApproveCoinAdjustment, async ({ admin, params, body }) => {
    const state = await onRequest(
      { type: 'ApproveAdjustment', requestId: params.requestId, adminId: admin.adminId, seen: body },
      admin.adminId,
    );
    if (state.status !== 'approved') throw new AppError('conflict', texts.server.coinAdjustmentDecided(state.status));
    // Approving again re-applies, which the player stream makes a no-op: an approval whose application was cut off
    // (a crash between the two streams) is completed by approving it again.
    await apply(params.requestId, state, admin.adminId, state.approvedBy);
    return { message: texts.server.coinAdjustmentApproved, adjustment: await shown(params.requestId, admin.adminId) };
  });

  contractRoute(router, apiRoutes.adminRejectCoinAdjustment, async ({ admin, params, body }) => {
    await onRequest({ type: 'RejectAdjustment', requestId: params.requestId, adminId: admin.adminId, seen: body }, admin.adminId);
    return { message: texts.server.coinAdjustmentRejected, adjustment: await shown(params.requestId, admin.adminId) };
  });

  return router;
}
