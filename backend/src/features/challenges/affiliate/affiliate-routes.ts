import Router from '@koa/router';
import { apiRoutes, challengeCatalogue, conversionEvents, partnerSlug, texts } from '@fr/contracts';
import { AppError } from '../../../platform/errors';
import { contractRoute } from '../../../platform/http/contract-route';
import { processOnce } from '../../../platform/http/webhook-inbox';
import { findUserById } from '@fr/projections';
import type { AppServices } from '../../../services';
import { completeChallenge } from '../../player';
import { parsePartnerSecrets } from './partner-secrets';
import { PostbackSignatureError, verifyPostback } from './postback-signature';

/**
 * A partner's conversion postback: signed with the partner's own secret over the raw body; completes the matching
 * sign-up, deposit, wager or referral challenge of the player named by the sub-id. Each transaction id counts once.
 */
export function affiliateRoutes(services: AppServices): Router {
  const router = new Router();
  const secrets = parsePartnerSecrets(services.config.affiliateSecrets ?? undefined);

  contractRoute(router, apiRoutes.affiliatePostback, async ({ ctx, body }) => {
    let partner: string;
    try {
      partner = verifyPostback({
        secrets,
        headers: ctx.headers,
        rawBody: (ctx.request as { rawBody?: string }).rawBody ?? '',
        now: services.now(),
      }).partnerSlug;
    } catch (error) {
      if (error instanceof PostbackSignatureError) throw new AppError('invalid_signature', texts.server.invalidSignature);
      throw error;
    }
    if (body.partner !== partner) throw new AppError('invalid_signature', texts.server.invalidSignature);
    if (!(await findUserById(services.pool, body.subId))) throw new AppError('not_found', texts.server.notFound);
    const type = conversionEvents[body.event];
    const challenge = challengeCatalogue.find((c) => c.type === type && c.platform !== null && partnerSlug(c.platform) === partner);
    await processOnce(services.pool, `affiliate:${partner}`, body.transactionId, async () => {
      if (challenge) await completeChallenge(services, body.subId, challenge.id, 'postback', `${partner}:${body.transactionId}`);
    });
    return { received: true };
  });
  return router;
}
