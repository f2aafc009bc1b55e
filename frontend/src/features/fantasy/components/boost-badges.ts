import { defaultTiers, tierKeys, type TierKey } from '@fr/contracts/fantasy';
import type { Team } from '@fr/contracts/fantasy';
import { parseBoostCode, type UpgradeTier } from '../../../components/boosts/boost-code';
import { shopTexts } from '@fr/contracts/shop';

export type BoostBadge =
  | { kind: 'upgrade'; tier: TierKey; label: string }
  | { kind: 'performance'; percent: number; label: string }
  | { kind: 'multiplier'; factor: number; label: string };

const tierName = (key: TierKey) => defaultTiers.find((tier) => tier.key === key)?.tierName ?? key;

/**
 * Spec §4: with several boosts only the highest tier upgrade, the largest performance boost and the largest prize
 * multiplier show as badges, in that order. Unknown codes are ignored.
 */
export function selectBoostBadges(applied: Team['appliedBoosts']): BoostBadge[] {
  let upgrade: UpgradeTier | undefined;
  let percent = 0;
  let factor = 0;
  for (const boost of applied) {
    const effect = parseBoostCode(boost.boostType);
    if (effect?.kind === 'upgrade' && (!upgrade || tierKeys.indexOf(effect.tier) > tierKeys.indexOf(upgrade))) upgrade = effect.tier;
    if (effect?.kind === 'performance') percent = Math.max(percent, effect.percent);
    if (effect?.kind === 'multiplier') factor = Math.max(factor, effect.factor);
  }
  const kinds = shopTexts.boostKinds;
  const badges: BoostBadge[] = [];
  if (upgrade) badges.push({ kind: 'upgrade', tier: upgrade, label: `${tierName(upgrade)} ${kinds.upgrade}` });
  if (percent > 0) badges.push({ kind: 'performance', percent, label: `${percent}% ${kinds.performance}` });
  if (factor > 0) badges.push({ kind: 'multiplier', factor, label: `${factor}x ${kinds.multiplier}` });
  return badges;
}
