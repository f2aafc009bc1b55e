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
  completedAt: z.string(),
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
} as const satisfies Record<string, CatalogueEntry>;
