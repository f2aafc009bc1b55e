import { z } from 'zod';
import type { CatalogueEntry } from '../events/catalogue-entry';

export const playerStream = (userId: string) => `player-${userId}`;

/** System ledger accounts: coins enter from `mint` (earned) or `bank` (bought) and leave to `sink`. */
export const systemAccounts = ['mint', 'bank', 'sink'] as const;

export const systemAccountSchema = z.enum(systemAccounts);

export type SystemAccount = (typeof systemAccounts)[number];

export const coinLotSchema = z.enum(['earned', 'purchased']);

export type CoinLot = z.infer<typeof coinLotSchema>;

/**
 * The credit a won dispute gives back to the purchased lot: it undoes a return to the bank and sells nothing, so the
 * coin economy and the monthly statement count it against the coins returned, not the coins bought.
 */
export const DISPUTE_WON_REASON = 'dispute_won';

/** Why coins reached a player, as the ledger records it; each has its words in `coinReasonLabels`. */
export const creditReasons = [
  'signup_grant',
  'daily_checkin',
  'challenge_reward',
  'category_bonus',
  'ultimate_bonus',
  'experience_reward',
  'coin_purchase',
  'purchase_bonus',
  'admin_adjustment',
  DISPUTE_WON_REASON,
] as const;

/** Why coins left a player: the spends of `coinSpends` and a refunded or disputed purchase taken back. */
export const debitReasons = ['boost_purchase', 'style_purchase', 'purchase_reversal', 'admin_adjustment'] as const;

export type CoinReason = (typeof creditReasons)[number] | (typeof debitReasons)[number];

const coinAmount = z.number().int().positive();

export const coinsCreditedSchema = z.object({
  userId: z.string(),
  amount: coinAmount,
  lot: coinLotSchema,
  from: systemAccountSchema,
  reason: z.string(),
  commandId: z.string(),
});

export const coinsDebitedSchema = z.object({
  userId: z.string(),
  amount: coinAmount,
  /** How much of the amount came from each lot, as the spend's policy chose (coinSpends; before decision 0015 earned coins went first). */
  lots: z.object({ earned: z.number().int().nonnegative(), purchased: z.number().int().nonnegative() }),
  to: systemAccountSchema,
  reason: z.string(),
  commandId: z.string(),
});

/** The coins events: stream, meaning and payload schema of each (docs/events.md is generated from them). */
export const coinsEvents = {
  CoinsCredited: {
    stream: 'player-{userId}',
    description: 'Coins moved from a system account (mint for earned coins, bank for bought ones) to the player.',
    schema: coinsCreditedSchema,
  },
  CoinsDebited: {
    stream: 'player-{userId}',
    description: 'Coins moved from the player to the sink; never more than the balance.',
    schema: coinsDebitedSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
