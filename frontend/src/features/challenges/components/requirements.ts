import type { Challenge } from '@fr/contracts/challenges';

/** The display-only requirements and the link a challenge's requirements JSON holds (spec §3, §5). */
export interface ChallengeRequirements {
  /** Our click route for a partner challenge (a path on this site), or a partner's https page. */
  affiliateLink?: string;
  minimumAge?: number;
  minimumDeposit?: number;
}

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A link the card may open: an https or http page, or a path on this site (never `//host`, which leaves it). */
const isOpenable = (link: string) => /^https?:\/\//.test(link) || /^\/(?!\/)/.test(link);

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
  const link = typeof fields.affiliateLink === 'string' && isOpenable(fields.affiliateLink) ? fields.affiliateLink : undefined;
  return { affiliateLink: link, minimumAge: asNumber(fields.minimumAge), minimumDeposit: asNumber(fields.minimumDeposit) };
}

/** Spec §5: a partner challenge whose requirements hold no valid link is logged, and nothing opens. */
export function reportMissingLink(challenge: Pick<Challenge, 'id' | 'requirements'>): void {
  console.error(`Challenge ${challenge.id} has no valid affiliate link in its requirements: ${challenge.requirements}`);
}
