import { z } from 'zod';
import { ACTIVITY_MAX_PAGE_SIZE, ACTIVITY_PAGE_SIZE, MAX_PURCHASE_LIMIT_USD, SELF_EXCLUSION_DAYS } from './constants';

/** The profile header and stat tiles (§2 Profile, §3 Profile), from the ledger and read models. */
export const profileResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** Initials for the avatar. */
  avatar: z.string(),
  level: z.number().int().positive(),
  xp: z.number().int().nonnegative(),
  /** XP where the current level started and where the next one starts. */
  levelXp: z.number().int().nonnegative(),
  nextLevelXp: z.number().int().positive(),
  stats: z.object({
    coins: z.number().int().nonnegative(),
    totalPrizes: z.number().int().nonnegative(),
    ticketsEarned: z.number().int().nonnegative(),
    /** Percent of finished draws the player entered that they won. */
    winRate: z.number().min(0).max(100),
    currentStreak: z.number().int().nonnegative(),
    memberSince: z.string(),
  }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const activityKinds = ['coins', 'ticket', 'prize', 'entry', 'eligibility'] as const;

export const activityItemSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(activityKinds),
  /** Signed: coins in are positive, coins out negative; tickets count up (revoked ones down). */
  amount: z.number().int(),
  /** What caused it, in words ("Daily check-in", "Bronze ticket: Chiefs Kingdom, week of 2026-11-17"). */
  cause: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ACTIVITY_MAX_PAGE_SIZE).default(ACTIVITY_PAGE_SIZE),
});

export const activityResponseSchema = z.object({
  items: z.array(activityItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

export const emailPreferencesSchema = z.object({
  drawResults: z.boolean(),
  prizeUpdates: z.boolean(),
  marketing: z.boolean(),
});

const timeZoneSchema = z.string().refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  },
  { error: 'Choose a valid time zone.' },
);

export const updateSettingsRequestSchema = z.object({
  firstName: z.string().trim().max(60),
  lastName: z.string().trim().max(60),
  timeZone: timeZoneSchema,
  emailPreferences: emailPreferencesSchema,
  /** Absent keeps the saved choice (a client that predates the leaderboard sends none). */
  showOnLeaderboard: z.boolean().optional(),
});
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;

export const purchaseLimitRequestSchema = z.object({
  /** Null removes the limit (after the raise delay). */
  monthlyLimitUsd: z.number().int().min(0).max(MAX_PURCHASE_LIMIT_USD).nullable(),
});

export const selfExclusionRequestSchema = z.object({
  days: z.union(SELF_EXCLUSION_DAYS.map((d) => z.literal(d)) as [z.ZodLiteral<7>, z.ZodLiteral<30>, z.ZodLiteral<90>, z.ZodLiteral<180>]),
  confirm: z.literal(true, { error: 'Please confirm the self-exclusion.' }),
});

export const settingsResponseSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  timeZone: z.string(),
  emailPreferences: emailPreferencesSchema,
  showOnLeaderboard: z.boolean(),
  /** The limit in force; a raise waits in `pendingLimit` until it takes effect. */
  monthlyPurchaseLimitUsd: z.number().int().nullable(),
  pendingLimit: z.object({ monthlyLimitUsd: z.number().int().nullable(), effectiveAt: z.string() }).nullable(),
  /** Coin purchases this calendar month (New York time), in US dollars. */
  purchasedThisMonthUsd: z.number().nonnegative(),
  selfExcludedUntil: z.string().nullable(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
