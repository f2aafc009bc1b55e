import { z } from 'zod';
import { sports } from '../fantasy/constants';
import { contestFrequencies } from './constants';

/** A partner contest as served (spec §3 Partner contest), plus when its entries lock. */
export const contestSchema = z.object({
  id: z.string(),
  platform: z.string(),
  title: z.string(),
  /** The prize as shown ("$1M to 1st"); `prizeValue` is the prize pool in US dollars. */
  prize: z.string(),
  prizeValue: z.number().int().nonnegative(),
  frequency: z.enum(contestFrequencies),
  description: z.string(),
  sports: z.array(z.enum(sports)),
  /** Distinct players who joined through our link. */
  participants: z.number().int().nonnegative(),
  /** Whole seconds until entries lock, by the server's clock. */
  timeRemaining: z.number().int().nonnegative(),
  /** Ours: the instant entries lock (ISO 8601). */
  closesAt: z.string(),
  featured: z.boolean(),
  /** The partner's link (http), or a path inside the app for our own contests. */
  affiliateUrl: z.string(),
  /** Display only (spec §5). */
  requirements: z.array(z.string()),
});
export type Contest = z.infer<typeof contestSchema>;

export const contestsResponseSchema = z.object({ contests: z.array(contestSchema) });
export type ContestsResponse = z.infer<typeof contestsResponseSchema>;

/** Spec §7: the click as the Contests page reports it. The link must be the contest's own. */
export const trackAffiliateClickRequestSchema = z.object({
  platform: z.string().min(1).max(64),
  contestId: z.string().min(1).max(64),
  affiliateUrl: z.string().min(1).max(2048),
});
export type TrackAffiliateClickRequest = z.infer<typeof trackAffiliateClickRequestSchema>;

export const trackAffiliateClickResponseSchema = z.object({
  clickId: z.string(),
  /** What to open: the contest's own link, carrying the click id as its sub-id when it leads to a partner. */
  url: z.string(),
  /** True when this click repeats the player's counted click on the contest within the window (it counts once). */
  repeated: z.boolean(),
});
export type TrackAffiliateClickResponse = z.infer<typeof trackAffiliateClickResponseSchema>;
