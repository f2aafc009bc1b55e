import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { SYNC_WAIT_TIMEOUT_MS, apiRoutes, texts } from '@fr/contracts';
import { listTeams, listTickets } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import { completeConnection, initiateConnection } from './application/connect';
import { dashboard } from './dashboard';
import type { FantasyParts, FantasyPlatform } from './fantasy-parts';
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

  contractRoute(router, apiRoutes.sync, async ({ userId }) => {
    let outcome;
    try {
      outcome = await services.jobs.enqueueAndWait(
        'sync-player',
        { userId },
        { jobId: `sync:${userId}:${randomUUID()}`, timeoutMs: SYNC_WAIT_TIMEOUT_MS },
      );
    } catch (error) {
      services.log.warn({ err: error, userId }, 'sync job failed or timed out');
      throw syncFailures.provider_unavailable;
    }
    if (!outcome.ok) throw syncFailures[outcome.reason ?? 'provider_unavailable'];
    return { success: true, teamsFound: outcome.teamsFound };
  });

  contractRoute(router, apiRoutes.teams, async ({ userId }) => ({ teams: groupBySport(await listTeams(services.pool, userId)) }));
  contractRoute(router, apiRoutes.tiers, async () => publicTiers(services.pool));
  contractRoute(router, apiRoutes.raffleTickets, async ({ userId }) => ({ tickets: await listTickets(services.pool, userId) }));
  contractRoute(router, apiRoutes.dashboard, async ({ userId }) => dashboard(services.pool, userId, services.now()));
  return router;
}
