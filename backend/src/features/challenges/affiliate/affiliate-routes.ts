import Router from '@koa/router';
import { apiRoutes, conversionEvents, conversionIdOf, offeredChallenges, partnerSlug, texts } from '@fr/contracts';
import { findChallengeClick } from '@fr/projections';
import { AppError } from '../../../platform/errors';
import { contractRoute } from '../../../platform/http/contract-route';
import { escapeHtml } from '../../../platform/http/escape-html';
import { processOnce } from '../../../platform/http/webhook-inbox';
import type { AppServices } from '../../../services';
import { conversionSource, recordConversion, type ConversionSource } from '../../contests';
import { completeChallenge } from '../complete-challenge';
import { issueChallengeClick } from './issue-challenge-click';
import { parsePartnerSecrets } from './partner-secrets';
import { PostbackSignatureError, verifyPostback } from './postback-signature';

/** The player a challenge click names, when it is a click of ours that led to this partner. */
async function challengeClickSource(services: AppServices, partner: string, subId: string): Promise<ConversionSource | null> {
  const click = await findChallengeClick(services.pool, subId);
  if (!click || partnerSlug(click.platform) !== partner) return null;
  return { userId: click.userId, clickId: click.clickId, contestId: null };
}

/**
 * A partner challenge's link, and the partner's conversion postback. The link issues a click for the signed-in player
 * and redirects to the partner's page with its click id. The postback is signed with the partner's own secret over the
 * raw body; its sub-id names the click that led to it (a challenge's or a contest's link), which names the player.
 * The conversion is recorded with its commission, attributed to them, and completes the player's matching sign-up,
 * sync, deposit or wager challenge (its reward once). Each transaction id counts once.
 */
export function affiliateRoutes(services: AppServices): Router {
  const router = new Router();
  const secrets = parsePartnerSecrets(services.config.affiliateSecrets ?? undefined);

  contractRoute(router, apiRoutes.challengeClick, async ({ ctx, userId, params }) => {
    // A link on our page opens it (same-origin) or the player types it (none); another site must not make a player's
    // browser issue clicks (the click counts revenue per click is reckoned from).
    const site = ctx.get('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') throw new AppError('forbidden', texts.server.challengeClickCrossSite);
    // A GET, so the route contract does not check the admin's lock; a click is a change all the same.
    if (await ctx.state.isPlayerLocked?.(userId)) throw new AppError('forbidden', texts.server.accountLockedByAdmin);
    const { url } = await issueChallengeClick(services, userId, params.challengeId);
    ctx.set('Location', url);
    return `<!doctype html><title>${escapeHtml(texts.pages.challenges)}</title><a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  });

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
    const source = (await challengeClickSource(services, partner, body.subId)) ?? (await conversionSource(services, partner, body.subId));
    if (!source) throw new AppError('not_found', texts.server.unknownSubId);
    const type = conversionEvents[body.event];
    const challenge = offeredChallenges.find(
      (c) => c.type === type && c.completion === 'partner_postback' && c.platform !== null && partnerSlug(c.platform) === partner,
    );
    await processOnce(services.pool, `affiliate:${partner}`, body.transactionId, async () => {
      await recordConversion(services, partner, body, source);
      if (challenge)
        await completeChallenge(services, source.userId, challenge.id, 'postback', conversionIdOf(partner, body.transactionId));
    });
    return { received: true };
  });
  return router;
}
