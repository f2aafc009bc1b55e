/** Shop, boosts and coin packages: product-spec.md §3 and §9. Coins are integers; prices in US cents. */
export const boostCategories = ['performance', 'upgrade', 'multiplier'] as const;

export type BoostCategory = (typeof boostCategories)[number];

export const performanceBoostLevels = [
  { level: 1, percent: 10, coinCost: 500 },
  { level: 2, percent: 20, coinCost: 1000 },
  { level: 3, percent: 30, coinCost: 2500 },
  { level: 4, percent: 40, coinCost: 5000 },
  { level: 5, percent: 50, coinCost: 10000 },
] as const;

export const multiplierBoostLevels = [
  { level: 1, multiplier: 2, coinCost: 2000 },
  { level: 2, multiplier: 3, coinCost: 4000 },
  { level: 3, multiplier: 4, coinCost: 8000 },
  { level: 4, multiplier: 5, coinCost: 10000 },
  { level: 5, multiplier: 10, coinCost: 25000 },
] as const;

export const tierUpgradeLevels = [
  { level: 1, code: 'bronze_upgrade', targetTier: 'Bronze', coinCost: 1500 },
  { level: 2, code: 'silver_upgrade', targetTier: 'Silver', coinCost: 3000 },
  { level: 3, code: 'gold_upgrade', targetTier: 'Gold', coinCost: 6000 },
  { level: 4, code: 'platinum_upgrade', targetTier: 'Platinum', coinCost: 12000 },
] as const;

export type TierUpgradeCode = (typeof tierUpgradeLevels)[number]['code'];

export const boostTypeIds = { performance: 'performance-boost', upgrade: 'tier-upgrade', multiplier: 'prize-multiplier' } as const;

export const performanceBoostCode = (percent: number) => `odds_boost_${percent}`;

export const multiplierBoostCode = (multiplier: number) => `tickets_${multiplier}x`;

/** Ours (issue 22): a coin spend above this many coins is confirmed first, with the item, its price and the balance after. */
export const SHOP_CONFIRM_ABOVE_COINS = 100;

/**
 * Ours (decision 0015): Style items, avatar frames shown on the profile, with no prize value, so they are the one thing
 * purchased coins buy. Each frame is drawn as a ring from its two colours.
 */
export const styleItems = [
  { id: 'frame-emerald', coinCost: 500, colors: ['#34d399', '#047857'] },
  { id: 'frame-sapphire', coinCost: 1000, colors: ['#60a5fa', '#1e40af'] },
  { id: 'frame-ruby', coinCost: 2500, colors: ['#f87171', '#991b1b'] },
  { id: 'frame-gold', coinCost: 5000, colors: ['#fcd34d', '#b45309'] },
] as const;

export type StyleItemId = (typeof styleItems)[number]['id'];

export const styleItemIds = styleItems.map((item) => item.id) as [StyleItemId, ...StyleItemId[]];

export const findStyleItem = (id: string) => styleItems.find((item) => item.id === id);
