import { z } from 'zod';
import { adminPersonSchema } from '../admin/schemas';
import { analyticsDateSchema } from '../analytics/schemas';
import { shippingAddressSchema } from '../eligibility/schemas';
import { raffleSports } from '../raffles/constants';
import { wonPrizeTypes } from './constants';
import {
  MAX_CARRIER_LENGTH,
  MAX_FORFEIT_REASON_LENGTH,
  MIN_FORFEIT_REASON_LENGTH,
  MAX_PAYMENT_REFERENCE_LENGTH,
  MAX_TRACKING_NUMBER_LENGTH,
  fulfilmentStates,
  winnerContactTemplates,
} from './fulfilment-constants';

const dateRange = { from: analyticsDateSchema.optional(), to: analyticsDateSchema.optional() };

/** The queue's filters: a state, a raffle (its id names the sport), and the New York days the prize was won in. */
export const fulfilmentQueueQuerySchema = z.object({
  state: z.enum(fulfilmentStates).optional(),
  raffleId: z.string().min(1).max(100).optional(),
  sport: z.enum(raffleSports).optional(),
  ...dateRange,
});
export type FulfilmentQueueQuery = z.infer<typeof fulfilmentQueueQuerySchema>;

/** One line of a prize's history: what happened, who did it (the winner, an admin, or the product) and when. */
export const fulfilmentHistoryEntrySchema = z.object({
  kind: z.enum(['won', 'claimed', 'redeemed', 'shipped', 'delivered', 'paid', 'forfeited', 'contacted']),
  at: z.string(),
  by: adminPersonSchema,
  /** What the action said in words (carrier and tracking, payment reference, forfeit reason, template). */
  detail: z.string().nullable(),
});
export type FulfilmentHistoryEntry = z.infer<typeof fulfilmentHistoryEntrySchema>;

export const fulfilmentPrizeSchema = z.object({
  awardId: z.string(),
  state: z.enum(fulfilmentStates),
  winner: adminPersonSchema,
  prizeName: z.string(),
  prizeType: z.enum(wonPrizeTypes),
  /** In US dollars. */
  value: z.number().int().positive(),
  currency: z.literal('USD'),
  raffleId: z.string(),
  drawId: z.string(),
  wonAt: z.string(),
  claimDeadline: z.string(),
  claimedAt: z.string().nullable(),
  /** Whether the winner declared a date of birth and state, and whether that makes them eligible today. */
  eligibility: z.object({ declared: z.boolean(), eligible: z.boolean() }),
  /** Whether a tax form is needed ($600 or more) and whether it is on file; never the tax id itself. */
  taxForm: z.enum(['not_needed', 'complete', 'missing']),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
  paidAt: z.string().nullable(),
  forfeitedAt: z.string().nullable(),
  /** The public proof page of the draw that awarded it. */
  proofUrl: z.string(),
});
export type FulfilmentPrize = z.infer<typeof fulfilmentPrizeSchema>;

export const fulfilmentQueueResponseSchema = z.object({ prizes: z.array(fulfilmentPrizeSchema) });
export type FulfilmentQueueResponse = z.infer<typeof fulfilmentQueueResponseSchema>;

/** One prize with its shipping address (admins only; finance and the auditor see null) and its history. */
export const fulfilmentDetailResponseSchema = z.object({
  prize: fulfilmentPrizeSchema,
  shippingAddress: shippingAddressSchema.nullable(),
  history: z.array(fulfilmentHistoryEntrySchema),
});
export type FulfilmentDetailResponse = z.infer<typeof fulfilmentDetailResponseSchema>;

export const fulfilmentParamsSchema = z.object({ awardId: z.string().min(1).max(200) });

export const markShippedRequestSchema = z.object({
  carrier: z.string().trim().min(2).max(MAX_CARRIER_LENGTH),
  trackingNumber: z.string().trim().min(4).max(MAX_TRACKING_NUMBER_LENGTH),
});
export type MarkShippedRequest = z.infer<typeof markShippedRequestSchema>;

export const markCashPaidRequestSchema = z.object({ paymentReference: z.string().trim().min(3).max(MAX_PAYMENT_REFERENCE_LENGTH) });
export type MarkCashPaidRequest = z.infer<typeof markCashPaidRequestSchema>;

export const forfeitPrizeRequestSchema = z.object({
  reason: z.string().trim().min(MIN_FORFEIT_REASON_LENGTH).max(MAX_FORFEIT_REASON_LENGTH),
});
export type ForfeitPrizeRequest = z.infer<typeof forfeitPrizeRequestSchema>;

/** `contactId` is the client's: the same request sent again sends no second e-mail. */
export const contactWinnerRequestSchema = z.object({ template: z.enum(winnerContactTemplates), contactId: z.uuid() });
export type ContactWinnerRequest = z.infer<typeof contactWinnerRequestSchema>;

export const prizeWinnersExportQuerySchema = z
  .object({ from: analyticsDateSchema, to: analyticsDateSchema })
  .refine((q) => q.from <= q.to, {
    error: 'The start date must not be after the end date.',
  });
