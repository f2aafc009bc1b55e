import { EXPERIENCE_REWARD_BASE_COINS } from '../fantasy/tiers';

const base = EXPERIENCE_REWARD_BASE_COINS.toLocaleString('en-US');

/**
 * Ours (issue 22): the product's own words, explained where they appear by one info popover. What each kind of coin
 * may pay for is said by the Bank and the Shop; these say where the coins come from.
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
      'Coins you win by playing rather than buy: Experience rewards, challenges, the daily check-in, bonuses and the welcome coins.',
  },
  purchasedCoins: {
    term: 'Purchased coins',
    explanation: 'Coins that come with a coin package you paid for with money, as opposed to the coins you earn by playing.',
  },
  bonusCoins: {
    term: 'Bonus coins',
    explanation:
      'Extra coins given free: the daily check-in bonus, the Category and Ultimate Bonus for completing challenges, and the extra coins a larger coin package adds on top of what you pay for.',
  },
} as const;

export type GlossaryTerm = Exclude<keyof typeof glossaryTexts, 'about'>;
