/** Business constants from product-spec.md §9. Coins are integers. */
export const SIGNUP_GRANT_COINS = 1000;
export const MIN_PASSWORD_LENGTH = 8;
export const MINIMUM_AGE = 18;
export const DESKTOP_BREAKPOINT_PX = 1024;
