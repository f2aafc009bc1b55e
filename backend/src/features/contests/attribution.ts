import {
  CLICK_ID_PREFIX,
  affiliateConversionStreams,
  conversionIdOf,
  partnerPlatforms,
  partnerSlug,
  type AffiliatePostback,
} from '@fr/contracts';
import { findAffiliateClick } from '@fr/projections';
import type { AppServices } from '../../services';
import { affiliateConversionDecider } from './domain/affiliate-conversion';

/** Whom a partner's conversion belongs to: the player, and the click (with its contest) when the sub-id was one. */
export interface ConversionSource {
  userId: string;
  clickId: string | null;
  contestId: string | null;
}

/**
 * Reads a postback's sub-id as a contest click of ours, which must have led to this partner. Null otherwise: a sub-id
 * is never taken for a player id, or a partner could credit any player whose id it learnt.
 */
export async function conversionSource(
  services: Pick<AppServices, 'pool'>,
  partner: string,
  subId: string,
): Promise<ConversionSource | null> {
  if (!subId.startsWith(CLICK_ID_PREFIX)) return null;
  const click = await findAffiliateClick(services.pool, subId);
  if (!click || partnerSlug(click.platform) !== partner) return null;
  return { userId: click.userId, clickId: click.clickId, contestId: click.contestId };
}

/** Records a verified partner conversion with its commission, once per partner transaction. */
export async function recordConversion(
  services: Pick<AppServices, 'commands' | 'now' | 'store'>,
  partner: string,
  postback: AffiliatePostback,
  source: ConversionSource,
): Promise<void> {
  const { stream, legacy } = affiliateConversionStreams(partner, postback.transactionId);
  // The old name may hold this conversion (recorded before the names changed) or another partner's (the collision).
  const recordedUnderOldName =
    legacy !== null &&
    (await services.store.read(legacy)).some(
      (e) =>
        e.type === 'AffiliateConversionRecorded' &&
        (e.data as { partner: string }).partner === partner &&
        (e.data as { transactionId: string }).transactionId === postback.transactionId,
    );
  await services.commands.handle({
    streamId: stream,
    decider: affiliateConversionDecider,
    command: {
      type: 'RecordConversion',
      conversion: {
        conversionId: conversionIdOf(partner, postback.transactionId),
        partner,
        // The slug was verified against a configured secret, and only known partners' slugs can have one.
        platform: partnerPlatforms.find((p) => partnerSlug(p) === partner)!,
        event: postback.event,
        transactionId: postback.transactionId,
        ...source,
        commissionCents: postback.commissionCents ?? 0,
        occurredAt: postback.occurredAt ?? null,
      },
    },
    context: { now: services.now(), recordedUnderOldName },
    metadata: { actor: `partner:${partner}`, command: 'RecordConversion' },
  });
}
