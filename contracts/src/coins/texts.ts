import type { CoinReason } from './events';

/** User-visible coins texts, verbatim from product-spec.md where it fixes them. */
export const coinsTexts = {
  coinBox: { label: 'Your Balance' },
  /** The two lots of a balance and what each pays for (decision 0015), shown in the Bank. */
  coinLots: {
    earned: 'Earned coins',
    earnedPays:
      'Pay for boosts, tier upgrades and prize multipliers, and for Style items. Earned free: challenges, the daily check-in, your teams and the sign-up gift.',
    purchased: 'Purchased coins',
    purchasedPays: 'Pay for Style items only. Bought coins, package bonus included, never change a ticket, a tier or an entry.',
  },
  /** The daily check-in's success, the same on the Challenges page and in the Bank (spec §8). */
} as const;

/** Each ledger reason in words, for the operator console (issue 23): every credit and debit reason has one. */
export const coinReasonLabels = {
  signup_grant: 'Sign-up gift',
  daily_checkin: 'Daily check-in reward',
  challenge_reward: 'Challenge reward',
  category_bonus: 'Category bonus',
  ultimate_bonus: 'Ultimate bonus',
  experience_reward: 'Experience tier reward',
  coin_purchase: 'Coins bought',
  purchase_bonus: 'Bonus coins from a purchase',
  boost_purchase: 'Boost bought in the shop',
  style_purchase: 'Style item bought in the shop',
  purchase_reversal: 'Refunded or disputed purchase taken back',
  dispute_won: 'Disputed purchase won: coins given back',
  admin_adjustment: 'Adjusted by support',
} as const satisfies Record<CoinReason, string>;

const isCoinReason = (reason: string): reason is CoinReason => Object.hasOwn(coinReasonLabels, reason);

/** A reason in words; one the code does not know yet (an older or newer event) shows as the ledger wrote it. */
export const coinReasonLabel = (reason: string): string => (isCoinReason(reason) ? coinReasonLabels[reason] : reason);

/** Messages the API answers with for coins; texts.server composes every resource's. */
export const coinsServerTexts = {
  insufficientCoins: 'Insufficient Coins',
  insufficientEarnedCoins: 'Not enough earned coins: purchased coins cannot pay for this.',
} as const;
