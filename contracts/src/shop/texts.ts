import { counted } from '../shell/plural';
import type { StyleItemId } from './constants';

/** User-visible shop texts, verbatim from product-spec.md where it fixes them. */
export const shopTexts = {
  shop: {
    subtitle: 'Spend earned coins on odds boosts, tier upgrades and prize multipliers, and any coins on Style.',
    tabsLabel: 'Boost categories',
    tabs: { performance: 'Odds Boosts', upgrade: 'Tier Upgrades', multiplier: 'Prize Multipliers', style: 'Style' },
    /** Decision 0014: what pays for what, said on every card and tab it concerns. */
    paidWithEarned: 'Paid with earned coins only: purchased coins never change a ticket.',
    earnedBalance: (earned: string) => `Earned coins: ${earned}`,
    needMoreEarnedCoins: 'Need More Earned Coins',
    styleIntro: 'Avatar frames for your profile. Any coins pay for them, purchased coins first; they carry no prize value.',
    styleOwned: 'Owned',
    styleEquipped: 'Shown on your profile',
    styleBuy: 'Buy',
    styleEquip: 'Show on Profile',
    styleUnequip: 'Take Off',
    styleBoughtTitle: 'Frame Purchased!',
    styleFailed: 'Failed to update your style. Please try again.',
    styleNames: {
      'frame-emerald': 'Emerald Frame',
      'frame-sapphire': 'Sapphire Frame',
      'frame-ruby': 'Ruby Frame',
      'frame-gold': 'Gold Frame',
    } satisfies Record<StyleItemId, string>,
    level: (level: number) => `Level ${level}`,
    coins: 'coins',
    buy: 'Buy Now',
    buying: 'Buying...',
    purchasedTitle: 'Boost Purchased!',
    purchasedMessage: 'Apply it to a team from the Bank or your dashboard.',
    purchaseFailedTitle: 'Purchase Failed',
    boostFailed: 'Failed to purchase boost. Please try again.',
    upgradeFailed: 'Failed to purchase tier upgrade. Please try again.',
    insufficientCoinsTitle: 'Insufficient Coins',
    insufficientEarnedCoinsTitle: 'Not Enough Earned Coins',
    insufficientForUpgrade: (cost: string, earned: string) =>
      `You need ${cost} earned coins to purchase this tier upgrade. You have ${earned} earned coins; purchased coins do not pay for boosts.`,
    insufficientForBoost: (cost: string, earned: string) =>
      `You need ${cost} earned coins to purchase this boost. You have ${earned} earned coins; purchased coins do not pay for boosts.`,
    upgradeEffect: (targetTier: string, count: number) =>
      `Lifts your team's lowest ${count + 1} tiers to ${targetTier} for the next game week.`,
    reductionEffect: 'Tier targets lowered by',
    empty: 'No boosts in this category right now.',
    loadFailed: 'Failed to load the Shop. Please try again.',
    /** Ours (issue 22): a spend above SHOP_CONFIRM_ABOVE_COINS is confirmed first. */
    confirmTitle: 'Confirm your purchase',
    confirmItem: 'Item',
    confirmPrice: 'Price',
    confirmBalance: 'Your balance',
    confirmBalanceAfter: 'Balance after',
    /** A boost is paid with earned coins only (decision 0015): the summary counts those. */
    confirmEarnedBalance: 'Your earned coins',
    confirmEarnedBalanceAfter: 'Earned coins after',
    confirmBuy: (cost: string) => `Spend ${cost} coins`,
    cancel: 'Cancel',
  },
  /**
   * One name per boost kind, after the spec's codes (odds_boost_*, tickets_*x, *_upgrade), everywhere a boost is named:
   * Shop, Bank, dashboard badges and dialogs (issue 12).
   */
  boostKinds: { performance: 'Odds Boost', upgrade: 'Tier Upgrade', multiplier: 'Prize Multiplier' },
  /** The Bank / coin vault (spec §2, §8; labels the spec leaves open are ours). */
  boosts: {
    dialogTitle: 'Apply Boost',
    chooseBoost: 'Choose a boost',
    chooseTeam: 'Choose a team',
    readyToPlay: 'Ready to play',
    noTeams: 'No team can take a boost right now: boosts apply only to teams whose games have not started.',
    backToTeams: 'Back to team selection',
    projectedPoints: 'Projected points',
    points: 'pts',
    multiplierEffectsTitle: 'Prize multiplier effects',
    upgradeEffectsTitle: 'Tier upgrade effects',
    requirementsTitle: 'Tier requirements',
    current: 'Current',
    boosted: 'Boosted',
    tickets: (count: number) => counted(count, { one: 'ticket', other: 'tickets' }),
    /** The odds boost's effect for the team being previewed, in the points its tier targets drop by. */
    pointsSaved: (least: string, most: string) =>
      least === most
        ? `Every tier needs ${most} fewer points for this team.`
        : `Each tier needs ${least} to ${most} fewer points for this team.`,
    coins: (coins: string) => `${coins} coins`,
    cancel: 'Cancel',
    apply: 'Apply',
    applyMultiplier: 'Apply Multiplier',
    applyUpgrade: 'Apply Upgrade',
    applyBoost: 'Apply Boost',
    applying: 'Applying...',
    appliedTitle: 'Boost Applied!',
    appliedTitleDashboard: '🚀 Boost Applied!',
    appliedMessage: (boost: string, team: string) => `${boost} is now active on ${team}.`,
    failedTitle: 'Application Failed',
    failedFallback: 'Failed to apply boost to team.',
    loadFailed: 'Failed to load your boosts. Please try again.',
  },
} as const;

/** Messages the API answers with for shop; texts.server composes every resource's. */
export const shopServerTexts = {
  unknownBoost: 'Unknown boost type or level.',
  costMismatch: 'The price has changed. Please refresh the shop and try again.',
  boostNotFound: 'Boost not found.',
  boostAlreadyApplied: 'This boost has already been applied.',
  teamNotFound: 'Team not found.',
  teamActive: 'Boosts can only be applied to teams that are not playing right now.',
  boostPurchased: 'Boost purchased!',
  boostApplied: 'Boost Applied!',
  styleNotOwned: 'You do not own this frame.',
  styleAlreadyOwned: 'You already own this frame.',
  stylePurchased: 'Frame purchased!',
  styleEquipped: 'Style updated.',
  needCoinsForStyle: (cost: number, coins: number) => `You need ${cost} coins to purchase this frame. You have ${coins} coins.`,
  needEarnedCoinsForUpgrade: (cost: number, earned: number) =>
    `You need ${cost} earned coins to purchase this tier upgrade. You have ${earned} earned coins; purchased coins do not pay for boosts.`,
  needEarnedCoinsForBoost: (cost: number, earned: number) =>
    `You need ${cost} earned coins to purchase this boost. You have ${earned} earned coins; purchased coins do not pay for boosts.`,
} as const;
