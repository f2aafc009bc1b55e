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

/** Messages the API answers with for coins; texts.server composes every resource's. */
export const coinsServerTexts = {
  insufficientCoins: 'Insufficient Coins',
  insufficientEarnedCoins: 'Not enough earned coins: purchased coins cannot pay for this.',
} as const;
