import Router from '@koa/router';
import { INTEGRITY_CHECKS_LISTED, INTEGRITY_CHECKS_WINDOW_MS, apiRoutes, integrityCheckStream, playerStream, texts } from '@fr/contracts';
import {
  findUserSummary,
  integrityChecksSince,
  latestIntegrityChecks,
  playerLotsAsOf,
  readCheckpoint,
  trialBalanceByLot,
} from '@fr/projections';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import type { FeatureContext } from '../../feature';
import { eventIdFor } from '../../write/event-ids';
import { assertIntegrityCheckMayStart, integrityCheckDecider } from './domain/integrity-check';
import { describePeople } from '../admin';
import { actorId, streamView, walletAsOf } from './domain/stream-view';
import type { LedgerJobs } from './integrity-job';

/** The ledger audit explorer: a player's stream and balance at any moment, the trial balance and integrity checks. */
export function ledgerRoutes(services: FeatureContext<LedgerJobs>): Router {
  const router = new Router();
  const { pool, store } = services;

  const playerOf = async (userId: string) => {
    const user = await findUserSummary(pool, userId);
    if (!user) throw new AppError('not_found', texts.server.playerNotFound);
    return { userId: user.userId, username: user.username, email: user.email };
  };

  contractRoute(router, apiRoutes.adminLedgerStream, async ({ admin, params, query }) => {
    const player = await playerOf(params.userId);
    const streamId = playerStream(player.userId);
    const events = await store.read(streamId);
    const people = await describePeople(
      pool,
      events.flatMap((e) => (e.metadata.actor ? [actorId(e.metadata.actor)] : [])),
    );
    const newestFirst = streamView(events, admin.role, people).reverse();
    const start = (query.page - 1) * query.pageSize;
    return {
      player,
      streamId,
      events: newestFirst.slice(start, start + query.pageSize),
      total: newestFirst.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  contractRoute(router, apiRoutes.adminLedgerBalance, async ({ params, query }) => {
    const player = await playerOf(params.userId);
    const asOf = new Date(query.asOf);
    const replayed = walletAsOf(await store.read(playerStream(player.userId)), asOf);
    const ledger = await playerLotsAsOf(pool, player.userId, asOf);
    const matches = replayed.earned === ledger.earned && replayed.purchased === ledger.purchased;
    return { player, asOf: asOf.toISOString(), replayed, ledger, matches };
  });

  contractRoute(router, apiRoutes.adminTrialBalance, async () => {
    const [trial, position] = await Promise.all([trialBalanceByLot(pool), readCheckpoint(pool, 'coins')]);
    const balanced = trial.negativePlayers === 0 && trial.lots.every((l) => l.total === 0);
    return { ...trial, balanced, position };
  });

  contractRoute(router, apiRoutes.adminIntegrityChecks, async () => {
    const checks = await latestIntegrityChecks(pool, INTEGRITY_CHECKS_LISTED);
    const people = await describePeople(
      pool,
      checks.map((c) => c.requestedBy),
    );
    return {
      checks: checks.map((c) => ({
        ...c,
        requester: people.get(c.requestedBy) ?? { id: c.requestedBy, kind: 'system', name: c.requestedBy, email: null },
      })),
    };
  });

  contractRoute(router, apiRoutes.adminRunIntegrityCheck, async ({ admin }) => {
    // The checks requested so far, by any process, in the read model before the rules are applied to them. One not
    // there yet still cannot start a second check: see the check's id below.
    await services.waitForAllCommitted();
    const now = services.now();
    const { total, recent } = await integrityChecksSince(pool, new Date(now.getTime() - INTEGRITY_CHECKS_WINDOW_MS));
    assertIntegrityCheckMayStart(recent, now);
    // The check's id is its ordinal: requests racing past the rules (in one process or several), or counting before a
    // check's request reached the read model, name an existing check, whose stream decides nothing for them.
    const checkId = eventIdFor(`integrity-check:${total + 1}`);
    const result = await services.commands.handle({
      streamId: integrityCheckStream(checkId),
      decider: integrityCheckDecider,
      command: { type: 'Request', checkId, adminId: admin.adminId },
      context: { now },
      metadata: { actor: `admin:${admin.adminId}`, adminId: admin.adminId, command: 'RequestIntegrityCheck' },
    });
    if (result.events.length === 0) throw new AppError('conflict', texts.server.integrityCheckRunning);
    await services.jobs.enqueue('integrity-check', { checkId }, { jobId: `integrity-check:${checkId}` });
    await services.readYourWrites(result.position);
    return { message: texts.server.integrityCheckQueued, checkId };
  });

  return router;
}
