import { z } from 'zod';
import { sessionSchema } from '../accounts/schemas';
import { adminPlayerSchema } from '../admin/schemas';
import { coinLotsResponseSchema } from '../coins/schemas';
import { eligibilityStatusSchema, usStateSchema } from '../eligibility/schemas';
import { sportSchema } from '../fantasy/schemas';
import { ledgerStreamEventSchema } from '../ledger/schemas';
import { notificationSchema } from '../notifications/schemas';
import { wonPrizeSchema } from '../prizes/schemas';
import { settingsResponseSchema } from '../profile/schemas';
import { myEntrySchema, raffleTierSchema } from '../raffles/schemas';

import { ageBands } from './constants';

/** One paid coin package, with the provider's payment reference (what a refund or a dispute names). */
export const player360PurchaseSchema = z.object({
  purchaseId: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  coins: z.number().int(),
  bonus: z.number().int(),
  priceCents: z.number().int(),
  paymentRef: z.string().nullable(),
  testMode: z.boolean(),
  completedAt: z.string(),
});

export const player360TeamSchema = z.object({
  id: z.string(),
  sport: sportSchema,
  name: z.string(),
  league: z.string(),
  week: z.string(),
  currentPoints: z.number(),
  projectedPoints: z.number(),
});

export const player360TicketsSchema = z.object({
  /** Tickets earned, by the tier achieved: final (a settled week) or provisional (the week still under way). */
  earned: z.array(z.object({ tier: raffleTierSchema, final: z.number().int(), provisional: z.number().int() })),
  /** Tickets entered, by raffle: earned ones and free entries (no purchase necessary). */
  entered: z.array(z.object({ raffleId: z.string(), raffleName: z.string(), earned: z.number().int(), free: z.number().int() })),
});

/** The declaration without the date of birth: the page shows the age band only. */
export const player360EligibilitySchema = z.object({
  state: usStateSchema,
  declaredAt: z.string(),
  ageBand: z.enum(ageBands),
  raffle: eligibilityStatusSchema,
  adultOffer: eligibilityStatusSchema,
});

export const player360LimitsSchema = settingsResponseSchema.pick({
  monthlyPurchaseLimitUsd: true,
  pendingLimit: true,
  purchasedThisMonthUsd: true,
  selfExcludedUntil: true,
});

/** Everything about one player an operator needs (issue 23 item 3), in one answer. */
export const player360ResponseSchema = z.object({
  player: adminPlayerSchema,
  balance: coinLotsResponseSchema.extend({ total: z.number().int().nonnegative() }),
  purchases: z.array(player360PurchaseSchema),
  teams: z.array(player360TeamSchema),
  tickets: player360TicketsSchema,
  /** The latest entries, newest first, and how many there are in all. */
  entries: z.array(myEntrySchema),
  entriesTotal: z.number().int().nonnegative(),
  /** The prizes the player holds (a forfeited one went to a runner-up), newest first, without their redeem codes. */
  prizes: z.array(wonPrizeSchema.omit({ redeemCode: true })),
  notifications: z.array(notificationSchema),
  sessions: z.array(sessionSchema.omit({ current: true })),
  /** Null until the player declares. */
  eligibility: player360EligibilitySchema.nullable(),
  limits: player360LimitsSchema,
  ledger: z.object({
    streamId: z.string(),
    /** Where the ledger explorer shows the whole stream (adminLedgerPlayerPath). */
    explorerLink: z.string(),
    /** Newest first; without their payloads (an eligibility declaration carries the date of birth): the explorer shows those. */
    events: z.array(ledgerStreamEventSchema.omit({ data: true })),
    total: z.number().int().nonnegative(),
  }),
});

export type Player360Response = z.infer<typeof player360ResponseSchema>;
