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
  completedAt: z.string(),
});

/** The bank events: stream, meaning and payload schema of each (docs/events.md is generated from them). */
export const bankEvents = {
  CoinPurchaseCompleted: {
    stream: 'player-{userId}',
    description: 'A coin package paid (sandbox or a verified Stripe checkout); comes with a CoinsCredited from the bank, lot purchased.',
    schema: coinPurchaseCompletedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
