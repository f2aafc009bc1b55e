import { z } from 'zod';
import { partnerPlatforms, partnerSlug } from '../challenges/constants';
import { affiliatePostbackSchema } from '../challenges/schemas';
import type { CatalogueEntry } from '../events/catalogue-entry';

/** A player's clicks on one contest: the stream holds what the dedupe window needs and nothing else contends with it. */
export const affiliateClickStream = (userId: string, contestId: string) => `affiliate-clicks-${userId}-${contestId}`;

const LEGACY_CONVERSION_PREFIX = 'affiliate-conversion-';
const partnerSlugs = partnerPlatforms.map(partnerSlug);

/**
 * One partner conversion per stream, named by what the partner reports (its slug and transaction id). The first name,
 * `affiliate-conversion-{partner}-{transactionId}`, is ambiguous where a slug is another's plus a dash
 * (`draftkings` + `sportsbook-1` = `draftkings-sportsbook` + `1`), so the second partner's conversion found the
 * first's stream and was dropped. Where another partner's name could be the same, the stream is
 * `affiliate-conversion:{partner}:{transactionId}`: slugs hold no `:`, so the partner ends at the first one. Elsewhere
 * the first name stays, so streams recorded under it are found where they are, without a rebuild; `legacy` names the
 * ambiguous old stream, which the caller reads to find a conversion recorded there before (it counts as recorded).
 */
export function affiliateConversionStreams(partner: string, transactionId: string): { stream: string; legacy: string | null } {
  const first = `${LEGACY_CONVERSION_PREFIX}${partner}-${transactionId}`;
  const ambiguous = partnerSlugs.some((other) => other !== partner && first.startsWith(`${LEGACY_CONVERSION_PREFIX}${other}-`));
  return ambiguous ? { stream: `affiliate-conversion:${partner}:${transactionId}`, legacy: first } : { stream: first, legacy: null };
}

/** A conversion's id: the partner and its transaction id, the same key the challenge it completes records as sourceRef. */
export const conversionIdOf = (partner: string, transactionId: string) => `${partner}:${transactionId}`;

export const affiliateClickRecordedSchema = z.object({
  clickId: z.string(),
  userId: z.string(),
  contestId: z.string(),
  platform: z.string(),
  /** The link the click opened (the partner's with our sub-id, or a path inside the app). */
  url: z.string(),
  clickedAt: z.string(),
});

export const affiliateConversionRecordedSchema = z.object({
  conversionId: z.string(),
  /** The partner's slug, as it signed the postback. */
  partner: z.string(),
  platform: z.string(),
  event: affiliatePostbackSchema.shape.event,
  transactionId: z.string(),
  /** The click the partner's sub-id named; null for a postback that named the player directly (challenge links). */
  clickId: z.string().nullable(),
  contestId: z.string().nullable(),
  userId: z.string(),
  /** What the partner pays us for it, in cents (0 when the postback names no amount). */
  commissionCents: z.number().int().nonnegative(),
  /** When the partner says it happened; null when it does not say. */
  occurredAt: z.string().nullable(),
  recordedAt: z.string(),
});

/** The contests events: stream, meaning and payload schema of each (docs/events.md is generated from them). */
export const contestsEvents = {
  AffiliateClickRecorded: {
    stream: 'affiliate-clicks-{userId}-{contestId}',
    description:
      "A player clicked a contest's Join button; repeats within 30 minutes count once. Its click id travels to the partner as the link's sub-id.",
    schema: affiliateClickRecordedSchema,
  },
  AffiliateConversionRecorded: {
    stream: 'affiliate-conversion-{partner}-{transactionId} (affiliate-conversion:{partner}:{transactionId} where ambiguous)',
    description:
      "A partner's signed postback reported a conversion (sign-up, deposit, wager, referral) of a click or a player, with its commission; once per transaction.",
    schema: affiliateConversionRecordedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
