import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';
import { usStates } from '../eligibility/constants';
import { wonPrizeTypes } from './constants';
import { winnerContactTemplates } from './fulfilment-constants';

export const prizeWonSchema = z.object({
  userId: z.string(),
  /** `{drawId}:{pick}`: the draw and the position in its winner order (0 is the winner, then runners-up). */
  awardId: z.string(),
  drawId: z.string(),
  raffleId: z.string(),
  prizeId: z.string(),
  name: z.string(),
  description: z.string(),
  value: z.number().int().positive(),
  type: z.enum(wonPrizeTypes),
  wonAt: z.string(),
  claimDeadline: z.string(),
});

export const prizeClaimedSchema = z.object({
  userId: z.string(),
  awardId: z.string(),
  state: z.enum(usStates),
  /** The age in whole years on the claim date (the date of birth itself stays out of the log). */
  ageAtClaim: z.number().int(),
  taxDetailsOnFile: z.boolean(),
  redeemCode: z.string(),
  claimedAt: z.string(),
});

export const prizeRedeemedSchema = z.object({ userId: z.string(), awardId: z.string(), redeemedAt: z.string() });

export const prizeForfeitedSchema = z.object({
  userId: z.string(),
  awardId: z.string(),
  /** The expiry job past the claim deadline, or an admin (issue 23) with their reason in `note`. */
  reason: z.enum(['claim_deadline_passed', 'operator']),
  adminId: z.string().optional(),
  note: z.string().optional(),
  forfeitedAt: z.string(),
});

export const prizeShippedSchema = z.object({
  userId: z.string(),
  awardId: z.string(),
  adminId: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  shippedAt: z.string(),
});

export const prizeDeliveredSchema = z.object({ userId: z.string(), awardId: z.string(), adminId: z.string(), deliveredAt: z.string() });

export const prizeCashPaidSchema = z.object({
  userId: z.string(),
  awardId: z.string(),
  adminId: z.string(),
  paymentReference: z.string(),
  paidAt: z.string(),
});

/** That an e-mail went out, from which template; its body stays out of the log. */
export const prizeWinnerContactedSchema = z.object({
  userId: z.string(),
  awardId: z.string(),
  adminId: z.string(),
  contactId: z.string(),
  template: z.enum(winnerContactTemplates),
  sentAt: z.string(),
});

/** The prize events on the winner's stream (docs/events.md is generated from them). */
export const prizesEvents = {
  PrizeWon: {
    stream: 'player-{userId}',
    description: "A draw's winner (or a runner-up after a forfeit) won a prize; pending until claimed by the deadline.",
    schema: prizeWonSchema,
  },
  PrizeClaimed: {
    stream: 'player-{userId}',
    description: 'The winner confirmed eligibility (age, state, tax details when $600 or more); a redeem code was issued.',
    schema: prizeClaimedSchema,
  },
  PrizeRedeemed: {
    stream: 'player-{userId}',
    description: "The winner redeemed the prize's code.",
    schema: prizeRedeemedSchema,
  },
  PrizeForfeited: {
    stream: 'player-{userId}',
    description:
      'The claim deadline passed without a claim, or an admin forfeited the prize with a reason; it goes to the next runner-up of the same draw.',
    schema: prizeForfeitedSchema,
  },
  PrizeShipped: {
    stream: 'player-{userId}',
    description: 'An admin shipped a claimed prize, with its carrier and tracking number.',
    schema: prizeShippedSchema,
  },
  PrizeDelivered: {
    stream: 'player-{userId}',
    description: 'An admin recorded that a shipped prize was delivered.',
    schema: prizeDeliveredSchema,
  },
  PrizeCashPaid: {
    stream: 'player-{userId}',
    description: 'An admin paid a claimed cash prize, with the payment reference.',
    schema: prizeCashPaidSchema,
  },
  PrizeWinnerContacted: {
    stream: 'player-{userId}',
    description: 'An admin e-mailed the winner about the prize from a template (the body is not kept).',
    schema: prizeWinnerContactedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
