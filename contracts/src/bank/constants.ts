import { clientRoutes } from '../shell/constants';

/** The Bank's coin purchase section: other pages link to /bank#{id} to land on it (spec §2). */
export const BANK_PURCHASE_SECTION_ID = 'get-more-coins';

/** Coin packages (§9): coins, bonus coins, price in cents, the most popular one. */
export const coinPackages = [
  { amount: 1000, bonus: 0, priceCents: 499, popular: false },
  { amount: 2500, bonus: 500, priceCents: 999, popular: true },
  { amount: 5000, bonus: 1500, priceCents: 1999, popular: false },
  { amount: 10000, bonus: 4000, priceCents: 3499, popular: false },
] as const;

export const COIN_PACKAGE_CURRENCY = 'usd';

/** Limits of the client (§9). */
export const QUICK_OPPORTUNITIES_LIMIT = 5;

/**
 * Ours, responsible play: an opened checkout reserves its price against the monthly purchase limit for this long, and
 * its Stripe Checkout Session expires at the same instant (Stripe allows 30 minutes to 24 hours), so no payment can
 * complete a checkout whose reservation has lapsed.
 */
export const CHECKOUT_RESERVATION_MS = 60 * 60 * 1000;

/**
 * Ours (issue 22): the payment page sends the player back to /bank?purchase={outcome}&checkout={checkoutId}; the
 * outcome only says which button they pressed, the checkout's status (from the verified webhook) says what happened.
 */
export const CHECKOUT_RETURN_PARAM = 'purchase';
export const CHECKOUT_ID_PARAM = 'checkout';
export const checkoutReturnOutcomes = ['success', 'cancelled'] as const;
export type CheckoutReturnOutcome = (typeof checkoutReturnOutcomes)[number];

/** Where a purchase's receipt is, in the client (the receipt e-mail links there too). */
export const receiptPath = (purchaseId: string) => clientRoutes.bankReceipt.replace(':purchaseId', encodeURIComponent(purchaseId));
