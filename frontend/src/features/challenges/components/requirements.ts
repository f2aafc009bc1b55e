import type { ChallengeType } from '@fr/contracts/challenges';
import type { Challenge } from '@fr/contracts/challenges';

/** The display-only requirements and the affiliate link a challenge's requirements JSON holds (spec §3, §5). */
export interface ChallengeRequirements {
  affiliateLink?: string;
  minimumAge?: number;
  minimumDeposit?: number;
}

/** Challenges completed on a partner's site; their cards offer the partner's link. */
export const partnerLinkTypes: readonly ChallengeType[] = ['platform_signup', 'first_deposit', 'wager', 'wager_type', 'referral'];

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The requirements JSON read; null when it is not valid JSON. */
export function parseRequirements(requirements: string): ChallengeRequirements | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(requirements);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const fields = parsed as Record<string, unknown>;
  const link = typeof fields.affiliateLink === 'string' && /^https?:\/\//.test(fields.affiliateLink) ? fields.affiliateLink : undefined;
  return { affiliateLink: link, minimumAge: asNumber(fields.minimumAge), minimumDeposit: asNumber(fields.minimumDeposit) };
}

/** Opens the partner's page in a new tab. Spec §5: invalid JSON (or no link in it) is logged and nothing opens. */
export function openAffiliateLink(challenge: Pick<Challenge, 'id' | 'requirements'>): void {
  const link = parseRequirements(challenge.requirements)?.affiliateLink;
  if (!link) {
    console.error(`Challenge ${challenge.id} has no valid affiliate link in its requirements: ${challenge.requirements}`);
    return;
  }
  window.open(link, '_blank', 'noopener,noreferrer');
}
