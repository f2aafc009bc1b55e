import Router from '@koa/router';
import { apiRoutes, type EligibilityResponse } from '@fr/contracts';
import { eligibilityChangesOf, eligibilityDeclarationOf } from '@fr/projections';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import { handlePlayerCommand } from '../player';
import type { eligibilitySlice } from './eligibility-slice';
import { eligibilityStatus } from './require-eligible';

async function eligibilityAnswer(services: AppServices, userId: string): Promise<EligibilityResponse> {
  const [declaration, changes] = await Promise.all([
    eligibilityDeclarationOf(services.pool, userId),
    eligibilityChangesOf(services.pool, userId),
  ]);
  const now = services.now();
  return {
    declaration,
    raffle: declaration && eligibilityStatus(declaration, now, 'raffle'),
    adultOffer: declaration && eligibilityStatus(declaration, now, 'adult-offer'),
    changes,
  };
}

/** The player's declaration with what it allows, and declaring or changing it. */
export function eligibilityRoutes(services: AppServices): Router {
  const router = new Router();

  contractRoute(router, apiRoutes.eligibility, async ({ userId }) => eligibilityAnswer(services, userId));

  // Idempotent by itself: the same date and state again change nothing. The answer (and the entry the client retries
  // next, and the draw tick) reads the read model, so it waits for the declaration to reach it.
  contractRoute(router, apiRoutes.declareEligibility, async ({ userId, body }) => {
    const result = await handlePlayerCommand<typeof eligibilitySlice>(services, userId, { type: 'DeclareEligibility', ...body });
    await services.waitForReadModels(result.position);
    return eligibilityAnswer(services, userId);
  });

  return router;
}
