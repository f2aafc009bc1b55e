import { z } from 'zod';

export const playerStream = (userId: string) => `player-${userId}`;

/** System ledger accounts: coins enter from `mint` (earned) or `bank` (bought) and leave to `sink`. */
export const systemAccounts = ['mint', 'bank', 'sink'] as const;
export const systemAccountSchema = z.enum(systemAccounts);
export const coinLotSchema = z.enum(['earned', 'purchased']);
export type CoinLot = z.infer<typeof coinLotSchema>;

export const creditReasons = ['signup_grant'] as const;
export const debitReasons = ['spend'] as const;

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
  /** How much of the amount came from each lot (earned coins are spent first). */
  lots: z.object({ earned: z.number().int().nonnegative(), purchased: z.number().int().nonnegative() }),
  to: systemAccountSchema,
  reason: z.string(),
  commandId: z.string(),
});
