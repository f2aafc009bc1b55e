import { z } from 'zod';
import { adminPersonSchema } from '../admin/schemas';
import { coinLotSchema } from '../coins/events';
import { coinAdjustmentsServerTexts } from './texts';
import { MAX_ADJUSTMENT_REASON_LENGTH, MAX_COIN_ADJUSTMENT, MIN_ADJUSTMENT_REASON_LENGTH } from './constants';

export const adjustmentReasonSchema = z.string().trim().min(MIN_ADJUSTMENT_REASON_LENGTH).max(MAX_ADJUSTMENT_REASON_LENGTH);

/** Positive: a grant from the mint. Negative: a correction that takes coins back to the sink. Never zero. */
export const adjustmentAmountSchema = z
  .number()
  .int()
  .min(-MAX_COIN_ADJUSTMENT)
  .max(MAX_COIN_ADJUSTMENT)
  .refine((n) => n !== 0, coinAdjustmentsServerTexts.coinAdjustmentAmount);

/** What an adjustment is: the client picks its id, so a retried request is the same request. */
export const coinAdjustmentRequestSchema = z.object({
  requestId: z.string().uuid(),
  amount: adjustmentAmountSchema,
  lot: coinLotSchema,
  reason: adjustmentReasonSchema,
});

export type CoinAdjustmentRequest = z.infer<typeof coinAdjustmentRequestSchema>;

/** What the approver (or rejecter) saw: a request that no longer says this is refused (409). */
export const coinAdjustmentDecisionSchema = coinAdjustmentRequestSchema.omit({ requestId: true });

export type CoinAdjustmentDecision = z.infer<typeof coinAdjustmentDecisionSchema>;

export const coinAdjustmentStatuses = ['pending', 'applied', 'rejected', 'failed'] as const;

export const coinAdjustmentStatusSchema = z.enum(coinAdjustmentStatuses);

export type CoinAdjustmentStatus = z.infer<typeof coinAdjustmentStatusSchema>;

export const coinAdjustmentSchema = z.object({
  requestId: z.string(),
  player: adminPersonSchema,
  amount: z.number().int(),
  lot: coinLotSchema,
  reason: z.string(),
  status: coinAdjustmentStatusSchema,
  requestedBy: adminPersonSchema,
  /** Whether the admin asking made the request: the console then offers no approval (four eyes). */
  requestedByMe: z.boolean(),
  requestedAt: z.string(),
  decidedBy: adminPersonSchema.nullable(),
  decidedAt: z.string().nullable(),
  /** Why an approved adjustment could not be applied (the player no longer held the coins). */
  failure: z.string().nullable(),
});

export type CoinAdjustment = z.infer<typeof coinAdjustmentSchema>;

export const coinAdjustmentResponseSchema = z.object({ message: z.string(), adjustment: coinAdjustmentSchema });

export const coinAdjustmentListQuerySchema = z.object({ status: coinAdjustmentStatusSchema.default('pending') });

export const coinAdjustmentListResponseSchema = z.object({
  /** Above this many coins, either way, an adjustment waits for a second admin (the configured threshold). */
  approvalAbove: z.number().int().nonnegative(),
  adjustments: z.array(coinAdjustmentSchema),
});

export const coinAdjustmentIdParamsSchema = z.object({ requestId: z.string().uuid() });

export const purchaseRefundParamsSchema = z.object({ userId: z.string().min(1).max(100), purchaseId: z.string().min(1).max(200) });

export const purchaseRefundRequestSchema = z.object({ reason: adjustmentReasonSchema });

export const purchaseRefundResponseSchema = z.object({
  message: z.string(),
  refundedCents: z.number().int().nonnegative(),
  /** The player's balance once the purchase's coins are taken back (what they had spent is recorded as debt). */
  balance: z.number().int().nonnegative(),
});
