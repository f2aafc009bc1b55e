import { z } from 'zod';
import { positiveInt } from '../http/schemas';

export const coinPackageSchema = z.object({ amount: z.number().int(), price: z.number(), bonus: z.number().int(), popular: z.boolean() });
export type CoinPackage = z.infer<typeof coinPackageSchema>;

export const coinPackagesResponseSchema = z.array(coinPackageSchema);

export const bankPurchaseRequestSchema = z.object({ amount: positiveInt });

export const bankPurchaseResponseSchema = z.union([
  z.object({ status: z.literal('completed'), message: z.string(), coinsAdded: z.number().int(), coins: z.number().int() }),
  z.object({ status: z.literal('pending'), checkoutUrl: z.string(), sessionId: z.string() }),
]);

export type BankPurchaseResponse = z.infer<typeof bankPurchaseResponseSchema>;
