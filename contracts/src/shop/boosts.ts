import type { BoostEffects } from '../fantasy/tier-targets';
import {
  type BoostCategory,
  boostTypeIds,
  multiplierBoostCode,
  multiplierBoostLevels,
  performanceBoostCode,
  performanceBoostLevels,
  tierUpgradeLevels,
} from './constants';
import type { ShopBoostType } from './schemas';
import { shopTexts } from './texts';

const kinds = shopTexts.boostKinds;

/** One purchasable boost: a shop boost type at one level. */
export interface BoostOffer {
  boostTypeId: string;
  level: number;
  code: string;
  name: string;
  description: string;
  category: BoostCategory;
  coinCost: number;
}

export const boostOffers: readonly BoostOffer[] = [
  ...performanceBoostLevels.map((l) => ({
    boostTypeId: boostTypeIds.performance,
    level: l.level,
    code: performanceBoostCode(l.percent),
    category: 'performance' as const,
    coinCost: l.coinCost,
    name: `${l.percent}% ${kinds.performance}`,
    description: `Every tier's margin above projection drops by ${l.percent}% for the team's game week.`,
  })),
  ...tierUpgradeLevels.map((l) => ({
    boostTypeId: boostTypeIds.upgrade,
    level: l.level,
    code: l.code,
    category: 'upgrade' as const,
    coinCost: l.coinCost,
    name: `${l.targetTier} ${kinds.upgrade}`,
    description: `Tiers 1 to ${l.level + 1} pay a ${l.targetTier} ticket for the team's game week.`,
  })),
  ...multiplierBoostLevels.map((l) => ({
    boostTypeId: boostTypeIds.multiplier,
    level: l.level,
    code: multiplierBoostCode(l.multiplier),
    category: 'multiplier' as const,
    coinCost: l.coinCost,
    name: `${l.multiplier}x ${kinds.multiplier}`,
    description: `Multiplies the team's tickets and Experience coins by ${l.multiplier} for its game week.`,
  })),
];

export const findOffer = (boostTypeId: string, level: number) =>
  boostOffers.find((o) => o.boostTypeId === boostTypeId && o.level === level);

/**
 * The one display name of a boost code. A purchase records the name it had then; reads show this one, so boosts bought
 * under an older name are named like new ones. Null for a code no offer has.
 */
export const boostName = (code: string): string | null => boostOffers.find((o) => o.code === code)?.name ?? null;

/** GET /api/shop/boosts: the three boost types with their levels, costs and effect data (spec §3). */
export function shopCatalogue(): ShopBoostType[] {
  const type = (id: string, name: string, description: string, category: BoostCategory, icon: string): ShopBoostType => ({
    id,
    name,
    description,
    category,
    icon,
    userLevel: 1,
    levels: boostOffers
      .filter((o) => o.boostTypeId === id)
      .map((o) => ({ level: o.level, code: o.code, coinCost: o.coinCost, effectData: effectData(o) })),
  });
  return [
    type(boostTypeIds.performance, kinds.performance, 'Lower the points your team needs for every tier.', 'performance', 'speed'),
    type(boostTypeIds.upgrade, kinds.upgrade, 'Turn lower-tier achievements into higher-tier tickets.', 'upgrade', 'upgrade'),
    type(boostTypeIds.multiplier, kinds.multiplier, 'Multiply the tickets and coins your team earns.', 'multiplier', 'bolt'),
  ];
}

function effectData(o: BoostOffer): ShopBoostType['levels'][number]['effectData'] {
  if (o.category === 'performance') {
    const percent = performanceBoostLevels.find((l) => l.level === o.level)!.percent;
    return { type: 'odds_boost', oddsIncrease: percent, description: o.description };
  }
  if (o.category === 'upgrade')
    return { type: 'tier_upgrade', upgradeCount: o.level, targetTier: tierUpgradeLevels[o.level - 1]!.targetTier };
  return { type: 'ticket_multiplier', multiplier: multiplierBoostLevels[o.level - 1]!.multiplier, description: o.description };
}

/**
 * The combined effect of the boosts applied to a team for one week: the largest performance boost, the largest
 * multiplier and the highest upgrade count (boosts of one kind do not stack; spec §4 shows only the strongest).
 */
export function boostEffects(codes: readonly string[]): BoostEffects & { upgradeLevel: number } {
  let reductionPercent = 0;
  let rewardMultiplier = 1;
  let upgradeLevel = 0;
  for (const code of codes) {
    const odds = /^odds_boost_(\d+)$/.exec(code);
    const multiplier = /^tickets_(\d+)x$/.exec(code);
    const upgrade = tierUpgradeLevels.find((l) => l.code === code);
    if (odds) reductionPercent = Math.max(reductionPercent, Number(odds[1]));
    if (multiplier) rewardMultiplier = Math.max(rewardMultiplier, Number(multiplier[1]));
    if (upgrade) upgradeLevel = Math.max(upgradeLevel, upgrade.level);
  }
  return { reductionPercent, rewardMultiplier, upgradeLevel };
}

/** Tier upgrade level N lifts tiers 1 to N+1 to tier N+1 (level 1: tiers 1 and 2 pay Bronze); higher tiers stay. */
export function upgradedTier(achievedLevel: number, upgradeLevel: number): number {
  return upgradeLevel > 0 && achievedLevel <= upgradeLevel + 1 ? upgradeLevel + 1 : achievedLevel;
}
