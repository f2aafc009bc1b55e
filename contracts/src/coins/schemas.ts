import { z } from 'zod';

export const coinsResponseSchema = z.object({ coins: z.number().int().nonnegative() });

export type CoinsResponse = z.infer<typeof coinsResponseSchema>;

/** The balance by lot (decision 0015): earned coins pay for anything, purchased coins only for Style items. */
export const coinLotsResponseSchema = z.object({ earned: z.number().int().nonnegative(), purchased: z.number().int().nonnegative() });

export type CoinLotsResponse = z.infer<typeof coinLotsResponseSchema>;
