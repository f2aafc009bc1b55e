import { z } from 'zod';
import type { RouteContract } from '../http/route-contract';
import { bankPurchaseRequestSchema, bankPurchaseResponseSchema, coinPackagesResponseSchema } from './schemas';

// The Stripe webhook is ours (not in the spec), under /api/payments/*.
/** The bank routes; apiRoutes (contracts/src/api-routes.ts) composes every resource's. */
export const bankRoutes = {
  coinPackages: {
    method: 'get',
    path: '/api/bank/packages',
    summary: 'The coin packages for sale',
    auth: 'none',
    response: coinPackagesResponseSchema,
  },
  bankPurchase: {
    method: 'post',
    path: '/api/bank/purchase',
    summary: 'Buy a coin package (sandbox completes at once; Stripe returns a checkout URL)',
    auth: 'player',
    body: bankPurchaseRequestSchema,
    response: bankPurchaseResponseSchema,
  },
  stripeWebhook: {
    method: 'post',
    path: '/api/payments/stripe/webhook',
    summary: 'Stripe events (signature-verified); credits coins on checkout.session.completed',
    auth: 'none',
    csrfExempt: true,
    response: z.object({ received: z.boolean() }),
  },
} as const satisfies Record<string, RouteContract>;
