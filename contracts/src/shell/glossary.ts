import { EXPERIENCE_REWARD_BASE_COINS } from '../fantasy/tiers';

const base = EXPERIENCE_REWARD_BASE_COINS.toLocaleString('en-US');

/**
 * Ours (issue 22): the product's own words, explained where they appear by one info popover: where each kind of coin
 * comes from and what it pays for (decision 0015), in the same words as the Bank, the Shop and the official rules.
 */
export const glossaryTexts = {
  /** The info button's name for screen readers. */
  about: (term: string) => `About ${term}`,
  rookie: {
    term: 'Rookie (Experience) tier',
    explanation:
      'The first of the five tiers. A team that beats its projection by the Rookie margin this game week reaches it and earns Experience coins, not a raffle ticket; Bronze, Silver, Gold and Platinum earn tickets.',
  },
  experienceCoins: {
    term: 'Experience coins',
    explanation: `Coins the Rookie (Experience) tier pays into your wallet, once per team and game week it is reached: ${base} coins times the tier's multiplier. They are earned coins, won by playing.`,
  },
  earnedCoins: {
    term: 'Earned coins',
    explanation:
      'Coins you win by playing rather than buy: Experience rewards, challenges, the daily check-in, challenge bonuses and the welcome coins. Only earned coins pay for odds boosts, tier upgrades and prize multipliers.',
  },
  purchasedCoins: {
    term: 'Purchased coins',
    explanation:
      'Coins that come with a coin package you paid for with money, its bonus coins included. They carry no prize value: they pay for Style items only, never for anything that changes a ticket, so a purchase does not improve your odds.',
  },
  bonusCoins: {
    term: 'Bonus coins',
    explanation:
      "Extra coins. The daily check-in bonus and the Category and Ultimate Bonus for completing challenges are earned coins. The extra coins a larger coin package adds on top of what you pay for are purchased coins, like the package's own.",
  },
} as const;

export type GlossaryTerm = Exclude<keyof typeof glossaryTexts, 'about'>;
