import { POPUP_HEIGHT, POPUP_WIDTH, SOCIAL_SIGN_IN_MESSAGE, type SocialProvider } from '@fr/contracts/accounts';
import { apiPaths } from '@fr/contracts/api-paths';

/** How a social sign-in in the popup ended. */
export type SocialSignInResult = { outcome: 'signed_in' | 'signed_up' } | { outcome: 'error'; title: string; message: string };

/** What the sign-in popup tells the window that opened it, just before it closes. */
export type SocialSignInReport = SocialSignInResult & { type: typeof SOCIAL_SIGN_IN_MESSAGE };

/** Opens the provider's sign-in in a centred popup of the spec's size (§2); null when the browser blocked it. */
export function openProviderPopup(provider: SocialProvider): Window | null {
  const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
  return window.open(
    apiPaths.authSocialInitiate.replace(':provider', provider),
    `${provider}-sign-in`,
    `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
}

/**
 * The window that opened this one, when it is a page of this site. Another site's page cannot read our location, so
 * reading it throws there: such an opener is never told anything.
 */
export function sameOriginOpener(): Window | null {
  const opener = window.opener as Window | null;
  if (!opener) return null;
  try {
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
}

/** Sends the report to the opener, addressed to this site only (a page of another site there receives nothing). */
export function reportToOpener(opener: Window, report: SocialSignInResult): void {
  opener.postMessage({ type: SOCIAL_SIGN_IN_MESSAGE, ...report }, window.location.origin);
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The popup's report, if this message is one: from our own origin and from the popup this window opened, nothing else. */
export function reportFrom(event: MessageEvent, popup: Window | null): SocialSignInReport | null {
  if (!popup || event.source !== popup || event.origin !== window.location.origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== SOCIAL_SIGN_IN_MESSAGE) return null;
  if (!('outcome' in data)) return null;
  if (data.outcome === 'signed_in' || data.outcome === 'signed_up') return { type: SOCIAL_SIGN_IN_MESSAGE, outcome: data.outcome };
  if (data.outcome === 'error' && 'title' in data && 'message' in data && isText(data.title) && isText(data.message)) {
    return { type: SOCIAL_SIGN_IN_MESSAGE, outcome: 'error', title: data.title, message: data.message };
  }
  return null;
}
