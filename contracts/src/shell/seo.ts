/**
 * Ours (issue 24): the page's meta description, which search results show under the title, in product-spec.md's
 * words of what the product does (§1). In a file of its own, without imports: the client's build config reads it.
 */
export const metaDescription =
  'Connect your fantasy-sports account, beat your projected points to earn raffle tickets by tier, earn and spend virtual coins, buy boosts and enter raffles for real prizes.';
