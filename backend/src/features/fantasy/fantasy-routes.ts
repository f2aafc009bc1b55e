import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { SYNC_RATE_WINDOW_SECONDS, SYNC_REQUESTS_PER_PLAYER, SYNC_WAIT_TIMEOUT_MS, apiRoutes, texts } from '@fr/contracts';
import { listTeams, listTickets } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import { JsonBytes } from '../../platform/http/json-bytes';
import { playerSubject } from '../../platform/http/read-cache';
import { completeConnection, initiateConnection } from './application/connect';
import { dashboard } from './dashboard';
import type { FantasyParts, FantasyPlatform } from './fantasy-parts';
import type { SyncOutcome } from './jobs/sync-jobs';
import { renderDemoAuthorizePage } from './provider';
import { groupBySport, publicTiers } from './tiers';

const syncFailures = {
  not_configured: new AppError('business_rule', texts.server.providerNotConfigured),
  not_connected: new AppError('business_rule', texts.server.notConnected),
  provider_rejected: new AppError('business_rule', texts.server.oauthCodeRejected),
  provider_unavailable: new AppError('bad_gateway', texts.server.providerUnavailable),
} as const;

/** Connecting the fantasy account, sync, teams, tiers, tickets and the dashboard. */
export function fantasyRoutes(services: FantasyPlatform, fantasy: FantasyParts): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.oauthInitiate, async ({ ctx, params }) => {
    const { response, pending } = initiateConnection(services, fantasy, params.provider);
    ctx.session!.oauth = pending;
    return response;
  });

  contractRoute(router, apiRoutes.oauthCallback, async ({ ctx, params, body, userId }) => {
    await completeConnection(services, fantasy, userId, params.provider, body, ctx.session?.oauth);
    ctx.session!.oauth = undefined;
    return { message: texts.fantasy.accountConnectedMessage };
  });

  contractRoute(router, apiRoutes.demoAuthorize, async ({ query }) => {
    if (fantasy.provider?.id !== 'demo') throw new AppError('not_found', texts.server.notFound);
    return renderDemoAuthorizePage(fantasy.provider, query.state ?? '');
  });

  // Single flight: a second request while the player's sync runs joins it instead of queueing another job. Across
  // API processes the shared rate limit bounds the rest, and the sync itself is idempotent.
  const running = new Map<string, Promise<SyncOutcome>>();
  const syncLimit = services.rateLimit('sync-player', SYNC_REQUESTS_PER_PLAYER, SYNC_RATE_WINDOW_SECONDS);
  const startSync = async (userId: string) => {
    await syncLimit.consume(userId, texts.server.syncRateLimited);
    return services.jobs.enqueueAndWait(
      'sync-player',
      { userId },
      { jobId: `sync:${userId}:${randomUUID()}`, timeoutMs: SYNC_WAIT_TIMEOUT_MS },
    );
  };

  contractRoute(router, apiRoutes.sync, async ({ userId }) => {
    let flight = running.get(userId);
    if (!flight) {
      flight = startSync(userId).finally(() => running.delete(userId));
      running.set(userId, flight);
    }
    let outcome;
    try {
      outcome = await flight;
    } catch (error) {
      if (error instanceof AppError) throw error;
      services.log.warn({ err: error, userId }, 'sync job failed or timed out');
      throw syncFailures.provider_unavailable;
    }
    if (!outcome.ok) throw syncFailures[outcome.reason ?? 'provider_unavailable'];
    return { success: true, teamsFound: outcome.teamsFound };
  });

  contractRoute(router, apiRoutes.teams, ({ userId }) =>
    services.cachedRead(`teams:${userId}`, async () => ({
      value: new JsonBytes({ teams: groupBySport(await listTeams(services.pool, userId)) }),
      // Every event of the player's teams names the player: a new team's first sync too.
      subjects: [playerSubject(userId)],
    })),
  );
  contractRoute(router, apiRoutes.tiers, async () => publicTiers(services.pool));
  contractRoute(router, apiRoutes.raffleTickets, async ({ userId }) => ({ tickets: await listTickets(services.pool, userId) }));
  contractRoute(router, apiRoutes.dashboard, async ({ userId }) => dashboard(services.pool, userId, services.now()));
  return router;
}
