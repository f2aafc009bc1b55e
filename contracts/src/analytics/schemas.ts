import { z } from 'zod';
import { daysBetween } from './dates';
import { MAX_ANALYTICS_RANGE_DAYS, paymentStatuses } from './constants';
import { adminPersonSchema } from '../admin/schemas';

// Shapes of spec §3 (Admin analytics). Money is in integer cents, coins in whole coins, percentages one decimal.
const count = z.number().int().nonnegative();
const cents = z.number().int();
const percent = z.number();

export const overviewSchema = z.object({
  today: z.object({
    totalUsers: count,
    newSignups: count,
    activeUsers: count,
    /** Runs of a player's commands with no 30-minute gap, begun today. */
    totalSessions: count,
    /** Today's clicks on partner links (a player's repeats within 30 minutes count once). */
    totalClicks: count,
  }),
  /** Percent change against yesterday's snapshot (the metrics job); 0 when there is no snapshot or it was 0. */
  growth: z.object({ userGrowth: percent, signupGrowth: percent, clickGrowth: percent }),
  /** The last 7 New York days, oldest first, today last. */
  recentSignups: z.array(z.object({ date: z.string(), count })),
  topPlatforms: z.array(z.object({ platform: z.string(), clicks: count, conversions: count })),
  conversionRates: z.array(z.object({ step: z.string(), completed: count, total: count })),
});
export type Overview = z.infer<typeof overviewSchema>;

export const platformAnalyticsSchema = z.object({
  platform: z.string(),
  /** conversions / clicks in percent; 0 without clicks. */
  conversionRate: percent,
  totalClicks: count,
  conversions: count,
  /** Affiliate commission cents per click; 0 without clicks. */
  revenuePerClick: z.number(),
});
export const platformAnalyticsResponseSchema = z.array(platformAnalyticsSchema);
export type PlatformAnalytics = z.infer<typeof platformAnalyticsSchema>;

export const revenueAnalyticsSchema = z.object({
  totalRevenue: cents,
  affiliateCommissions: cents,
  /** Coin packages paid, net of refunds and disputes. */
  coinPurchases: cents,
  /** Percent change of the range against the same number of days before it, from the daily snapshots. */
  growth: percent,
  note: z.string().optional(),
  topEarners: z.array(z.object({ source: z.string(), amount: cents })),
  /** Revenue over time in the range: per New York day, or per month when the range is longer than 92 days. */
  interval: z.enum(['day', 'month']),
  series: z.array(z.object({ period: z.string(), coinPurchases: cents, affiliateCommissions: cents })),
  currency: z.literal('usd'),
});
export type RevenueAnalytics = z.infer<typeof revenueAnalyticsSchema>;

export const challengeAnalyticsSchema = z.object({ challengeName: z.string(), completions: count, totalUsers: count });
export const challengeAnalyticsResponseSchema = z.array(challengeAnalyticsSchema);
export type ChallengeAnalytics = z.infer<typeof challengeAnalyticsSchema>;

/**
 * The coin economy of a range, which adds up (issue 23): opening + earned + bought = spent + taken back + expired +
 * circulation. Bought coins include a package's bonus; coins never expire, so expired is always 0.
 */
export const coinAnalyticsSchema = z.object({
  /** Coins held by players before the range began. */
  openingCirculation: z.number().int(),
  /** Coins players earned (from the mint) within the range. */
  totalEarned: count,
  /** Coins players bought (from the bank: packages and their bonus) within the range. */
  totalBought: count,
  /** Coins players spent (to the sink) within the range. */
  totalSpent: count,
  /** Coins refunds and disputes took back (to the bank) within the range. */
  totalReturned: count,
  /** Coins do not expire in this product: always 0, shown so the sum is complete. */
  totalExpired: count,
  /** Coins held by players at the end of the range. */
  circulation: z.number().int(),
});
export type CoinAnalytics = z.infer<typeof coinAnalyticsSchema>;

export const realtimeAnalyticsSchema = z.object({
  /** Players with a command in the last 5 minutes. */
  activeNow: count,
  activeToday: count,
  signupsToday: count,
  asOf: z.string(),
});
export type RealtimeAnalytics = z.infer<typeof realtimeAnalyticsSchema>;

export const generateMetricsResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** The New York day snapshotted (the last complete one) and how many missing days were written with it. */
  date: z.string(),
  written: count,
});
export type GenerateMetricsResponse = z.infer<typeof generateMetricsResponseSchema>;

const dayError = { error: 'Give the date as YYYY-MM-DD (a New York calendar day).' };
/** A New York calendar day, as every analytics, finance and fulfilment range names its ends. */
export const analyticsDateSchema = z.iso.date(dayError);
const inOrder = (r: { from?: string; to?: string }) => !r.from || !r.to || r.from <= r.to;
const notTooLong = (r: { from?: string; to?: string }) =>
  !r.from || !r.to || r.from > r.to || daysBetween(r.from, r.to) <= MAX_ANALYTICS_RANGE_DAYS;
const reversedError = { error: 'The start date (from) is after the end date (to): swap them.', path: ['from'] };
const tooLongError = { error: `The date range is longer than ${MAX_ANALYTICS_RANGE_DAYS} days: choose a shorter one.`, path: ['to'] };

/** New York calendar days, both included; without them a call covers everything up to today. */
export const dateRangeQuerySchema = z
  .object({ from: analyticsDateSchema.optional(), to: analyticsDateSchema.optional() })
  .refine(inOrder, reversedError)
  .refine(notTooLong, tooLongError);
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

export const ledgerExportQuerySchema = z
  .object({ from: analyticsDateSchema, to: analyticsDateSchema })
  .refine(inOrder, reversedError)
  .refine(notTooLong, tooLongError);

export const paymentStatusSchema = z.enum(paymentStatuses);

export const paymentsQuerySchema = z
  .object({ from: analyticsDateSchema.optional(), to: analyticsDateSchema.optional(), status: paymentStatusSchema.optional() })
  .refine(inOrder, reversedError)
  .refine(notTooLong, tooLongError);
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

/** One coin purchase as finance reads it: who paid, for what, and what refunds and disputes reversed since. */
export const adminPaymentSchema = z.object({
  paymentId: z.string(),
  player: adminPersonSchema,
  /** The package bought (its coins) and the bonus that came with it. */
  packageCoins: count,
  bonusCoins: count,
  amountCents: cents,
  currency: z.literal('usd'),
  status: paymentStatusSchema,
  refundedCents: count,
  disputedCents: count,
  provider: z.enum(['sandbox', 'stripe']),
  /** The provider's charge reference (Stripe: the PaymentIntent); null for the sandbox's purchases before it had one. */
  providerReference: z.string().nullable(),
  testMode: z.boolean(),
  paidAt: z.string(),
  /** The last refund or dispute, if any. */
  reversedAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentsResponseSchema = z.object({
  payments: z.array(adminPaymentSchema),
  /** More payments match than the 500 shown: narrow the range. */
  truncated: z.boolean(),
});
export type AdminPaymentsResponse = z.infer<typeof adminPaymentsResponseSchema>;

export const statementQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Give the month as YYYY-MM, for example 2026-10.' }),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** One check of the statement: our figure, the other book's, and the difference (0 when they agree). */
export const reconciliationLineSchema = z.object({
  check: z.string(),
  ours: z.number().int(),
  theirs: z.number().int(),
  difference: z.number().int(),
  unit: z.enum(['coins', 'cents']),
});
export type ReconciliationLine = z.infer<typeof reconciliationLineSchema>;

/** The month's statement (issue 23): sales, reversals, prizes and the liability of unspent bought coins, reconciled. */
export const monthlyStatementSchema = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  currency: z.literal('usd'),
  purchases: count,
  /** Coins sold: packages and their bonus. */
  coinsSold: count,
  grossRevenueCents: count,
  refundsCents: count,
  disputesCents: count,
  netRevenueCents: cents,
  /** Coins refunds and disputes took back. */
  coinsTakenBack: count,
  prizesAwarded: count,
  prizesValueCents: count,
  /** Bought coins players still held at the end of the month (the ledger's purchased lots). */
  unspentPurchasedCoins: z.number().int(),
  /** Our records against the coin ledger: every line should show a difference of 0. */
  ledger: z.array(reconciliationLineSchema),
  /**
   * Our records against the payment provider's balance transactions: the month's totals, then one line per payment
   * that differs. `unavailable` says in words why the provider could not be asked; the ledger checks still stand.
   */
  provider: z.object({
    unavailable: z.string().nullable(),
    lines: z.array(reconciliationLineSchema),
  }),
});
export type MonthlyStatement = z.infer<typeof monthlyStatementSchema>;

/** A CSV download: the body is text, streamed. */
export const csvResponseSchema = z.string();
