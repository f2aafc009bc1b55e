import { z } from 'zod';

export const coinsResponseSchema = z.object({ coins: z.number().int().nonnegative() });

export type CoinsResponse = z.infer<typeof coinsResponseSchema>;
