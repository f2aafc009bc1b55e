import Router from '@koa/router';
import { apiRoutes, challengeCatalogue, conversionEvents, conversionIdOf, partnerSlug, texts } from '@fr/contracts';
import { AppError } from '../../../platform/errors';
import { contractRoute } from '../../../platform/http/contract-route';
import { processOnce } from '../../../platform/http/webhook-inbox';
import type { AppServices } from '../../../services';
import { conversionSource, recordConversion } from '../../contests';
import { completeChallenge } from '../complete-challenge';
import { parsePartnerSecrets } from './partner-secrets';
import { PostbackSignatureError, verifyPostback } from './postback-signature';

/**
 * A partner's conversion postback: signed with the partner's own secret over the raw body. Its sub-id names the click
 * that led to it (a contest's link) or the player (a challenge's link); the conversion is recorded with its
 * commission, attributed to them, and completes the player's matching sign-up, deposit, wager or referral challenge.
 * Each transaction id counts once.
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
    // Unknown answers 404, so the partner retries: a click is found once the read model has it.
    const source = await conversionSource(services, partner, body.subId);
    if (!source) throw new AppError('not_found', texts.server.unknownSubId);
    const type = conversionEvents[body.event];
    const challenge = challengeCatalogue.find((c) => c.type === type && c.platform !== null && partnerSlug(c.platform) === partner);
    await processOnce(services.pool, `affiliate:${partner}`, body.transactionId, async () => {
      await recordConversion(services, partner, body, source);
      if (challenge)
        await completeChallenge(services, source.userId, challenge.id, 'postback', conversionIdOf(partner, body.transactionId));
    });
    return { received: true };
  });
  return router;
}
