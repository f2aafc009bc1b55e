import Router from '@koa/router';
import { apiRoutes, consentDocuments, consentStream, versionInForce, type ConsentsResponse } from '@fr/contracts';
import { consentsOf } from '@fr/projections';
import type pg from 'pg';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { eventIdFor } from '../../write/event-ids';
import { consentDecider } from './domain/consent';

/** The player's consents, and the current Terms and Privacy Policy versions they have not accepted yet. */
export async function playerConsents(pool: pg.Pool, userId: string, now: Date): Promise<ConsentsResponse> {
  const consents = await consentsOf(pool, userId);
  const pending = consentDocuments
    .map((document) => ({ document, ...versionInForce(document, now) }))
    .filter(({ document, version }) => !consents.some((c) => c.document === document && c.version === version));
  return { consents, pending };
}

/** Consent to the Terms of Service and the Privacy Policy: asked once per new version, recorded on `consent-{userId}`. */
export function legalRoutes(services: AppServices): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.consents, ({ userId }) => playerConsents(services.pool, userId, services.now()));

  contractRoute(router, apiRoutes.acceptConsents, async ({ userId, body }) => {
    const result = await services.commands.handle({
      streamId: consentStream(userId),
      decider: consentDecider,
      command: { userId, accepted: body.accepted },
      context: { now: services.now() },
      // One acceptance per document version: a replayed request appends nothing.
      eventId: (event) => eventIdFor(`consent:${userId}:${event.data.document}:${event.data.version}`),
      metadata: { actor: userId, command: 'AcceptConsents' },
    });
    // The answer is read from the read model, which must show what was just recorded.
    await services.waitForReadModels(result.position);
    return playerConsents(services.pool, userId, services.now());
  });

  return router;
}
