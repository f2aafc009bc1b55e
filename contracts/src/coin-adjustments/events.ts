import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';
import { coinLotSchema } from '../coins/events';

/** A coin adjustment that needs a second admin lives on a stream of its own until it is decided. */
export const coinAdjustmentStream = (requestId: string) => `coin-adjustment-${requestId}`;

/** The admin refund of one coin purchase: one stream per payment, so it is asked of the provider once. */
export const coinRefundStream = (paymentId: string) => `coin-refund-${paymentId}`;

const adjustment = {
  requestId: z.string(),
  userId: z.string(),
  amount: z.number().int(),
  lot: coinLotSchema,
  reason: z.string(),
};

export const coinAdjustmentRequestedSchema = z.object({ ...adjustment, requestedBy: z.string(), requestedAt: z.string() });
export const coinAdjustmentApprovedSchema = z.object({
  requestId: z.string(),
  userId: z.string(),
  approvedBy: z.string(),
  approvedAt: z.string(),
});
export const coinAdjustmentRejectedSchema = z.object({
  requestId: z.string(),
  userId: z.string(),
  rejectedBy: z.string(),
  rejectedAt: z.string(),
});
export const coinAdjustmentFailedSchema = z.object({
  requestId: z.string(),
  userId: z.string(),
  failure: z.string(),
  failedAt: z.string(),
});

export const coinsAdjustedSchema = z.object({
  ...adjustment,
  requestedBy: z.string(),
  /** The second admin, or null for an adjustment small enough to apply at once. */
  approvedBy: z.string().nullable(),
  adjustedAt: z.string(),
});

export const coinPurchaseRefundIssuedSchema = z.object({
  userId: z.string(),
  paymentId: z.string(),
  adminId: z.string(),
  reason: z.string(),
  /** The provider's refund id. */
  refundId: z.string(),
  refundedCents: z.number().int().nonnegative(),
  issuedAt: z.string(),
});

/** Support's coin adjustments and refunds (issue 23): stream, meaning and payload schema of each. */
export const coinAdjustmentsEvents = {
  CoinAdjustmentRequested: {
    stream: 'coin-adjustment-{requestId}',
    description: 'An admin asked for a coin adjustment above the approval threshold; a second admin must approve it.',
    schema: coinAdjustmentRequestedSchema,
  },
  CoinAdjustmentApproved: {
    stream: 'coin-adjustment-{requestId}',
    description: 'A second admin approved the request; the adjustment is then applied on the player stream, once.',
    schema: coinAdjustmentApprovedSchema,
  },
  CoinAdjustmentRejected: {
    stream: 'coin-adjustment-{requestId}',
    description: 'A second admin rejected the request; no coin moves.',
    schema: coinAdjustmentRejectedSchema,
  },
  CoinAdjustmentFailed: {
    stream: 'coin-adjustment-{requestId}',
    description: 'An approved correction could not be applied: the player no longer held the coins it takes back.',
    schema: coinAdjustmentFailedSchema,
  },
  CoinsAdjusted: {
    stream: 'player-{userId}',
    description:
      'An admin grant (positive, from the mint) or correction (negative, to the sink) with its reason in words; the CoinsCredited or CoinsDebited beside it moves the coins.',
    schema: coinsAdjustedSchema,
  },
  CoinPurchaseRefundIssued: {
    stream: 'coin-refund-{paymentId}',
    description: "An admin refunded a coin purchase through the payment provider; its webhook's reversal takes the coins back.",
    schema: coinPurchaseRefundIssuedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
