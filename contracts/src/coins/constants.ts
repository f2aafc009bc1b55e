/** Business constants from product-spec.md §9. Coins are integers. */
export const SIGNUP_GRANT_COINS = 1000;
