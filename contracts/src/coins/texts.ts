/** User-visible coins texts, verbatim from product-spec.md where it fixes them. */
export const coinsTexts = {
  coinBox: { label: 'Your Balance' },
  /** The daily check-in's success, the same on the Challenges page and in the Bank (spec §8). */
} as const;

/** Messages the API answers with for coins; texts.server composes every resource's. */
export const coinsServerTexts = {
  insufficientCoins: 'Insufficient Coins',
} as const;
