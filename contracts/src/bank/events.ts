import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';

export const coinPurchaseCompletedSchema = z.object({
  userId: z.string(),
  /** The payment's id at the provider (sandbox id or Stripe Checkout session id): credited once per id. */
  paymentId: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  amount: z.number().int().positive(),
  bonus: z.number().int().nonnegative(),
  priceCents: z.number().int().positive(),
  /** The provider's charge reference (Stripe PaymentIntent), which its refund and dispute events name. */
  paymentRef: z.string().optional(),
  /** The checkout that reserved this purchase against the monthly limit (absent before reservations existed). */
  checkoutId: z.string().optional(),
  /**
   * Paid to a test bank (the sandbox, or Stripe with a test key): no real money moved (issue 22). Absent before it was
   * recorded: a sandbox purchase was a test one, a Stripe one is read as live.
   */
  testMode: z.boolean().optional(),
  completedAt: z.string(),
});

export const coinCheckoutOpenedSchema = z.object({
  userId: z.string(),
  /** Ours, from the player and the purchase's Idempotency-Key: a retried purchase names the same checkout. */
  checkoutId: z.string(),
  packageAmount: z.number().int().positive(),
  priceCents: z.number().int().positive(),
  openedAt: z.string(),
  /** The reservation lapses here unless the purchase completed; the provider's checkout expires at the same instant. */
  expiresAt: z.string(),
});

export const coinCheckoutReleasedSchema = z.object({
  userId: z.string(),
  checkoutId: z.string(),
  /** The provider could not start the checkout, so nothing can be paid for it. */
  reason: z.enum(['provider_unavailable']),
  releasedAt: z.string(),
});

export const coinPurchaseRefusedSchema = z.object({
  userId: z.string(),
  paymentId: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  /** What the paid checkout named and what was paid, as the provider reported them. */
  packageAmount: z.number().int(),
  priceCents: z.number().int().nonnegative(),
  paymentRef: z.string().optional(),
  checkoutId: z.string().optional(),
  /**
   * self_excluded: the player self-excluded after opening the checkout; over_limit: the checkout's reservation had
   * lapsed and the purchase no longer fits the monthly limit; price_mismatch: the price paid is not the package's.
   */
  reason: z.enum(['self_excluded', 'over_limit', 'price_mismatch']),
  refusedAt: z.string(),
});

export const coinPurchaseReversedSchema = z.object({
  userId: z.string(),
  paymentId: z.string(),
  reason: z.enum(['refund', 'dispute']),
  /** How much of the price is reversed now, in total (the provider's cumulative figure; a replay repeats it). */
  reversedCents: z.number().int().positive(),
  /** Coins the reversal takes back, and how many of them the player no longer had: a debt, never a negative balance. */
  coinsDue: z.number().int().nonnegative(),
  coinsTaken: z.number().int().nonnegative(),
  debt: z.number().int().nonnegative(),
  providerEventId: z.string(),
  reversedAt: z.string(),
});

export const coinPurchaseReinstatedSchema = z.object({
  userId: z.string(),
  paymentId: z.string(),
  /** The provider's dispute (Stripe: `dp_...`) closed in our favour. */
  disputeId: z.string(),
  /** What the provider gave back now, in US cents. */
  reinstatedCents: z.number().int().positive(),
  /** How much of the price stays reversed once it is given back (refunds and disputes not won). */
  reversedCents: z.number().int().nonnegative(),
  /**
   * Coins the dispute had taken back and the player is owed again: first the debt that reversal recorded is cleared
   * (coins never taken are not given), the rest is credited from the bank to the purchased lot.
   */
  coinsDue: z.number().int().nonnegative(),
  debtCleared: z.number().int().nonnegative(),
  coinsCredited: z.number().int().nonnegative(),
  providerEventId: z.string(),
  reinstatedAt: z.string(),
});

/** The bank events: stream, meaning and payload schema of each (docs/events.md is generated from them). */
export const bankEvents = {
  CoinPurchaseCompleted: {
    stream: 'player-{userId}',
    description: 'A coin package paid (sandbox or a verified Stripe checkout); comes with a CoinsCredited from the bank, lot purchased.',
    schema: coinPurchaseCompletedSchema,
  },
  CoinPurchaseReversed: {
    stream: 'player-{userId}',
    description:
      'A paid package refunded or disputed: its coins (paid and bonus, in proportion) go back to the bank through a CoinsDebited from whatever the player still has; what is missing is recorded as debt.',
    schema: coinPurchaseReversedSchema,
  },
  CoinPurchaseReinstated: {
    stream: 'player-{userId}',
    description:
      "A disputed package's dispute won (the provider gave the money back): the debt its reversal recorded is cleared first, and the coins it took come back to the purchased lot through a CoinsCredited from the bank (reason dispute_won).",
    schema: coinPurchaseReinstatedSchema,
  },
  CoinCheckoutOpened: {
    stream: 'player-{userId}',
    description:
      'A coin checkout opened: its price counts against the monthly purchase limit until the purchase completes or the checkout expires.',
    schema: coinCheckoutOpenedSchema,
  },
  CoinCheckoutReleased: {
    stream: 'player-{userId}',
    description: 'An opened checkout the payment provider could not start: its reservation against the monthly limit ends.',
    schema: coinCheckoutReleasedSchema,
  },
  CoinPurchaseRefused: {
    stream: 'player-{userId}',
    description:
      "A paid checkout credited nothing (self-excluded since, over the limit, or a price that is not the package's): the money is owed back to the player and the payment is listed for a refund.",
    schema: coinPurchaseRefusedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
