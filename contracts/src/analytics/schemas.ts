import { z } from 'zod';
import { daysBetween } from './dates';
import { MAX_ANALYTICS_RANGE_DAYS } from './constants';

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
  monthlyRecurring: cents,
  note: z.string().optional(),
  topEarners: z.array(z.object({ source: z.string(), amount: cents })),
});
export type RevenueAnalytics = z.infer<typeof revenueAnalyticsSchema>;

export const challengeAnalyticsSchema = z.object({ challengeName: z.string(), completions: count, totalUsers: count });
export const challengeAnalyticsResponseSchema = z.array(challengeAnalyticsSchema);
export type ChallengeAnalytics = z.infer<typeof challengeAnalyticsSchema>;

export const coinAnalyticsSchema = z.object({
  /** Coins players earned (from the mint) within the range. */
  totalEarned: count,
  /** Coins players spent (to the sink) within the range. */
  totalSpent: count,
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

export const analyticsDateSchema = z.iso.date();

const inRange = (r: { from?: string; to?: string }) =>
  !r.from || !r.to || (r.from <= r.to && daysBetween(r.from, r.to) <= MAX_ANALYTICS_RANGE_DAYS);
const rangeError = { error: `from must not be after to, and the range at most ${MAX_ANALYTICS_RANGE_DAYS} days.` };

/** New York calendar days, both included; without them a call covers everything up to today. */
export const dateRangeQuerySchema = z
  .object({ from: analyticsDateSchema.optional(), to: analyticsDateSchema.optional() })
  .refine(inRange, rangeError);
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

export const ledgerExportQuerySchema = z.object({ from: analyticsDateSchema, to: analyticsDateSchema }).refine(inRange, rangeError);

/** A CSV download: the body is text, streamed. */
export const csvResponseSchema = z.string();
