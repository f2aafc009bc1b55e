import { defaultTiers } from '@fr/contracts/fantasy';
import type { ShopBoostType } from '@fr/contracts/shop';
import { shopTexts } from '@fr/contracts/shop';

type EffectData = ShopBoostType['levels'][number]['effectData'];

/** The effect of one shop level in words, from its effectData kind (spec §3). */
export function levelEffect(effect: EffectData): string {
  switch (effect.type) {
    case 'odds_boost':
    case 'ticket_multiplier':
      return effect.description;
    case 'tier_upgrade':
      return shopTexts.shop.upgradeEffect(effect.targetTier, effect.upgradeCount);
    case 'performance_reduction': {
      const perTier = effect.tiers.map((percent, i) => `${defaultTiers[i]?.tierName ?? i + 1} ${percent}%`);
      return `${shopTexts.shop.reductionEffect}: ${perTier.join(', ')}`;
    }
  }
}
