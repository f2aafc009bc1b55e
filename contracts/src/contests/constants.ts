import { shellTexts } from '../shell/texts';

/** Contest constants: product-spec.md §2, §3 and §9 where they fix them, otherwise ours (marked). */
export const contestFrequencies = ['daily', 'weekly', 'season'] as const;

export type ContestFrequency = (typeof contestFrequencies)[number];

/**
 * Ours: a player's repeated clicks on one contest count once within this window after the counted click (a double
 * click, a second visit in the same sitting); the same window the analytics use for a session.
 */
export const CLICK_DEDUPE_WINDOW_MS = 30 * 60_000;

/** Ours: click ids start with this, so a postback's sub-id tells a click apart from a player id at a glance. */
export const CLICK_ID_PREFIX = 'clk_';

/** Ours: the query parameter that carries our click id on a partner link; the partner posts it back as `subId`. */
export const CLICK_SUB_ID_PARAM = 'sub_id';

/**
 * Ours: how long the client waits for a click to be recorded before it opens the contest's link anyway (spec §7:
 * failure only logged). Well inside the 5 s a browser keeps a click's permission to open a tab.
 */
export const TRACK_CLICK_TIMEOUT_MS = 3000;

/** The platform of contests we run ourselves (our raffles): their links stay inside the app. */
export const OWN_PLATFORM = shellTexts.app.brandName;

/** Spec §2: links starting with http open in a new tab; internal ones navigate in place. */
export const isExternalLink = (url: string) => /^https?:\/\//i.test(url);

/**
 * The link a click opens: a partner link with the click id as its sub-id (so the partner's postback names the click),
 * an internal link as it is.
 */
export function outgoingLink(affiliateUrl: string, clickId: string): string {
  if (!isExternalLink(affiliateUrl)) return affiliateUrl;
  const url = new URL(affiliateUrl);
  url.searchParams.set(CLICK_SUB_ID_PARAM, clickId);
  return url.toString();
}
