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

/** Coin packages (§9): coins, bonus coins, price in cents, the most popular one. */
export const coinPackages = [
  { amount: 1000, bonus: 0, priceCents: 499, popular: false },
  { amount: 2500, bonus: 500, priceCents: 999, popular: true },
  { amount: 5000, bonus: 1500, priceCents: 1999, popular: false },
  { amount: 10000, bonus: 4000, priceCents: 3499, popular: false },
] as const;
export const COIN_PACKAGE_CURRENCY = 'usd';

/** Daily check-in (§9): 50 coins plus 50 per completed sign-up or sync challenge, at most 19 of them (950 coins). */
export const DAILY_CHECKIN_BASE_COINS = 50;
export const DAILY_CHECKIN_BONUS_PER_CHALLENGE = 50;
export const DAILY_CHECKIN_MAX_BONUS_CHALLENGES = 19;
/**
 * The spec states a 950-coin maximum, while 50 + 19 x 50 would be 1000; the stated maximum wins (issue 4 repeats
 * "950 at most"), so the 19th challenge raises the reward by nothing. See docs/decisions/0006.
 */
export const DAILY_CHECKIN_MAX_COINS = 950;
export const STREAK_GOALS = [3, 7, 30, 90] as const;
export const CATEGORY_BONUS_COINS = 50_000;
export const ULTIMATE_BONUS_COINS = 1_000_000;

/** Limits of the client (§9). */
export const QUICK_OPPORTUNITIES_LIMIT = 5;
export const CONFETTI_PIECES = 50;
export const CONFETTI_DURATION_MS = 3000;
