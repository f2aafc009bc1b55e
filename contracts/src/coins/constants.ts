/** Business constants from product-spec.md §9. Coins are integers. */
export const SIGNUP_GRANT_COINS = 1000;

/**
 * Which lot pays for a spend (decision 0015). `earned-only`: whatever changes a ticket, a tier or an entry is paid only
 * with coins earned or given free, so a purchase never improves the odds. `purchased-first`: spends with no prize value
 * (Style items) take bought coins first, then earned ones.
 */
export const spendPolicies = ['earned-only', 'purchased-first'] as const;

export type SpendPolicy = (typeof spendPolicies)[number];

/** Every coin spend of the product, by its ledger reason, with the lot that pays for it: the rule is written once. */
export const coinSpends = {
  boost_purchase: 'earned-only',
  style_purchase: 'purchased-first',
} as const satisfies Record<string, SpendPolicy>;

export type CoinSpendReason = keyof typeof coinSpends;
