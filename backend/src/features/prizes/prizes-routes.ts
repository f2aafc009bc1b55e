import Router from '@koa/router';
import { FEATURED_PRIZES_LIMIT, apiRoutes, texts } from '@fr/contracts';
import { findUserById, livePrizes, wonPrizesOf } from '@fr/projections';
import { AppError } from '../../platform/errors';
import { contractRoute } from '../../platform/http/contract-route';
import type { AppServices } from '../../services';
import type { TokenCipher } from '../../platform/token-cipher';
import { requireDeclaration } from '../eligibility';
import { handlePlayerCommand } from '../player';
import { prizeAnswer } from './prize-answer';
import { newRedeemCode } from './redeem-code';
import { forgetShippingAddress, storeShippingAddress } from './shipping-address-store';
import { forgetTaxDetails, storeTaxDetails } from './tax-details-store';
import type { prizesSlice } from './prizes-slice';

/** The prize catalogue, the player's won prizes, and claiming and redeeming one. */
export function prizesRoutes(services: AppServices, cipher: TokenCipher): Router {
  const router = new Router();

  // The catalogue as admins last changed it (issue 23): an edit shows on the next request.
  contractRoute(router, apiRoutes.prizeCatalogue, async ({ query }) => {
    const prizeCatalogue = await livePrizes(services.pool);
    return {
      prizes: query.category === 'all' ? prizeCatalogue : prizeCatalogue.filter((p) => p.category === query.category),
      // The featured row stands above the filter on the Prizes page, so it is the same whatever the category.
      featured: prizeCatalogue.filter((p) => p.isFeatured).slice(0, FEATURED_PRIZES_LIMIT),
    };
  });

  contractRoute(router, apiRoutes.wonPrizes, async ({ userId }) => ({ prizes: await wonPrizesOf(services.pool, userId) }));

  // Not behind an Idempotency-Key store: that keeps a hash of the request, and this one carries a taxpayer id and an
  // address. A claim is idempotent by itself (a claimed prize answers as it is).
  contractRoute(router, apiRoutes.claimPrize, async ({ userId, params, body }) => {
    // A prize goes to a person we can reach: the winner's e-mail must be verified before the claim (issue 9).
    if (!(await findUserById(services.pool, userId))?.emailVerified) throw new AppError('forbidden', texts.server.verifyEmailToClaim);
    // Eligibility is checked again on what the player declares now (the decider says which rule refuses).
    const declaration = await requireDeclaration(services, userId);
    const attempt = { userId, awardId: params.prizeId, redeemCode: newRedeemCode() };
    const { taxDetails, shippingAddress } = body;
    // Stored before the claim is decided, so an accepted claim that says its details are on file always has them.
    if (taxDetails) await storeTaxDetails(services.pool, cipher, attempt, taxDetails);
    if (shippingAddress) await storeShippingAddress(services.pool, cipher, attempt, shippingAddress);
    const forget = async () => {
      if (taxDetails) await forgetTaxDetails(services.pool, attempt);
      if (shippingAddress) await forgetShippingAddress(services.pool, attempt);
    };
    let claimed;
    try {
      claimed = await handlePlayerCommand<typeof prizesSlice>(services, userId, {
        type: 'ClaimPrize',
        awardId: attempt.awardId,
        dateOfBirth: declaration.dateOfBirth,
        state: declaration.state,
        taxDetailsOnFile: taxDetails !== undefined,
        shippingAddressOnFile: shippingAddress !== undefined,
        redeemCode: attempt.redeemCode,
      });
    } catch (error) {
      await forget();
      throw error;
    }
    // An earlier claim answered this one: its own rows stay, this attempt's go.
    if (claimed.events.length === 0) await forget();
    return { prize: prizeAnswer(claimed.state, attempt.awardId) };
  });

  contractRoute(router, apiRoutes.redeemPrize, async ({ userId, params }) => {
    const redeemed = await handlePlayerCommand<typeof prizesSlice>(services, userId, { type: 'RedeemPrize', awardId: params.prizeId });
    return { prize: prizeAnswer(redeemed.state, params.prizeId) };
  });
  return router;
}
