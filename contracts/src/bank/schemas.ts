import { z } from 'zod';
import { positiveInt } from '../http/schemas';

export const coinPackageSchema = z.object({ amount: z.number().int(), price: z.number(), bonus: z.number().int(), popular: z.boolean() });
export type CoinPackage = z.infer<typeof coinPackageSchema>;

export const coinPackagesResponseSchema = z.array(coinPackageSchema);

export const bankPurchaseRequestSchema = z.object({ amount: positiveInt });

export const bankPurchaseResponseSchema = z.union([
  z.object({
    status: z.literal('completed'),
    message: z.string(),
    coinsAdded: z.number().int(),
    coins: z.number().int(),
    /** Ours (issue 22): the purchase's receipt is /bank/receipts/{purchaseId}. */
    purchaseId: z.string(),
  }),
  z.object({ status: z.literal('pending'), checkoutUrl: z.string(), sessionId: z.string() }),
]);

export type BankPurchaseResponse = z.infer<typeof bankPurchaseResponseSchema>;

export const paymentProviderSchema = z.enum(['sandbox', 'stripe']);
export type PaymentProviderId = z.infer<typeof paymentProviderSchema>;

/** Which bank takes the money, and whether it is a test one (the sandbox, or a Stripe test key): the TEST MODE banner. */
export const bankStatusResponseSchema = z.object({ provider: paymentProviderSchema, testMode: z.boolean() });
export type BankStatus = z.infer<typeof bankStatusResponseSchema>;

/** A purchase is named by its payment id at the provider (`sandbox_...`, Stripe's `cs_...`). */
export const purchaseIdParamsSchema = z.object({
  purchaseId: z.string().regex(/^[A-Za-z0-9_]{1,255}$/, { error: 'Not a purchase id.' }),
});

/** A checkout is named by our id for it, the digest in the payment page's return address. */
export const checkoutIdParamsSchema = z.object({
  checkoutId: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Not a checkout id.' }),
});

export const checkoutFailureSchema = z.enum(['self_excluded', 'over_limit', 'price_mismatch', 'expired', 'provider_unavailable']);
export type CheckoutFailure = z.infer<typeof checkoutFailureSchema>;

/**
 * Where a checkout stands when the player returns from the payment page: still waiting for the provider's
 * confirmation, paid and credited (with the balance that includes it), or ended without coins (and why).
 */
export const checkoutStatusResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), packageAmount: z.number().int(), priceCents: z.number().int(), expiresAt: z.string() }),
  z.object({ status: z.literal('completed'), purchaseId: z.string(), coins: z.number().int() }),
  z.object({ status: z.literal('failed'), reason: checkoutFailureSchema }),
]);
export type CheckoutStatus = z.infer<typeof checkoutStatusResponseSchema>;

/** One paid coin package as its receipt shows it. */
export const purchaseReceiptResponseSchema = z.object({
  purchaseId: z.string(),
  completedAt: z.string(),
  coins: z.number().int(),
  bonus: z.number().int(),
  totalCoins: z.number().int(),
  priceCents: z.number().int(),
  provider: paymentProviderSchema,
  /** The provider's charge reference (Stripe's PaymentIntent), else the payment id. */
  paymentReference: z.string(),
  testMode: z.boolean(),
});
export type PurchaseReceipt = z.infer<typeof purchaseReceiptResponseSchema>;
