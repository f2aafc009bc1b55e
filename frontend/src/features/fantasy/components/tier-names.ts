import { tierKeys, type TierKey } from '@fr/contracts/fantasy';
import type { Tier } from '@fr/contracts/fantasy';

/** Tier keys are ordered by level; the live configuration names each level. */
export const levelOf = (key: TierKey) => tierKeys.indexOf(key) + 1;

export function tierNameOf(tiers: readonly Tier[], key: TierKey): string {
  return tiers.find((tier) => tier.id === levelOf(key))?.tierName ?? key;
}
